// `email/sink`: the SMTP sink for tests, demos and `pnpm smtp-sink`. Kept out of the sender's entry
// (`email`), which the API loads in production.
export {
  renderSinkPage,
  startSmtpSink,
  type SinkMessage,
  type SmtpSink,
  type SmtpSinkOptions,
} from './sink';
export { runCli, type CliIo } from './cli';
