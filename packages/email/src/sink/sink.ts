// An SMTP server for development and tests that delivers nothing: it takes every message (any
// sender, any recipient, any login), parses it with mailparser and keeps it in memory, and lists
// what it received over HTTP (a page, and JSON for tests). smtp-server speaks the protocol
// (README: why not by hand).
//
// HTTP routes:
//   GET /                          the mails received, newest first (HTML, text only)
//   GET /_sim/messages[?to=addr]   the same as JSON { messages }      DELETE /_sim/messages
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { escapeHtml } from 'sim-cli';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** A rising number as a string. */
  id: string;
  /** The envelope: MAIL FROM and RCPT TO, as the client gave them. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Headers as parsed (`Name <address>` as written). */
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML body, when there was one (kept, never shown on the page). */
  html: string | null;
  messageId: string | null;
  /** ISO time it was received. */
  receivedAt: string;
}

export interface SmtpSinkOptions {
  /** SMTP port; default 0 (a free one). */
  smtpPort?: number;
  /** HTTP port of the listing; default 0 (a free one). */
  httpPort?: number;
  /** Default 127.0.0.1, both servers. */
  host?: string;
}

export interface SmtpSink {
  /** smtp://host:port — what SMTP_URL is set to. */
  readonly smtpUrl: string;
  /** http://host:port — the listing. */
  readonly httpUrl: string;
  readonly smtpPort: number;
  readonly httpPort: number;
  /** `message` events with each SinkMessage, once kept. */
  readonly events: EventEmitter;
  /** Mails received, oldest first; only those with `to` among the envelope's recipients when given. */
  messages(to?: string): SinkMessage[];
  clear(): void;
  close(): Promise<void>;
}

/** 10 MiB: more than any message the console sends. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const addressText = (value: AddressObject | AddressObject[] | undefined): string =>
  value === undefined ? '' : (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');

export function renderSinkPage(messages: readonly SinkMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<p class="meta">#${escapeHtml(m.id)} · ${escapeHtml(m.receivedAt)} · from ${escapeHtml(m.from || m.envelopeFrom)} · to ${escapeHtml(m.to || m.envelopeTo.join(', '))}</p>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMTP sink</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1a202c; }
article { border-bottom: 1px solid #e2e8f0; padding: .5rem 0; }
h2 { font-size: 1.05rem; margin: 0; }
.meta { color: #4a5568; margin: .2rem 0; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
</style>
</head>
<body>
<h1>SMTP sink</h1>
<p>${messages.length} mail(s) received, newest first. <a href="/">Refresh</a></p>
${messages.length === 0 ? '<p data-testid="empty">No mail yet.</p>' : items}
</body>
</html>
`;
}

/** Resolves with the port once `server` listens; `raw` is the net.Server under it (for errors). */
function listen(server: http.Server | SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const raw: Server = server instanceof SMTPServer ? server.server : server;
    raw.once('error', reject);
    server.listen(port, host, () => {
      raw.off('error', reject);
      resolve((raw.address() as AddressInfo).port);
    });
  });
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const events = new EventEmitter();
  let stored: SinkMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    // No TLS in development: a client that asks for STARTTLS is told the server has none.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Pokayoke SMTP sink (delivers nothing)',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const message: SinkMessage = {
            id: String(nextId++),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: addressText(mail.from),
            to: addressText(mail.to),
            subject: mail.subject ?? '',
            // The line break SMTP's DATA ends a single-part body with is not part of the text.
            text: (mail.text ?? '').replace(/\r?\n$/, ''),
            html: typeof mail.html === 'string' ? mail.html : null,
            messageId: mail.messageId ?? null,
            receivedAt: new Date().toISOString(),
          };
          stored.push(message);
          events.emit('message', message);
          callback(null, `OK: kept as #${message.id}`);
        },
        (err: unknown) => callback(err as Error),
      );
    },
  });
  // A client that drops the connection mid-session is not the sink's failure.
  smtp.on('error', () => undefined);

  const sendJson = (res: http.ServerResponse, status: number, body: unknown): void => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (req.method === 'GET' && url.pathname === '/') {
      const html = renderSinkPage(stored);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(html),
        // Inline CSS and nothing else: no script runs on the page whatever a mail says.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(html);
    } else if (req.method === 'GET' && url.pathname === '/_sim/messages') {
      sendJson(res, 200, { messages: sink.messages(url.searchParams.get('to') ?? undefined) });
    } else if (req.method === 'DELETE' && url.pathname === '/_sim/messages') {
      stored = [];
      sendJson(res, 200, { ok: true });
    } else {
      sendJson(res, 404, { error: 'not found' });
    }
  });

  const smtpPort = await listen(smtp, options.smtpPort ?? 0, host);
  let httpPort: number;
  try {
    httpPort = await listen(web, options.httpPort ?? 0, host);
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw err;
  }

  const sink: SmtpSink = {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host}:${httpPort}`,
    smtpPort,
    httpPort,
    events,
    messages: (to) =>
      stored.filter(
        (m) => to === undefined || m.envelopeTo.some((r) => r.toLowerCase() === to.toLowerCase()),
      ),
    clear: () => {
      stored = [];
    },
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise<void>((resolve, reject) => {
          web.close((err) => (err ? reject(err) : resolve()));
          web.closeAllConnections();
        }),
      ]);
    },
  };
  return sink;
}
