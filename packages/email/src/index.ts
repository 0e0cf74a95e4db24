// `email`: the sender the API uses (nodemailer over SMTP_URL). The SMTP sink is `email/sink`, kept
// apart so that production code never loads it.
export {
  DEFAULT_TIMEOUT_MS,
  createMailSender,
  type MailMessage,
  type MailSender,
  type MailSenderOptions,
  type MailSent,
} from './sender';
export { EmailError, isEmailError, type EmailErrorCode } from './errors';
