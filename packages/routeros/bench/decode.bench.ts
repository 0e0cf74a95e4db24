// `pnpm --filter routeros bench`: prints figures, asserts nothing.
//
// 1. The reply to `/ppp/secret/print` over 10,000 secrets is captured once from the simulator.
// 2. A replay server (its own process, like a router) sends exactly those bytes; in the same run we time
//      raw    - a socket that only counts the bytes,
//      codec  - the same socket feeding the streaming sentence decoder,
//      client - RouterOsConnection.run(), i.e. decoding plus row objects and tag routing,
//    and report each one's throughput against raw.
// 3. Commands per second on one connection to the simulator, one at a time and pipelined.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { once } from 'node:events';
import { SentenceDecoder, encodeSentence } from '../src/codec';
import { RouterOsConnection } from '../src/connection';
import { listPppSecrets } from '../src/helpers/ppp';
import { startSimulator, seedState } from '../src/sim';

const SECRETS = 10_000;
const ROUNDS = 9;
const WARMUP = 2;

/** Collects garbage between timed runs (when node runs with --expose-gc), so that no run pays for another's. */
function settle(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function mbps(bytes: number, ms: number): number {
  return bytes / 1e6 / (ms / 1000);
}

/** Captures the bytes of the print reply exactly as the router sent them (tag 2: login is tag 1). */
async function captureReply(port: number): Promise<Buffer> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  let stage: 'login' | 'print' = 'login';
  let received = 0;
  const done = new Promise<void>((resolve) => {
    const decoder = new SentenceDecoder((words) => {
      if (words[0] !== '!done') return;
      if (stage === 'login') {
        stage = 'print';
        socket.write(encodeSentence(['/ppp/secret/print', '.tag=2']));
      } else resolve();
    });
    socket.on('data', (chunk: Buffer) => {
      if (stage === 'print') {
        chunks.push(chunk);
        received += chunk.length;
      }
      decoder.push(chunk);
    });
  });
  socket.write(encodeSentence(['/login', '=name=admin', '=password=bench', '.tag=1']));
  await done;
  socket.destroy();
  return Buffer.concat(chunks, received);
}

/** Starts the replay server in a child process (see replay-server.cjs) and waits for its port. */
async function replayServer(reply: Buffer): Promise<{ port: number; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routeros-bench-'));
  const file = path.join(dir, 'reply.bin');
  fs.writeFileSync(file, reply);
  const child = spawn(process.execPath, [path.join(__dirname, 'replay-server.cjs'), file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  return {
    port,
    close: async () => {
      child.stdin.end();
      await once(child, 'exit');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function timeRaw(
  port: number,
  size: number,
  decode: boolean,
): Promise<{ ms: number; sentences: number }> {
  const start = process.hrtime.bigint();
  const socket = net.connect(port, '127.0.0.1');
  let bytes = 0;
  let sentences = 0;
  const decoder = new SentenceDecoder(() => {
    sentences++;
  });
  socket.on('connect', () => socket.write('raw-please'));
  socket.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (decode) decoder.push(chunk);
  });
  await once(socket, 'end');
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  socket.destroy();
  if (bytes !== size) throw new Error(`read ${bytes} of ${size} bytes`);
  return { ms, sentences };
}

/** Times one print through the real client on a connection opened beforehand (connect and login not counted). */
async function timeClient(port: number): Promise<{ ms: number; rows: number }> {
  const c = await RouterOsConnection.connect({
    host: '127.0.0.1',
    port,
    user: 'admin',
    password: 'bench',
  });
  settle();
  const start = process.hrtime.bigint();
  const { rows } = await c.run('/ppp/secret/print');
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  await c.close();
  return { ms, rows: rows.length };
}

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `RouterOS codec benchmark - Node ${process.version}, ${os.cpus().length} cores (${cpu})`,
  );
  const sim = await startSimulator({
    password: 'bench',
    state: seedState({ extraSecrets: SECRETS - 12 }),
  });
  const reply = await captureReply(sim.port);
  const replay = await replayServer(reply);

  const raw: number[] = [];
  const codec: number[] = [];
  const client: number[] = [];
  let sentences = 0;
  let rows = 0;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    // Interleaved, so that machine load affects every variant alike.
    settle();
    const r = await timeRaw(replay.port, reply.length, false);
    settle();
    const d = await timeRaw(replay.port, reply.length, true);
    const c = await timeClient(replay.port);
    if (i < WARMUP) continue;
    raw.push(r.ms);
    codec.push(d.ms);
    client.push(c.ms);
    sentences = d.sentences;
    rows = c.rows;
  }
  const rawMs = median(raw);
  const codecMs = median(codec);
  const clientMs = median(client);
  const mb = (reply.length / 1e6).toFixed(2);
  console.log(
    `\nPrint of ${SECRETS} PPP secrets: ${mb} MB, ${sentences} sentences (median of ${ROUNDS} rounds)`,
  );
  console.log(
    `  raw socket read        ${rawMs.toFixed(1).padStart(7)} ms  ${mbps(reply.length, rawMs).toFixed(0).padStart(5)} MB/s  100%`,
  );
  console.log(
    `  socket + decoder       ${codecMs.toFixed(1).padStart(7)} ms  ${mbps(reply.length, codecMs).toFixed(0).padStart(5)} MB/s  ${((rawMs / codecMs) * 100).toFixed(0)}% of raw`,
  );
  console.log(
    `  client run() -> rows   ${clientMs.toFixed(1).padStart(7)} ms  ${mbps(reply.length, clientMs).toFixed(0).padStart(5)} MB/s  ${((rawMs / clientMs) * 100).toFixed(0)}% of raw  (${rows} rows, ${Math.round(rows / (clientMs / 1000)).toLocaleString('en')} rows/s)`,
  );

  // In memory, no socket: the decoder's own ceiling.
  const memory: number[] = [];
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    settle();
    const start = process.hrtime.bigint();
    let n = 0;
    const decoder = new SentenceDecoder(() => {
      n++;
    });
    for (let o = 0; o < reply.length; o += 65536) decoder.push(reply.subarray(o, o + 65536));
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (n !== sentences) throw new Error('in-memory decode lost sentences');
    if (i >= WARMUP) memory.push(ms);
  }
  const memMs = median(memory);
  console.log(
    `  decoder, in memory     ${memMs.toFixed(1).padStart(7)} ms  ${mbps(reply.length, memMs).toFixed(0).padStart(5)} MB/s`,
  );

  // End to end from the simulator (its encoding included).
  const conn = await RouterOsConnection.connect({
    host: '127.0.0.1',
    port: sim.port,
    user: 'admin',
    password: 'bench',
  });
  const e2e: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    const list = await listPppSecrets(conn);
    if (list.length !== SECRETS) throw new Error(`listed ${list.length}`);
    e2e.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(
    `  listPppSecrets() from the simulator: ${median(e2e).toFixed(1)} ms for ${SECRETS} secrets (simulator encoding included)`,
  );

  // Commands per second on one connection, against the simulator (its work is included).
  const SEQUENTIAL = 2000;
  let start = process.hrtime.bigint();
  for (let i = 0; i < SEQUENTIAL; i++) await conn.run('/system/identity/print');
  let seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `\nCommands per second on one connection (/system/identity/print against the simulator)`,
  );
  console.log(
    `  one at a time          ${Math.round(SEQUENTIAL / seconds)
      .toLocaleString('en')
      .padStart(7)} commands/s`,
  );
  for (const inFlight of [10, 100]) {
    const TOTAL = 20_000;
    start = process.hrtime.bigint();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < TOTAL) {
          next++;
          await conn.run('/system/identity/print');
        }
      }),
    );
    seconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(
      `  ${String(inFlight).padStart(3)} in flight          ${Math.round(TOTAL / seconds)
        .toLocaleString('en')
        .padStart(7)} commands/s`,
    );
  }
  await conn.close();
  await replay.close();
  await sim.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
