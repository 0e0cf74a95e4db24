// `pnpm smtp-sink --port 2525 --http-port 8792 [--host ADDR] [--quiet]`
import { parseCliArgs, runCliProcess, wholeNumber, type CliIo } from 'sim-cli';
import { startSmtpSink, type SinkMessage } from './sink';

const USAGE = `SMTP sink (takes every mail, delivers none, lists them over HTTP)

  --port N        SMTP port (default 2525; 0 picks a free one)
  --http-port N   port of the listing (default 8792; 0 picks a free one)
  --host ADDR     address to listen on (default 127.0.0.1)
  --quiet         do not print each mail
  --help          this text

SMTP_URL: smtp://HOST:PORT · received: http://HOST:HTTP-PORT/ · JSON: /_sim/messages
`;

export type { CliIo };

/** Starts the sink described by `argv`; resolves to a function that stops it. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<() => Promise<void>> {
  const values = parseCliArgs(argv, {
    port: { type: 'string' },
    'http-port': { type: 'string' },
    host: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return async () => undefined;
  }
  const sink = await startSmtpSink({
    smtpPort: wholeNumber(values.port, 'port', 2525, 65535),
    httpPort: wholeNumber(values['http-port'], 'http-port', 8792, 65535),
    host: values.host ?? '127.0.0.1',
  });
  if (!values.quiet) {
    sink.events.on('message', (m: SinkMessage) =>
      io.out(`mail #${m.id} to ${m.envelopeTo.join(', ')}: ${m.subject}`),
    );
  }
  io.out(`SMTP sink on ${sink.smtpUrl} (received: ${sink.httpUrl}/)`);
  return () => sink.close();
}

if (require.main === module) void runCliProcess('smtp-sink', USAGE, runCli);
