// The email the API sends (invoices, reminders, sign-in codes) goes over SMTP to the server
// `SMTP_URL` names, with nodemailer (README: why). One sender per URL; each message is one SMTP
// session, and every failure comes back as an EmailError.
import nodemailer from 'nodemailer';
import { EmailError } from './errors';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface MailMessage {
  /** `Name <address>` or an address: the sender address of the settings. */
  from: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML body beside the text one, when the template has one. */
  html?: string;
}

export interface MailSent {
  /** The Message-ID header nodemailer gave the message. */
  messageId: string;
  /** What the server answered to the message (e.g. "250 OK: queued"). */
  response: string;
}

export interface MailSender {
  sendMail(message: MailMessage): Promise<MailSent>;
  /** Closes any connection left open. */
  close(): void;
}

export interface MailSenderOptions {
  /** smtp://[user:pass@]host:port (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
  smtpUrl: string;
  /** The longest wait for the connection, the greeting and each reply; default 10 s. */
  timeoutMs?: number;
}

/** nodemailer's codes (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE, EMESSAGE, …) as ours. */
function toEmailError(err: unknown, origin: string): EmailError {
  const { code, responseCode, message } = (err ?? {}) as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const context = { cause: err, ...(typeof responseCode === 'number' ? { responseCode } : {}) };
  const detail = message ?? String(err);
  switch (code) {
    case 'ETIMEDOUT':
      return new EmailError('timeout', `SMTP server at ${origin} timed out: ${detail}`, context);
    case 'EAUTH':
    case 'ENOAUTH':
      return new EmailError(
        'auth',
        `SMTP server at ${origin} refused the login: ${detail}`,
        context,
      );
    case 'EENVELOPE':
    case 'EMESSAGE':
    case 'EPROTOCOL':
      return new EmailError(
        'rejected',
        `SMTP server at ${origin} refused the message: ${detail}`,
        context,
      );
    default:
      return new EmailError(
        'unreachable',
        `SMTP server at ${origin} is unreachable: ${detail}`,
        context,
      );
  }
}

export function createMailSender(options: MailSenderOptions): MailSender {
  let url: URL;
  try {
    url = new URL(options.smtpUrl);
  } catch {
    throw new EmailError(
      'invalid-input',
      'SMTP_URL must be smtp:// or smtps://, got an unreadable URL',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new EmailError(
      'invalid-input',
      `SMTP_URL must be smtp:// or smtps://, got ${url.protocol}//`,
    );
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 300_000) {
    throw new EmailError(
      'invalid-input',
      `timeoutMs must be a whole number from 1 to 300000, got ${timeoutMs}`,
    );
  }
  // The origin without the credentials, for messages and logs.
  const origin = `${url.protocol}//${url.host}`;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async sendMail(message) {
      if (!message.to.includes('@') || !message.from.includes('@')) {
        throw new EmailError('invalid-input', 'email not sent: from and to must be addresses');
      }
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
        return { messageId: info.messageId, response: info.response };
      } catch (err) {
        throw toEmailError(err, origin);
      }
    },
    close() {
      transport.close();
    },
  };
}
