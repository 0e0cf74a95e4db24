// A RouterOS API server that keeps state, for tests (in-process) and demos (the CLI). It speaks
// the real protocol through the same codec the client uses, and can be told to misbehave.
import { X509Certificate, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { SentenceDecoder, encodeSentence, type WordEncoding } from '../codec';
import { legacyLoginResponse } from '../connection';
import {
  SECRET_MENU,
  PROFILE_MENU,
  SimTrap,
  active,
  editable,
  identity,
  interfaces,
  pppLogin,
  pppLogout,
  resource,
  simulatorPpp,
  trafficReadings,
  type PppLoginOptions,
  type SimContext,
  type SimRequest,
  type Sentences,
} from './menus';
import {
  HOTSPOT_PROFILE_MENU,
  HOTSPOT_SERVER_MENU,
  HOTSPOT_SERVER_PROFILE_MENU,
  SCRIPT_MENU,
  clock,
  hotspotActive,
  hotspotCookie,
  hotspotLogin,
  hotspotLogout,
  hotspotUsers,
  scheduler,
  simulatorHotspot,
  sweepHotspot,
  type HotspotLoginOptions,
  type HotspotLoginResult,
} from './hotspot';
import { ensureHotspotState } from './hotspot-state';
import { createSelfSignedCertificate } from './self-signed';
import { loadStateFile, seedState, writeStateFile, type SimState } from './state';

export interface SimFaults {
  /** Stop listening (connections are refused) and drop the open sessions. */
  refuse?: boolean;
  /** New connections are accepted and then never answered, not even the login. */
  hangOnConnect?: boolean;
  /** These commands (`/ppp/secret/print`, or `*` for all but /login) are never answered. */
  hang?: readonly string[];
  /** For these commands, half of the reply is sent and then the connection is closed. */
  dropMidReply?: readonly string[];
  /** These commands are answered with `!fatal` and the connection is closed. */
  fatal?: readonly string[];
  /** These commands are answered with a reserved control byte (a broken stream). */
  garbage?: readonly string[];
  /** Extra delay before every reply, in ms. */
  slowMs?: number;
}

export interface SimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  user?: string;
  password?: string;
  /** RouterOS version to imitate, e.g. `7.19` (default) or `6.49`; below 6.43 only the challenge login works. */
  version?: string;
  /** Delay before every reply, in ms. */
  latencyMs?: number;
  /** A state object (used live and shared), or a JSON file to load (seeded when missing) and save on change. */
  state?: SimState | string;
  faults?: SimFaults;
  /** How words are sent: UTF-8, or Latin-1 like an older router set to a Western code page. Default: latin1 below 7, else utf8. */
  charset?: WordEncoding;
  /** Serve api-ssl: `true` makes a throw-away self-signed certificate. */
  tls?: boolean | { key: string; cert: string };
  /** Where log lines go (default: nowhere). */
  log?: (line: string) => void;
  /** The simulator's clock in epoch ms (default Date.now): tests move it to age sessions and cookies. */
  now?: () => number;
}

export interface SimStats {
  /** Sessions open now. */
  connections: number;
  totalConnections: number;
  commands: number;
  /** Commands received and not answered yet, across sessions. */
  inFlight: number;
  /** Highest `inFlight` seen. */
  maxInFlight: number;
}

export interface SimCommandEvent {
  session: number;
  command: string;
  tag: string | undefined;
}

export interface Simulator {
  readonly port: number;
  readonly host: string;
  readonly version: string;
  readonly state: SimState;
  /** The certificate in use when serving TLS (PEM and fingerprint), for clients that pin it. */
  readonly certificate: { cert: string; fingerprint256: string } | undefined;
  /** `connection` and `disconnect` (session id), `command` (SimCommandEvent), `change` (state changed), `close`. */
  readonly events: EventEmitter;
  readonly stats: SimStats;
  /** Replaces the active faults. */
  setFaults(faults: SimFaults): Promise<void>;
  /** Closes every open session (a router reboot as the client sees it). */
  dropConnections(): void;
  /** Writes the state file now (when started with a file). */
  save(): void;
  /**
   * A subscriber logs in through the hotspot's login page (password, disabled flag, bound MAC,
   * limits and shared-users checked as RouterOS does): an active session and a cookie. Throws an
   * Error with RouterOS's login error text. Over the API: `/simulator/hotspot/login` (README).
   */
  hotspotLogin(
    name: string,
    options?: Omit<HotspotLoginOptions, 'viaCookie' | 'server'>,
  ): HotspotLoginResult;
  /** The subscriber logs out: its sessions end and its cookies go. Returns the sessions ended. */
  hotspotLogout(name: string): number;
  /**
   * A PPPoE client dials in with the account (enabled secret, password checked when given): a
   * /ppp/active session, replacing the account's earlier one. Returns its id. Over the API:
   * `/simulator/ppp/login`.
   */
  pppLogin(name: string, options?: PppLoginOptions): string;
  /** The account's PPP sessions end; returns how many. */
  pppLogout(name: string): number;
  close(): Promise<void>;
}

interface Version {
  major: number;
  minor: number;
  text: string;
}

function parseVersion(text: string): Version {
  const m = /^(\d+)\.(\d+)/.exec(text);
  if (!m) throw new Error(`version "${text}" is not like 7.19 or 6.49`);
  return { major: Number(m[1]), minor: Number(m[2]), text };
}

function atLeast(v: Version, major: number, minor: number): boolean {
  return v.major > major || (v.major === major && v.minor >= minor);
}

function matches(list: readonly string[] | undefined, command: string): boolean {
  if (!list) return false;
  return list.includes(command) || (command !== '/login' && list.includes('*'));
}

/** Starts a simulator and resolves once it listens. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const version = parseVersion(options.version ?? '7.19');
  const user = options.user ?? 'admin';
  const password = options.password ?? '';
  const host = options.host ?? '127.0.0.1';
  const latencyMs = Math.max(0, options.latencyMs ?? 0);
  const charset: WordEncoding = options.charset ?? (version.major < 7 ? 'latin1' : 'utf8');
  const statePath = typeof options.state === 'string' ? path.resolve(options.state) : undefined;
  const state = statePath
    ? loadStateFile(statePath)
    : ((options.state as SimState | undefined) ?? seedState());
  // A state object made by hand or before the hotspot existed gets a clean hotspot.
  ensureHotspotState(state);
  const log = options.log ?? (() => undefined);
  const events = new EventEmitter();
  let faults: SimFaults = { ...options.faults };
  const tlsMaterial =
    options.tls === true
      ? createSelfSignedCertificate()
      : options.tls
        ? { ...options.tls, fingerprint256: '' }
        : undefined;
  const certificate = tlsMaterial
    ? {
        cert: tlsMaterial.cert,
        fingerprint256:
          tlsMaterial.fingerprint256 || new X509Certificate(tlsMaterial.cert).fingerprint256,
      }
    : undefined;

  const stats: SimStats = {
    connections: 0,
    totalConnections: 0,
    commands: 0,
    inFlight: 0,
    maxInFlight: 0,
  };
  const sessions = new Set<Session>();
  let saveTimer: NodeJS.Timeout | undefined;
  const save = (): void => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (statePath) writeStateFile(statePath, state);
  };
  // A boot a few days ago, so that uptimes look like a router in service.
  const bootedAt = Date.now() - 3 * 86_400_000 - 4 * 3_600_000 - 17 * 60_000;
  const ctx: SimContext = {
    state,
    sendsEmpty: atLeast(version, 7, 18),
    versionText: `${version.text} (${version.major >= 7 ? 'stable' : 'long-term'})`,
    isoDates: atLeast(version, 7, 10),
    bootedAt,
    now: options.now ?? (() => Date.now()),
    changed: () => {
      events.emit('change');
      if (statePath && !saveTimer) saveTimer = setTimeout(save, 100);
    },
  };

  let nextSession = 1;

  class Session {
    readonly id = nextSession++;
    readonly socket: net.Socket;
    readonly hung: boolean;
    private readonly decoder: SentenceDecoder;
    private loggedIn = false;
    private challenge: Buffer | null = null;
    private readonly streams = new Map<string, NodeJS.Timeout>();
    private unanswered = 0;

    constructor(socket: net.Socket) {
      this.socket = socket;
      this.hung = Boolean(faults.hangOnConnect);
      this.decoder = new SentenceDecoder((words) => this.onSentence(words));
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      socket.on('close', () => this.closed());
      socket.on('data', (chunk: Buffer) => {
        if (this.hung) return;
        try {
          this.decoder.push(chunk);
        } catch {
          // A client that breaks the framing gets what RouterOS gives it: a closed connection.
          socket.destroy();
        }
      });
    }

    private closed(): void {
      for (const timer of this.streams.values()) clearInterval(timer);
      this.streams.clear();
      stats.inFlight -= this.unanswered;
      this.unanswered = 0;
      stats.connections--;
      sessions.delete(this);
      events.emit('disconnect', this.id);
    }

    private onSentence(words: string[]): void {
      const req: SimRequest = {
        command: words[0] as string,
        attributes: new Map(),
        queries: [],
        tag: undefined,
      };
      for (let i = 1; i < words.length; i++) {
        const w = words[i] as string;
        if (w.startsWith('=')) {
          const eq = w.indexOf('=', 1);
          if (eq < 0) req.attributes.set(w.slice(1), '');
          else req.attributes.set(w.slice(1, eq), w.slice(eq + 1));
        } else if (w.startsWith('?')) req.queries.push(w);
        else if (w.startsWith('.tag=')) req.tag = w.slice(5);
      }
      stats.commands++;
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      this.unanswered++;
      events.emit('command', {
        session: this.id,
        command: req.command,
        tag: req.tag,
      } satisfies SimCommandEvent);

      if (matches(faults.hang, req.command)) return;
      if (matches(faults.fatal, req.command)) {
        this.send(req, [['!fatal', 'simulated fault: session terminated']], 'close');
        return;
      }
      if (matches(faults.garbage, req.command)) {
        this.answered();
        this.socket.write(Buffer.from([0xf8, 0x01, 0x02]));
        return;
      }
      const mode = matches(faults.dropMidReply, req.command) ? 'drop' : 'normal';
      let reply: Sentences | 'stream' | { fatal: string };
      try {
        reply = this.dispatch(req);
      } catch (err) {
        if (!(err instanceof SimTrap)) {
          log(`internal error on ${req.command}: ${(err as Error).stack ?? String(err)}`);
          reply = [
            ['!trap', '=category=4', '=message=failure: internal simulator error'],
            ['!done'],
          ];
        } else {
          const trap = ['!trap'];
          if (err.category !== undefined) trap.push(`=category=${err.category}`);
          trap.push(`=message=${err.message}`);
          reply = [trap, ['!done']];
        }
      }
      if (reply === 'stream') return;
      if ('fatal' in reply) {
        this.send(req, [['!fatal', reply.fatal]], 'close');
        return;
      }
      this.send(req, reply, mode);
    }

    private answered(): void {
      if (this.unanswered > 0) {
        this.unanswered--;
        stats.inFlight--;
      }
    }

    private send(req: SimRequest, sentences: Sentences, mode: 'normal' | 'drop' | 'close'): void {
      const bytes = Buffer.concat(
        sentences.map((words) => {
          const tagged =
            req.tag === undefined || words[0] === '!fatal' ? words : [...words, `.tag=${req.tag}`];
          return encodeSentence(tagged, wordCharset(tagged));
        }),
      );
      const write = (): void => {
        this.answered();
        if (this.socket.destroyed) return;
        if (mode === 'drop') {
          // Cut inside a word, so that the client sees a truncated reply, not a clean boundary.
          this.socket.end(
            bytes.subarray(
              0,
              Math.max(1, Math.floor(bytes.length / 2)) + (bytes.length > 8 ? 1 : 0),
            ),
          );
          return;
        }
        if (mode === 'close') {
          this.socket.end(bytes);
          return;
        }
        this.socket.write(bytes);
      };
      const delay = latencyMs + (faults.slowMs ?? 0);
      if (delay > 0) setTimeout(write, delay);
      else write();
    }

    private dispatch(req: SimRequest): Sentences | 'stream' | { fatal: string } {
      const command = req.command;
      if (command === '/login') return this.login(req);
      if (!this.loggedIn) return { fatal: 'not logged in' };
      if (command === '/quit') return { fatal: 'session terminated on request' };
      if (command === '/cancel') return this.cancel(req);
      const slash = command.lastIndexOf('/');
      const menu = command.slice(0, slash);
      const verb = command.slice(slash + 1);
      if (menu.startsWith('/ip/hotspot')) sweepHotspot(ctx);
      switch (menu) {
        case '/ip/hotspot':
          return editable(ctx, HOTSPOT_SERVER_MENU, verb, req);
        case '/ip/hotspot/profile':
          return editable(ctx, HOTSPOT_SERVER_PROFILE_MENU, verb, req);
        case '/ip/hotspot/user':
          return hotspotUsers(ctx, verb, req);
        case '/ip/hotspot/user/profile':
          return editable(ctx, HOTSPOT_PROFILE_MENU, verb, req);
        case '/ip/hotspot/active':
          return hotspotActive(ctx, verb, req);
        case '/ip/hotspot/cookie':
          return hotspotCookie(ctx, verb, req);
        case '/system/script':
          return editable(ctx, SCRIPT_MENU, verb, req);
        case '/system/scheduler':
          return scheduler(ctx, verb, req);
        case '/system/clock':
          return clock(ctx, verb, req);
        case '/simulator/hotspot':
          return simulatorHotspot(ctx, verb, req);
        case '/simulator/ppp':
          return simulatorPpp(ctx, verb, req);
        case '/ppp/secret':
          return editable(ctx, SECRET_MENU, verb, req);
        case '/ppp/profile':
          return editable(ctx, PROFILE_MENU, verb, req);
        case '/ppp/active':
          return active(ctx, verb, req);
        case '/system/identity':
          return identity(ctx, verb, req);
        case '/system/resource':
          return resource(ctx, verb, req);
        case '/interface':
          if (verb === 'monitor-traffic') return this.monitorTraffic(req);
          return interfaces(ctx, verb, req);
        default:
          throw new SimTrap('no such command prefix', 0);
      }
    }

    private login(req: SimRequest): Sentences {
      const name = req.attributes.get('name');
      const pass = req.attributes.get('password');
      const response = req.attributes.get('response');
      const modern = atLeast(version, 6, 43);
      if (response !== undefined) {
        const challenge = this.challenge;
        this.challenge = null;
        if (
          challenge &&
          name === user &&
          response.toLowerCase() === legacyLoginResponse(password, challenge.toString('hex'))
        ) {
          this.loggedIn = true;
          return [['!done']];
        }
        throw new SimTrap(modern ? 'invalid user name or password (6)' : 'cannot log in');
      }
      if (modern && pass !== undefined) {
        if (name === user && pass === password) {
          this.loggedIn = true;
          return [['!done']];
        }
        throw new SimTrap('invalid user name or password (6)');
      }
      this.challenge = randomBytes(16);
      return [['!done', `=ret=${this.challenge.toString('hex')}`]];
    }

    private cancel(req: SimRequest): Sentences {
      const target = req.attributes.get('tag');
      const tags = target === undefined ? [...this.streams.keys()] : [target];
      for (const tag of tags) {
        const timer = this.streams.get(tag);
        if (!timer) continue;
        clearInterval(timer);
        this.streams.delete(tag);
        this.send(
          { command: '/cancel', attributes: new Map(), queries: [], tag },
          [['!trap', '=category=2', '=message=interrupted'], ['!done']],
          'normal',
        );
      }
      return [['!done']];
    }

    private monitorTraffic(req: SimRequest): Sentences | 'stream' {
      if (req.attributes.has('once')) return [...trafficReadings(ctx, req), ['!done']];
      const first = trafficReadings(ctx, req);
      const key = req.tag ?? '';
      this.send(req, first, 'normal');
      this.unanswered++;
      stats.inFlight++;
      const interval = Math.max(50, Number(req.attributes.get('interval') ?? '1') * 1000 || 1000);
      this.streams.set(
        key,
        setInterval(() => {
          try {
            const bytes = Buffer.concat(
              trafficReadings(ctx, req).map((w) =>
                encodeSentence(req.tag === undefined ? w : [...w, `.tag=${req.tag}`]),
              ),
            );
            if (!this.socket.destroyed) this.socket.write(bytes);
          } catch {
            // The interface went away mid-stream: stop the stream quietly, like a cancelled one.
            clearInterval(this.streams.get(key));
            this.streams.delete(key);
          }
        }, interval),
      );
      return 'stream';
    }
  }

  function wordCharset(words: readonly string[]): WordEncoding {
    if (charset === 'utf8') return 'utf8';
    // A code-page router can only send what fits in one byte per character.
    for (const w of words)
      for (let i = 0; i < w.length; i++) if (w.charCodeAt(i) > 0xff) return 'utf8';
    return 'latin1';
  }

  const onSocket = (socket: net.Socket): void => {
    stats.connections++;
    stats.totalConnections++;
    const session = new Session(socket);
    sessions.add(session);
    events.emit('connection', session.id);
  };

  let server: net.Server | null = null;
  let port = options.port ?? 0;

  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const s = tlsMaterial
        ? tls.createServer({ key: tlsMaterial.key, cert: tlsMaterial.cert }, onSocket)
        : net.createServer(onSocket);
      if (tlsMaterial) s.on('tlsClientError', () => undefined);
      s.once('error', reject);
      s.listen(port, host, () => {
        s.off('error', reject);
        s.on('error', (err) => log(`listener error: ${err.message}`));
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stopListening = (): void => {
    server?.close();
    server = null;
  };

  const dropConnections = (): void => {
    for (const session of sessions) session.socket.destroy();
  };

  if (!faults.refuse) await listen();
  else {
    // Refusing from the start still needs a port number: take one, then let it go.
    await listen();
    stopListening();
  }
  log(
    `RouterOS ${version.text} simulator listening on ${host}:${port}${tlsMaterial ? ' (api-ssl)' : ''}`,
  );

  let closed = false;
  return {
    get port() {
      return port;
    },
    host,
    version: version.text,
    state,
    certificate,
    events,
    stats,
    async setFaults(next: SimFaults) {
      faults = { ...next };
      if (faults.refuse) {
        stopListening();
        dropConnections();
      } else if (!server && !closed) {
        await listen();
      }
    },
    dropConnections,
    save,
    hotspotLogin(name, loginOptions = {}) {
      try {
        return hotspotLogin(ctx, name, loginOptions);
      } catch (err) {
        // A plain Error for callers: SimTrap is the wire's business.
        throw err instanceof SimTrap ? new Error(err.message) : err;
      }
    },
    hotspotLogout(name) {
      return hotspotLogout(ctx, name);
    },
    pppLogin(name, loginOptions = {}) {
      try {
        return pppLogin(ctx, name, loginOptions);
      } catch (err) {
        throw err instanceof SimTrap ? new Error(err.message) : err;
      }
    },
    pppLogout(name) {
      return pppLogout(ctx, name);
    },
    async close() {
      if (closed) return;
      closed = true;
      const s = server;
      server = null;
      dropConnections();
      if (statePath) save();
      clearTimeout(saveTimer);
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
      events.emit('close');
    },
  };
}
