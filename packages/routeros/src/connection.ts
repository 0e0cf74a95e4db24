// One API session with one router: TCP or TLS, login, and any number of tagged commands in flight.
// Every failure reaches the caller as a rejected promise holding a RouterOsError; the socket always
// has an error listener, so nothing here can take the process down.
import { createHash } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import { SentenceDecoder, encodeSentence, type WordEncoding } from './codec';
import { RowBuilder } from './rows';
import {
  RouterOsAuthError,
  RouterOsConnectionClosedError,
  RouterOsError,
  RouterOsFatalError,
  RouterOsInputError,
  RouterOsProtocolError,
  RouterOsTimeoutError,
  RouterOsTlsError,
  RouterOsTrapError,
  fromSocketError,
  type RouterOsErrorContext,
  type RouterOsPhase,
} from './errors';
import {
  buildCommandWords,
  type Attributes,
  type CommandArgs,
  type CommandResult,
  type RouterOsRunner,
  type RunOptions,
} from './sentence';

export const DEFAULT_API_PORT = 8728;
export const DEFAULT_API_TLS_PORT = 8729;
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RouterOsTlsOptions {
  /** Accept a certificate that no trusted authority signed (a router's self-signed one). Off unless set. */
  allowSelfSigned?: boolean;
  /** Trust these authorities (PEM) instead of the system's. */
  ca?: string | Buffer | Array<string | Buffer>;
  /** Pin the router's certificate: its SHA-256 fingerprint, hex with or without colons. Checked in every mode. */
  fingerprint256?: string;
  /** Name to verify the certificate against (default: host). */
  servername?: string;
  /** OpenSSL cipher list, e.g. to reach a router whose api-ssl service has no certificate. */
  ciphers?: string;
}

export interface ConnectionOptions {
  host: string;
  /** Default 8728, or 8729 with TLS. */
  port?: number;
  user: string;
  password: string;
  /** Use the api-ssl service. `true` verifies the certificate against the system's authorities. */
  tls?: boolean | RouterOsTlsOptions;
  /** Budget for reaching the router, the TLS handshake and the login together (default 10 s). */
  connectTimeoutMs?: number;
  /** Default per-command timeout (default 10 s). */
  commandTimeoutMs?: number;
  /** Encoding of the words we send (default UTF-8; `latin1` for old routers that store a code page). */
  encoding?: WordEncoding;
  /** Largest word accepted from the router (default 64 MiB). */
  maxWordBytes?: number;
  /** TCP keep-alive delay (default 30 s; 0 turns it off). */
  keepAliveMs?: number;
  /** Go straight to the challenge login of routers before 6.43. Normally found out by itself. */
  legacyLogin?: boolean;
  /** Custom resolver (tests, split DNS). Same contract as `dns.lookup`. */
  lookup?: net.LookupFunction;
}

interface PendingCommand {
  command: string;
  rows: Attributes[];
  empty: boolean;
  resolve: (result: CommandResult) => void;
  reject: (error: RouterOsError) => void;
  timer: NodeJS.Timeout | undefined;
  /** Bytes received on the connection when the command was sent, to tell a stalled router from a slow command. */
  receivedBefore: number;
  timeoutMs: number;
}

type CloseListener = (error: RouterOsError) => void;

function normaliseFingerprint(value: string): string {
  return value.replace(/[^0-9a-f]/gi, '').toUpperCase();
}

function positive(value: number | undefined, field: string): void {
  if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
    throw new RouterOsInputError(field, `${field} must be a positive number of milliseconds`);
  }
}

/** Settings that could never work are a caller error (400), not a router failure. */
function checkOptions(options: ConnectionOptions): void {
  if (typeof options !== 'object' || options === null)
    throw new RouterOsInputError('options', 'connection options are required');
  if (typeof options.host !== 'string' || options.host.trim() === '') {
    throw new RouterOsInputError('host', 'router host is required');
  }
  if (
    options.port !== undefined &&
    !(Number.isInteger(options.port) && options.port > 0 && options.port < 65536)
  ) {
    throw new RouterOsInputError(
      'port',
      `router port must be a whole number from 1 to 65535, got ${String(options.port)}`,
    );
  }
  if (typeof options.user !== 'string')
    throw new RouterOsInputError('user', 'router user name is required');
  if (typeof options.password !== 'string')
    throw new RouterOsInputError('password', 'router password must be text');
  positive(options.connectTimeoutMs, 'connectTimeoutMs');
  positive(options.commandTimeoutMs, 'commandTimeoutMs');
}

/** The answer to the legacy (pre-6.43) login challenge: `00` + md5(0x00 + password + challenge). */
export function legacyLoginResponse(
  password: string,
  challengeHex: string,
  encoding: WordEncoding = 'utf8',
): string {
  if (!/^([0-9a-f]{2})+$/i.test(challengeHex)) {
    throw new RouterOsProtocolError('the router sent a login challenge that is not hex');
  }
  const md5 = createHash('md5');
  md5.update(Buffer.from([0]));
  md5.update(Buffer.from(password, encoding));
  md5.update(Buffer.from(challengeHex, 'hex'));
  return `00${md5.digest('hex')}`;
}

export class RouterOsConnection implements RouterOsRunner {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  private readonly socket: net.Socket;
  private readonly options: ConnectionOptions;
  private readonly decoder: SentenceDecoder;
  private readonly pending = new Map<string, PendingCommand>();
  private readonly closeListeners = new Set<CloseListener>();
  private readonly closedPromise: Promise<void>;
  private nextTag = 1;
  private phase: RouterOsPhase = 'connect';
  private closeError: RouterOsError | null = null;
  private socketError: RouterOsError | null = null;
  private bytesReceived = 0;
  private onEstablished: (() => void) | null = null;
  private readonly rowShapes = new RowBuilder();

  /** Opens a connection and logs in. Rejects with a typed error; never throws synchronously. */
  static async connect(options: ConnectionOptions): Promise<RouterOsConnection> {
    checkOptions(options);
    const connection = new RouterOsConnection(options);
    const budget = options.connectTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(() => {
          const err = connection.phaseTimeout(budget);
          connection.destroy(err);
          reject(err);
        }, budget);
        connection.onEstablished = resolve;
        connection.onClose(reject);
      });
      clearTimeout(timer);
      await connection.login(Math.max(1, budget - (Date.now() - started)));
      connection.phase = 'command';
      return connection;
    } catch (err) {
      clearTimeout(timer);
      const error = err instanceof RouterOsError ? err : connection.wrap(err);
      connection.destroy(error);
      throw error;
    }
  }

  private constructor(options: ConnectionOptions) {
    this.options = options;
    this.host = options.host;
    this.secure = Boolean(options.tls);
    this.port = options.port ?? (this.secure ? DEFAULT_API_TLS_PORT : DEFAULT_API_PORT);
    this.decoder = new SentenceDecoder((words) => this.onSentence(words), {
      maxWordBytes: options.maxWordBytes,
    });
    this.socket = this.openSocket();
    this.closedPromise = new Promise((resolve) => this.socket.once('close', () => resolve()));
    this.socket.on('error', (err) => {
      this.socketError ??= fromSocketError(err, this.context({ tls: this.secure }));
    });
    this.socket.on('close', () => {
      this.finish(
        this.socketError ??
          new RouterOsConnectionClosedError(
            this.phase === 'command'
              ? `router ${this.host}:${this.port} closed the connection`
              : `router ${this.host}:${this.port} closed the connection during ${this.phase === 'login' ? 'login' : 'connection setup'}`,
            this.context(),
          ),
      );
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
  }

  private openSocket(): net.Socket {
    const { host, lookup } = this.options;
    const keepAlive = this.options.keepAliveMs ?? 30_000;
    if (this.options.tls) {
      const t: RouterOsTlsOptions = this.options.tls === true ? {} : this.options.tls;
      const socket = tls.connect({
        host,
        port: this.port,
        lookup,
        servername: net.isIP(t.servername ?? host) ? undefined : (t.servername ?? host),
        rejectUnauthorized: !t.allowSelfSigned,
        ca: t.ca,
        ciphers: t.ciphers,
      });
      socket.once('connect', () => {
        this.phase = 'tls';
      });
      socket.once('secureConnect', () => {
        if (t.fingerprint256) {
          const actual = socket.getPeerCertificate().fingerprint256 ?? '';
          if (normaliseFingerprint(actual) !== normaliseFingerprint(t.fingerprint256)) {
            this.destroy(
              new RouterOsTlsError(
                `certificate of ${host}:${this.port} does not match the pinned fingerprint`,
                this.context(),
              ),
            );
            return;
          }
        }
        this.established(socket, keepAlive);
      });
      return socket;
    }
    const socket = net.connect({ host, port: this.port, lookup });
    socket.once('connect', () => this.established(socket, keepAlive));
    return socket;
  }

  private established(socket: net.Socket, keepAlive: number): void {
    this.phase = 'login';
    socket.setNoDelay(true);
    if (keepAlive > 0) socket.setKeepAlive(true, keepAlive);
    const done = this.onEstablished;
    this.onEstablished = null;
    done?.();
  }

  private async login(budgetMs: number): Promise<void> {
    const { user, password } = this.options;
    const encoding = this.options.encoding ?? 'utf8';
    const deadline = Date.now() + budgetMs;
    const remaining = (): number => Math.max(1, deadline - Date.now());
    try {
      let challenge: string | undefined;
      if (this.options.legacyLogin) {
        challenge = (await this.talk(['/login'], { timeoutMs: remaining() })).ret;
        if (challenge === undefined)
          throw new RouterOsProtocolError('the router sent no login challenge', this.context());
      } else {
        // RouterOS 6.43+ takes the password in clear over the (ideally TLS) session; older
        // versions ignore it and answer with a challenge instead.
        const first = await this.talk(['/login', `=name=${user}`, `=password=${password}`], {
          timeoutMs: remaining(),
        });
        challenge = first.ret;
      }
      if (challenge !== undefined) {
        const response = legacyLoginResponse(password, challenge, encoding);
        await this.talk(['/login', `=name=${user}`, `=response=${response}`], {
          timeoutMs: remaining(),
        });
      }
    } catch (err) {
      if (err instanceof RouterOsTrapError) {
        throw new RouterOsAuthError(
          `router ${this.host}:${this.port} rejected the login: ${err.routerMessage}`,
          {
            ...this.context(),
            cause: err,
          },
        );
      }
      if (err instanceof RouterOsTimeoutError) {
        throw new RouterOsTimeoutError(
          `router ${this.host}:${this.port} accepted the connection but did not answer the login within ${budgetMs} ms`,
          budgetMs,
          { ...this.context(), cause: err },
        );
      }
      throw err;
    }
  }

  /** True once the connection has ended (by either side); further commands are rejected. */
  get closed(): boolean {
    return this.closeError !== null;
  }

  /** Number of commands waiting for their reply. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Called once when the connection ends, with the error that ended it. Returns an unsubscribe function. */
  onClose(listener: CloseListener): () => void {
    if (this.closeError) {
      const error = this.closeError;
      queueMicrotask(() => listener(error));
      return () => undefined;
    }
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Runs a command built from its path and arguments. */
  run(command: string, args?: CommandArgs, options?: RunOptions): Promise<CommandResult> {
    let words: string[];
    try {
      words = buildCommandWords(command, args);
    } catch (err) {
      return Promise.reject(err);
    }
    return this.talk(words, options);
  }

  /** Sends raw words (command first; a `.tag` is added) and collects the reply. */
  talk(words: readonly string[], options: RunOptions = {}): Promise<CommandResult> {
    const command = words[0] ?? '';
    if (this.closeError) return Promise.reject(this.closeError);
    const tag = String(this.nextTag++);
    const timeoutMs = options.timeoutMs ?? this.options.commandTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    return new Promise<CommandResult>((resolve, reject) => {
      const entry: PendingCommand = {
        command,
        rows: [],
        empty: false,
        resolve,
        reject,
        timer: undefined,
        receivedBefore: this.bytesReceived,
        timeoutMs,
      };
      entry.timer = setTimeout(() => this.onCommandTimeout(tag, entry), timeoutMs);
      this.pending.set(tag, entry);
      let bytes: Buffer;
      try {
        bytes = encodeSentence([...words, `.tag=${tag}`], this.options.encoding);
      } catch (err) {
        this.settle(tag);
        reject(this.wrap(err));
        return;
      }
      this.socket.write(bytes);
    });
  }

  /** Ends the session. Pending commands fail with a connection-closed error. Resolves once the socket is closed. */
  close(): Promise<void> {
    if (!this.closeError) {
      this.finish(
        new RouterOsConnectionClosedError(
          `connection to ${this.host}:${this.port} was closed by the client`,
          this.context(),
        ),
      );
      this.socket.end();
      // A peer that never acknowledges the close must not keep the socket around.
      setTimeout(() => this.socket.destroy(), 1000).unref();
    }
    return this.closedPromise;
  }

  private onCommandTimeout(tag: string, entry: PendingCommand): void {
    if (this.pending.get(tag) !== entry) return;
    this.settle(tag);
    const error = new RouterOsTimeoutError(
      `router ${this.host}:${this.port} did not finish ${entry.command} within ${entry.timeoutMs} ms`,
      entry.timeoutMs,
      this.context({ command: entry.command }),
    );
    entry.reject(error);
    if (this.bytesReceived === entry.receivedBefore) {
      // Not one byte since the command went out: the router or the path to it is hung, and
      // every other command on this socket would wait just as long.
      this.destroy(
        new RouterOsTimeoutError(
          `router ${this.host}:${this.port} stopped answering (nothing received for ${entry.timeoutMs} ms)`,
          entry.timeoutMs,
          this.context({ command: entry.command }),
        ),
      );
      return;
    }
    // The router is alive but slow on this one: ask it to stop so it does not keep working for nobody.
    if (!this.closeError) {
      const cancelTag = String(this.nextTag++);
      this.socket.write(encodeSentence(['/cancel', `=tag=${tag}`, `.tag=${cancelTag}`]));
    }
  }

  private onData(chunk: Buffer): void {
    this.bytesReceived += chunk.length;
    try {
      this.decoder.push(chunk);
    } catch (err) {
      this.destroy(
        err instanceof RouterOsProtocolError
          ? new RouterOsProtocolError(
              `router ${this.host}:${this.port} broke the API framing: ${err.message}`,
              this.context({ cause: err }),
            )
          : this.wrap(err),
      );
    }
  }

  private onSentence(words: string[]): void {
    const type = words[0] as string;
    // Fast path for data rows, which dominate large prints.
    if (type === '!re') {
      let last = words.length - 1;
      let tag: string | undefined;
      if ((words[last] as string).startsWith('.tag=')) {
        tag = (words[last] as string).slice(5);
        last--;
      }
      const entry = tag === undefined ? undefined : this.pending.get(tag);
      if (entry) entry.rows.push(this.rowShapes.build(words, last));
      return;
    }
    if (type === '!fatal') {
      let reason = '';
      for (let i = 1; i < words.length; i++) {
        const w = words[i] as string;
        if (w.startsWith('=message=')) reason = w.slice(9);
        else if (!w.startsWith('.tag=') && reason === '') reason = w;
      }
      this.destroy(new RouterOsFatalError(reason || 'no reason given', this.context()));
      return;
    }
    let tag: string | undefined;
    const attributes: Attributes = {};
    for (let i = 1; i < words.length; i++) {
      const w = words[i] as string;
      if (w.charCodeAt(0) === 61) {
        const eq = w.indexOf('=', 1);
        const name = eq < 0 ? w.slice(1) : w.slice(1, eq);
        if (name !== '__proto__') attributes[name] = eq < 0 ? '' : w.slice(eq + 1);
      } else if (w.startsWith('.tag=')) {
        tag = w.slice(5);
      }
    }
    // Untagged replies and replies to commands we gave up on (timed out, trapped) are ignored.
    const entry = tag === undefined ? undefined : this.pending.get(tag);
    if (!entry || tag === undefined) return;
    switch (type) {
      case '!done':
        this.settle(tag);
        entry.resolve({
          rows: entry.rows,
          done: attributes,
          ret: attributes['ret'],
          empty: entry.empty,
        });
        return;
      case '!empty':
        entry.empty = true;
        return;
      case '!trap': {
        this.settle(tag);
        const category =
          attributes['category'] === undefined ? undefined : Number(attributes['category']);
        entry.reject(
          new RouterOsTrapError(
            attributes['message'] ?? 'the router reported an error',
            Number.isNaN(category) ? undefined : category,
            {
              ...this.context(),
              command: entry.command,
            },
          ),
        );
        return;
      }
      default:
        // Reply words a future RouterOS may add are not terminal; skipping them keeps us working.
        return;
    }
  }

  private settle(tag: string): void {
    const entry = this.pending.get(tag);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pending.delete(tag);
  }

  private destroy(error: RouterOsError): void {
    this.finish(error);
    this.socket.destroy();
  }

  /** Marks the connection ended and fails every pending command with `error` (first cause wins). */
  private finish(error: RouterOsError): void {
    if (this.closeError) return;
    this.closeError = error;
    for (const [tag, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.pending.delete(tag);
      entry.reject(error);
    }
    for (const listener of this.closeListeners) listener(error);
    this.closeListeners.clear();
  }

  private phaseTimeout(budget: number): RouterOsTimeoutError {
    const where = `${this.host}:${this.port}`;
    switch (this.phase) {
      case 'connect':
        return new RouterOsTimeoutError(
          `router ${where} did not answer within ${budget} ms (filtered or unreachable)`,
          budget,
          this.context(),
        );
      case 'tls':
        return new RouterOsTimeoutError(
          `TLS handshake with ${where} did not complete within ${budget} ms (is it the api-ssl port?)`,
          budget,
          this.context(),
        );
      default:
        return new RouterOsTimeoutError(
          `router ${where} accepted the connection but did not answer the login within ${budget} ms`,
          budget,
          this.context(),
        );
    }
  }

  private wrap(err: unknown): RouterOsError {
    return fromSocketError(err, this.context({ tls: this.secure }));
  }

  private context(
    extra: RouterOsErrorContext & { tls?: boolean } = {},
  ): RouterOsErrorContext & { tls?: boolean } {
    return { host: this.host, port: this.port, phase: this.phase, ...extra };
  }
}
