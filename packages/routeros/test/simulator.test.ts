import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import net from 'node:net';
import { SentenceDecoder, encodeSentence } from '../src/codec';
import { RouterOsConnection } from '../src/connection';
import { RouterOsFatalError, RouterOsTrapError } from '../src/errors';
import { addPppSecret, listPppSecrets } from '../src/helpers/ppp';
import { getIdentity } from '../src/helpers/system';
import { spawnSimCli } from 'sim-cli/testing';
import { runCli, startSimulator, seedState } from '../src/sim';
import { connectTo, failureOf, recordProcessFaults } from './support';

recordProcessFaults();

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routeros-sim-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('simulator state', () => {
  it('seeds a missing state file, saves changes, and loads them on the next start', async () => {
    const file = path.join(dir, 'router.json');
    const first = await startSimulator({ password: 'secret', state: file });
    expect(fs.existsSync(file)).toBe(true);
    const c = await connectTo(first);
    await addPppSecret(c, { name: 'tersimpan', password: 'x', profile: 'paket-5M' });
    await c.close();
    await first.close();
    expect(
      JSON.parse(fs.readFileSync(file, 'utf8')).secrets.some(
        (s: { name: string }) => s.name === 'tersimpan',
      ),
    ).toBe(true);

    const second = await startSimulator({ password: 'secret', state: file });
    const c2 = await connectTo(second);
    expect((await listPppSecrets(c2, { name: 'tersimpan' })).map((s) => s.profile)).toEqual([
      'paket-5M',
    ]);
    await c2.close();
    await second.close();
  });

  it('says clearly when a state file is not usable', async () => {
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, '{ not json');
    await expect(startSimulator({ state: file })).rejects.toThrow(/broken\.json is not valid JSON/);
    fs.writeFileSync(file, JSON.stringify({ identity: 'x' }));
    await expect(startSimulator({ state: file })).rejects.toThrow(/"secrets" must be an array/);
  });

  it('seeds a realistic router: profiles incl. default, a dozen secrets, live sessions, ether1..5 and a bridge', () => {
    const s = seedState();
    expect(s.identity).toBe('MikroTik');
    expect(s.profiles.map((p) => p['name'])).toContain('default');
    expect(s.secrets).toHaveLength(12);
    expect(s.active.length).toBeGreaterThanOrEqual(3);
    expect(s.interfaces.map((i) => i.name)).toEqual([
      'ether1',
      'ether2',
      'ether3',
      'ether4',
      'ether5',
      'bridge-lan',
    ]);
    expect(seedState({ extraSecrets: 100 }).secrets).toHaveLength(112);
  });

  it('shares one state object between listeners (plain and TLS in the CLI)', async () => {
    const state = seedState();
    const a = await startSimulator({ password: 'p', state });
    const b = await startSimulator({ password: 'p', state });
    const ca = await RouterOsConnection.connect({
      host: '127.0.0.1',
      port: a.port,
      user: 'admin',
      password: 'p',
    });
    const cb = await RouterOsConnection.connect({
      host: '127.0.0.1',
      port: b.port,
      user: 'admin',
      password: 'p',
    });
    await ca.run('/system/identity/set', { attributes: { name: 'Bersama' } });
    expect(await getIdentity(cb)).toBe('Bersama');
    await Promise.all([ca.close(), cb.close()]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('simulator protocol behaviour', () => {
  it('ends a session that sends a command before logging in', async () => {
    const sim = await startSimulator({ password: 'secret' });
    const socket = net.connect(sim.port, '127.0.0.1');
    const replies: string[][] = [];
    const decoder = new SentenceDecoder((s) => replies.push(s));
    socket.on('data', (chunk: Buffer) => decoder.push(chunk));
    socket.write(encodeSentence(['/ppp/secret/print']));
    await once(socket, 'close');
    expect(replies).toEqual([['!fatal', 'not logged in']]);
    await sim.close();
  });

  it('streams monitor-traffic until /cancel, then answers interrupted', async () => {
    const sim = await startSimulator({ password: 'secret' });
    const c = await connectTo(sim);
    const streaming = failureOf(
      c.run('/interface/monitor-traffic', {
        attributes: { interface: 'ether1', interval: '0.05' },
      }),
    );
    await new Promise<void>((resolve) => {
      const listener = (e: { command: string }): void => {
        if (e.command !== '/interface/monitor-traffic') return;
        sim.events.off('command', listener);
        resolve();
      };
      sim.events.on('command', listener);
    });
    await c.run('/cancel', { attributes: { tag: '2' } });
    const err = await streaming;
    expect(err).toBeInstanceOf(RouterOsTrapError);
    expect((err as RouterOsTrapError).routerMessage).toBe('interrupted');
    expect((err as RouterOsTrapError).category).toBe(2);
    await c.close();
    await sim.close();
  });
});

describe('command line', () => {
  it('starts from arguments, saves state, and stops', async () => {
    const file = path.join(dir, 'cli.json');
    const lines: string[] = [];
    const stop = await runCli(
      [
        '--',
        '--port',
        '0',
        '--user',
        'ops',
        '--password',
        'pw',
        '--version',
        '6.49',
        '--state',
        file,
      ],
      {
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
      },
    );
    const banner = lines.find((l) => l.includes('simulator on'));
    const port = Number(/:(\d+) /.exec(banner ?? '')?.[1]);
    expect(banner).toContain('RouterOS 6.49 simulator on 127.0.0.1');
    const c = await RouterOsConnection.connect({
      host: '127.0.0.1',
      port,
      user: 'ops',
      password: 'pw',
    });
    await c.run('/system/identity/set', { attributes: { name: 'dari-cli' } });
    await c.close();
    await stop();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).identity).toBe('dari-cli');
  });

  it('rejects a bad argument with a clear message', async () => {
    const io = { out: () => undefined, err: () => undefined };
    await expect(runCli(['--port', 'eighty'], io)).rejects.toThrow(
      /--port must be a whole number from 0 to 65535/,
    );
    await expect(runCli(['--colour', 'red'], io)).rejects.toThrow(/Unknown option '--colour'/);
  });

  it('runs as a process (tsx src/sim/cli.ts) and shuts down on SIGTERM', async () => {
    const file = path.join(dir, 'proc.json');
    const args = ['--port', '0', '--password', 'secret', '--state', file, '--tls-port', '0'];
    const { child, banner } = await spawnSimCli(
      path.resolve(__dirname, '..'),
      args,
      'simulator on',
    );
    expect(banner).toMatch(
      /api-ssl on port \d+ \(certificate SHA-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}\)/,
    );
    const port = Number(/:(\d+) /.exec(banner)?.[1]);
    const c = await RouterOsConnection.connect({
      host: '127.0.0.1',
      port,
      user: 'admin',
      password: 'secret',
    });
    expect(await getIdentity(c)).toBe('MikroTik');
    const fatal = await failureOf(c.run('/quit'));
    expect(fatal).toBeInstanceOf(RouterOsFatalError);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
  }, 20_000);
});
