// A WhatsApp gateway in Fonnte's shape for tests, demos and `pnpm dev`: `POST /send` with Fonnte's
// header, form fields and answers, the messages it took kept in memory and listed on a page, and a
// switch (in code and over HTTP) to answer `status:false`, HTTP 500 or nothing, so the outbox's
// retries and time-outs can be seen working.
//
// Routes:
//   POST /send                          Fonnte's send (form: target, message, countryCode)
//   GET  /                              the messages it took, newest first (HTML, text only)
//   GET  /_sim/messages[?target=62…]    the same as JSON { messages }      DELETE /_sim/messages
//   GET  /_sim/state                    { mode, reason, tokens: n, messages: n }
//   POST /_sim/mode                     { mode: ok|reject|error|hang, reason? }
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, htmlPage, readBody } from 'sim-cli/http';

/** ok: take messages; reject: `{ status:false, reason }`; error: HTTP 500; hang: never answer. */
export type GatewayMode = 'ok' | 'reject' | 'error' | 'hang';
export const GATEWAY_MODES: readonly GatewayMode[] = ['ok', 'reject', 'error', 'hang'];

/**
 * The reasons the simulator gives, in Fonnte's words where its documentation has them (README):
 * a wrong token, a device that is not connected, a target that is not a number.
 */
export const SIM_REASONS = {
  invalidToken: 'invalid token',
  disconnected: 'disconnected device',
  invalidTarget: 'invalid target',
  emptyMessage: 'message is empty',
} as const;

export interface GatewayMessage {
  /** The gateway's id (the `id[0]` of its answer), a rising number as a string. */
  id: string;
  /** The number after countryCode replaced a leading 0 (62…). */
  target: string;
  message: string;
  /** The form field as received ('' when absent). */
  countryCode: string;
  /** ISO time it was taken. */
  receivedAt: string;
}

export interface WhatsAppSimulatorOptions {
  /** Device tokens the gateway accepts (the `Authorization` header); at least one. */
  tokens: readonly string[];
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default ok. */
  mode?: GatewayMode;
  /** The reason of `reject` mode; default "disconnected device". */
  reason?: string;
}

export interface WhatsAppSimulator {
  /** http://host:port — the gateway URL to give the client (`baseUrl`). */
  readonly baseUrl: string;
  readonly port: number;
  /** `request` events: { method, path, status } (status 0 while hanging). */
  readonly events: EventEmitter;
  /** The messages taken, oldest first; only those to `target` when given. */
  messages(target?: string): GatewayMessage[];
  clear(): void;
  setMode(mode: GatewayMode, reason?: string): void;
  state(): { mode: GatewayMode; reason: string; tokens: number; messages: number };
  /** Stops listening and drops every connection, hanging ones included. */
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

class Refusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = (): Refusal => new Refusal(413, 'body over 1 MiB');

/**
 * The form fields of a body sent as application/x-www-form-urlencoded or multipart/form-data (the
 * two forms Fonnte reads; PHP's cURL examples send the second), parsed by undici's FormData.
 */
async function formFields(body: Buffer, contentType: string): Promise<Map<string, string>> {
  const fields = new Map<string, string>();
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)) {
    return fields;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new Refusal(400, 'the form could not be read');
  }
  for (const [name, value] of form) {
    if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
  }
  return fields;
}

/** Fonnte's countryCode: a leading 0 becomes the code (default 62); "0" turns that off. */
function withCountryCode(target: string, countryCode: string): string {
  const digits = target.replace(/[\s.()+-]/g, '');
  const code = countryCode === '' ? '62' : countryCode;
  return code !== '0' && digits.startsWith('0') ? `${code}${digits.slice(1)}` : digits;
}

export function renderMessagesPage(messages: readonly GatewayMessage[], mode: GatewayMode): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.id)}</td><td>${escapeHtml(m.receivedAt)}</td>` +
        `<td>${escapeHtml(m.target)}</td><td class="msg">${escapeHtml(m.message)}</td></tr>`,
    )
    .join('\n');
  return htmlPage(
    'WhatsApp gateway simulator',
    `table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #e2e8f0; }
td.msg { white-space: pre-wrap; word-break: break-word; }`,
    `<h1>WhatsApp gateway simulator</h1>
<p>Mode: <strong data-testid="mode">${escapeHtml(mode)}</strong> · ${messages.length} message(s) received, newest first. <a href="/">Refresh</a></p>
${
  messages.length === 0
    ? '<p data-testid="empty">No message yet.</p>'
    : `<table data-testid="messages">
<thead><tr><th>Id</th><th>Received</th><th>Target</th><th>Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`,
  );
}

export async function startWhatsAppSimulator(
  options: WhatsAppSimulatorOptions,
): Promise<WhatsAppSimulator> {
  const tokens = new Set(options.tokens.map((t) => t.trim()).filter(Boolean));
  if (tokens.size === 0) throw new Error('the WhatsApp simulator needs at least one token');
  let mode: GatewayMode = options.mode ?? 'ok';
  let reason: string = options.reason ?? SIM_REASONS.disconnected;
  let stored: GatewayMessage[] = [];
  let nextId = 80_000_001;
  let nextRequest = 1;
  const events = new EventEmitter();

  function setMode(next: GatewayMode, nextReason?: string): void {
    if (!GATEWAY_MODES.includes(next)) {
      throw new Refusal(400, `mode must be ${GATEWAY_MODES.join(', ')}`);
    }
    mode = next;
    reason = nextReason?.trim() || SIM_REASONS.disconnected;
  }

  function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  async function send(req: http.IncomingMessage, res: http.ServerResponse): Promise<number> {
    const body = await readBody(req, MAX_BODY_BYTES, tooLarge);
    if (mode === 'hang') return 0;
    if (mode === 'error') {
      const html = '<html><body><h1>500 Internal Server Error</h1></body></html>';
      res.writeHead(500, {
        'content-type': 'text/html',
        'content-length': Buffer.byteLength(html),
      });
      res.end(html);
      return 500;
    }
    const header = req.headers['authorization'];
    // Fonnte answers every refusal with HTTP 200 and { reason, status: false }.
    const refuse = (why: string): number => {
      sendJson(res, 200, { reason: why, status: false });
      return 200;
    };
    if (typeof header !== 'string' || !tokens.has(header.trim())) {
      return refuse(SIM_REASONS.invalidToken);
    }
    if (mode === 'reject') return refuse(reason);
    const fields = await formFields(body, req.headers['content-type'] ?? '');
    const countryCode = fields.get('countryCode') ?? '';
    const target = withCountryCode(fields.get('target') ?? '', countryCode);
    if (!/^\d{8,15}$/.test(target)) return refuse(SIM_REASONS.invalidTarget);
    const message = fields.get('message') ?? '';
    if (message.trim() === '') return refuse(SIM_REASONS.emptyMessage);
    const id = String(nextId++);
    stored.push({ id, target, message, countryCode, receivedAt: new Date().toISOString() });
    sendJson(res, 200, {
      detail: 'success! message in queue',
      id: [id],
      process: 'pending',
      requestid: nextRequest++,
      status: true,
      target: [target],
    });
    return 200;
  }

  async function control(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<number | undefined> {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/') {
      const html = renderMessagesPage(stored, mode);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(html),
        // Inline CSS and nothing else: no script runs on the page whatever a message says.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(html);
      return 200;
    }
    if (req.method === 'GET' && path === '/_sim/messages') {
      sendJson(res, 200, { messages: sim.messages(url.searchParams.get('target') ?? undefined) });
      return 200;
    }
    if (req.method === 'DELETE' && path === '/_sim/messages') {
      stored = [];
      sendJson(res, 200, { ok: true });
      return 200;
    }
    if (req.method === 'GET' && path === '/_sim/state') {
      sendJson(res, 200, sim.state());
      return 200;
    }
    if (req.method === 'POST' && path === '/_sim/mode') {
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req, MAX_BODY_BYTES, tooLarge)).toString('utf8'));
      } catch {
        throw new Refusal(400, 'the body must be JSON { mode, reason? }');
      }
      const { mode: next, reason: why } = (body ?? {}) as { mode?: unknown; reason?: unknown };
      if (why !== undefined && typeof why !== 'string')
        throw new Refusal(400, 'reason must be a string');
      setMode(next as GatewayMode, why);
      sendJson(res, 200, sim.state());
      return 200;
    }
    return undefined;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const handle = async (): Promise<number> => {
      if (req.method === 'POST' && url.pathname.replace(/\/+$/, '') === '/send') {
        return send(req, res);
      }
      const answered = await control(req, res, url);
      if (answered !== undefined) return answered;
      sendJson(res, 404, { reason: 'not found', status: false });
      return 404;
    };
    handle().then(
      (status) => events.emit('request', { method: req.method, path: url.pathname, status }),
      (err: unknown) => {
        const status = err instanceof Refusal ? err.httpStatus : 500;
        if (!res.headersSent)
          sendJson(res, status, { reason: (err as Error).message, status: false });
        events.emit('request', { method: req.method, path: url.pathname, status });
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const sim: WhatsAppSimulator = {
    baseUrl: `http://${host}:${address.port}`,
    port: address.port,
    events,
    messages: (target) => stored.filter((m) => target === undefined || m.target === target),
    clear: () => {
      stored = [];
    },
    setMode,
    state: () => ({ mode, reason, tokens: tokens.size, messages: stored.length }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
  return sim;
}
