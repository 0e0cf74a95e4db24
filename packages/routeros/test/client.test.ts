import { createHash } from 'node:crypto';
import net from 'node:net';
import { once } from 'node:events';
import { SentenceDecoder, encodeSentence } from '../src/codec';
import { RouterOsConnection, legacyLoginResponse } from '../src/connection';
import {
  RouterOsAuthError,
  RouterOsFatalError,
  RouterOsTimeoutError,
  RouterOsTrapError,
  httpStatusOf,
} from '../src/errors';
import { startSimulator, type SimCommandEvent, type Simulator, seedState } from '../src/sim';
import { PASSWORD, USER, connectTo, failureOf, optionsFor, recordProcessFaults } from './support';

recordProcessFaults();

function loginCommands(sim: Simulator): SimCommandEvent[] {
  const seen: SimCommandEvent[] = [];
  sim.events.on('command', (e: SimCommandEvent) => {
    if (e.command === '/login') seen.push(e);
  });
  return seen;
}

describe.each([
  ['7.19', 'password login', 1],
  ['6.49', 'password login', 1],
  ['6.40', 'challenge login (before 6.43)', 2],
])('RouterOS %s: %s', (version, _style, loginSentences) => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ version, user: USER, password: PASSWORD });
  });
  afterAll(() => sim.close());

  it('logs in and runs a command', async () => {
    const logins = loginCommands(sim);
    const c = await connectTo(sim);
    const { rows } = await c.run('/system/identity/print');
    expect(rows).toEqual([{ name: 'MikroTik' }]);
    expect(logins).toHaveLength(loginSentences);
    await c.close();
  });

  it('also logs in when told to use the challenge right away', async () => {
    const c = await connectTo(sim, { legacyLogin: true });
    expect((await c.run('/system/identity/print')).rows).toHaveLength(1);
    await c.close();
  });

  it('tells bad credentials apart, with the router message', async () => {
    const err = await failureOf(connectTo(sim, { password: 'wrong' }));
    expect(err).toBeInstanceOf(RouterOsAuthError);
    expect(err.message).toMatch(
      version === '6.40' ? /cannot log in/ : /invalid user name or password/,
    );
    expect(httpStatusOf(err)).toBe(422);
    const other = await failureOf(connectTo(sim, { user: 'nobody' }));
    expect(other).toBeInstanceOf(RouterOsAuthError);
  });

  it(
    version >= '7.18'
      ? 'marks an empty print with !empty'
      : 'answers an empty print with !done alone',
    async () => {
      const c = await connectTo(sim);
      const result = await c.run('/ppp/secret/print', { query: ['?name=nobody'] });
      expect(result.rows).toEqual([]);
      expect(result.empty).toBe(version >= '7.18');
      // The connection is still in step after the extra sentence.
      expect((await c.run('/system/identity/print')).rows).toEqual([{ name: 'MikroTik' }]);
      await c.close();
    },
  );
});

describe('commands on one connection', () => {
  let sim: Simulator;
  let c: RouterOsConnection;
  beforeAll(async () => {
    sim = await startSimulator({
      user: USER,
      password: PASSWORD,
      latencyMs: 5,
      state: seedState({ extraSecrets: 250 }),
    });
    c = await connectTo(sim);
  });
  afterAll(async () => {
    await c.close();
    await sim.close();
  });

  it('runs 200 commands at once, each answered by its own tag', async () => {
    const before = sim.stats.maxInFlight;
    const names = Array.from({ length: 200 }, (_, i) => `user${String(i + 1).padStart(5, '0')}`);
    const results = await Promise.all(
      names.map((name) =>
        c.run('/ppp/secret/print', { query: [`?name=${name}`], proplist: ['name', 'comment'] }),
      ),
    );
    results.forEach((r, i) => {
      expect(r.rows).toEqual([
        { name: names[i], comment: `Pelanggan ${String(i + 1).padStart(5, '0')}` },
      ]);
    });
    // They really were in flight together, not one after another.
    expect(sim.stats.maxInFlight).toBeGreaterThan(Math.max(before, 100));
    expect(c.inFlight).toBe(0);
  });

  it('prints with .proplist, queries and count-only', async () => {
    const { rows } = await c.run('/ppp/secret/print', {
      proplist: ['.id', 'name'],
      query: ['?profile=isolir', '?profile=paket-20M', '?#|', '?disabled=no'],
    });
    expect(rows.every((r) => Object.keys(r).join() === '.id,name')).toBe(true);
    expect(rows.map((r) => r['name'])).toContain('agus.wijaya');
    expect(rows.map((r) => r['name'])).not.toContain('joko.susilo');
    const count = await c.run('/ppp/secret/print', { countOnly: true });
    expect(count.ret).toBe(String(12 + 250));
    expect(count.rows).toEqual([]);
  });

  it('returns the new id from add, and set/remove accept it or the name', async () => {
    const added = await c.run('/ppp/secret/add', {
      attributes: { name: 'tmp.user', password: 'p', profile: 'paket-5M' },
    });
    expect(added.ret).toMatch(/^\*[0-9A-F]+$/);
    await c.run('/ppp/secret/set', {
      attributes: { numbers: 'tmp.user', comment: 'renamed later' },
    });
    const { rows } = await c.run('/ppp/secret/print', { query: [`?.id=${added.ret ?? ''}`] });
    expect(rows[0]?.['comment']).toBe('renamed later');
    await c.run('/ppp/secret/remove', { attributes: { '.id': added.ret } });
    expect((await c.run('/ppp/secret/print', { query: ['?name=tmp.user'] })).rows).toEqual([]);
  });

  it('turns !trap into a typed error with message and category, and goes on', async () => {
    const err = await failureOf(c.run('/ip/nothing/print'));
    expect(err).toBeInstanceOf(RouterOsTrapError);
    expect((err as RouterOsTrapError).routerMessage).toBe('no such command prefix');
    expect((err as RouterOsTrapError).category).toBe(0);
    expect((err as RouterOsTrapError).command).toBe('/ip/nothing/print');
    const dup = await failureOf(c.run('/ppp/secret/add', { attributes: { name: 'budi.santoso' } }));
    expect(dup.message).toBe('failure: secret with the same name already exists');
    expect(httpStatusOf(dup)).toBe(409);
    expect((await c.run('/system/identity/print')).rows).toHaveLength(1);
  });

  it('keeps UTF-8 text intact both ways', async () => {
    const comment = 'Ñandú 日本 — café';
    const { ret } = await c.run('/ppp/secret/add', { attributes: { name: 'utf8.user', comment } });
    const { rows } = await c.run('/ppp/secret/print', {
      query: [`?.id=${ret ?? ''}`],
      proplist: ['comment'],
    });
    expect(rows).toEqual([{ comment }]);
  });

  it('asks the router to cancel a command it gave up on, and stays usable', async () => {
    const cancels = new Promise<SimCommandEvent>((resolve) => {
      const listener = (e: SimCommandEvent): void => {
        if (e.command !== '/cancel') return;
        sim.events.off('command', listener);
        resolve(e);
      };
      sim.events.on('command', listener);
    });
    // Without =once=, monitor-traffic streams until cancelled, so it can only end by our timeout.
    const err = await failureOf(
      c.run(
        '/interface/monitor-traffic',
        { attributes: { interface: 'ether1' } },
        { timeoutMs: 300 },
      ),
    );
    expect(err).toBeInstanceOf(RouterOsTimeoutError);
    await cancels;
    expect(c.closed).toBe(false);
    expect((await c.run('/system/identity/print')).rows).toEqual([{ name: 'MikroTik' }]);
  });

  it('ends the session on /quit with the router reason', async () => {
    const own = await connectTo(sim);
    const err = await failureOf(own.run('/quit'));
    expect(err).toBeInstanceOf(RouterOsFatalError);
    expect((err as RouterOsFatalError).reason).toBe('session terminated on request');
    expect(own.closed).toBe(true);
    await expect(own.run('/system/identity/print')).rejects.toBe(err);
  });
});

describe('against a scripted peer', () => {
  /** A server that logs anyone in and answers each command with `script(words)`. */
  async function scriptedPeer(
    script: (words: string[]) => string[][],
  ): Promise<{ port: number; close: () => Promise<void> }> {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      const decoder = new SentenceDecoder((words) => {
        const tag = words.find((w) => w.startsWith('.tag='));
        const replies = words[0] === '/login' ? [['!done']] : script(words);
        for (const r of replies)
          socket.write(
            encodeSentence(
              tag && !r.includes('<untagged>') ? [...r, tag] : r.filter((w) => w !== '<untagged>'),
            ),
          );
      });
      socket.on('data', (chunk: Buffer) => decoder.push(chunk));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return {
      port: (server.address() as net.AddressInfo).port,
      close: async () => {
        for (const s of sockets) s.destroy();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('skips reply words it does not know and untagged replies', async () => {
    const peer = await scriptedPeer(() => [
      ['!future-thing', '=x=1'],
      ['!re', '=a=1', '<untagged>'],
      ['!re', '=a=2'],
      ['!done'],
    ]);
    const c = await RouterOsConnection.connect({
      host: '127.0.0.1',
      port: peer.port,
      user: 'u',
      password: 'p',
    });
    expect((await c.run('/x/print')).rows).toEqual([{ a: '2' }]);
    await c.close();
    await peer.close();
  });

  it('reports a trap, then ignores the !done that follows it', async () => {
    const peer = await scriptedPeer((words) =>
      words[0] === '/bad/print'
        ? [['!trap', '=message=boom'], ['!done']]
        : [['!re', '=ok=yes'], ['!done']],
    );
    const c = await RouterOsConnection.connect({
      host: '127.0.0.1',
      port: peer.port,
      user: 'u',
      password: 'p',
    });
    const [bad, good] = await Promise.allSettled([c.run('/bad/print'), c.run('/good/print')]);
    expect(bad.status === 'rejected' && bad.reason instanceof RouterOsTrapError).toBe(true);
    expect(good.status === 'fulfilled' && good.value.rows).toEqual([{ ok: 'yes' }]);
    await c.close();
    await peer.close();
  });
});

describe('legacy login response', () => {
  it('is 00 + md5(0x00 + password + challenge bytes)', () => {
    const challenge = '856780b7411eefd3abadee2058c149a3';
    const expected = `00${createHash('md5')
      .update(
        Buffer.concat([Buffer.from([0]), Buffer.from('secret'), Buffer.from(challenge, 'hex')]),
      )
      .digest('hex')}`;
    expect(legacyLoginResponse('secret', challenge)).toBe(expected);
    expect(legacyLoginResponse('secret', challenge)).toMatch(/^00[0-9a-f]{32}$/);
    expect(() => legacyLoginResponse('secret', 'not-hex')).toThrow(/not hex/);
  });
});

describe('options', () => {
  it('uses the options given for the port and user', async () => {
    const sim = await startSimulator({ user: 'ops', password: 'pw' });
    const c = await RouterOsConnection.connect(optionsFor(sim, { user: 'ops', password: 'pw' }));
    expect(c.port).toBe(sim.port);
    expect(c.secure).toBe(false);
    await c.close();
    await sim.close();
  });
});
