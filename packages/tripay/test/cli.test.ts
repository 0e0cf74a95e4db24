// `pnpm tripay-sim`: flags, errors, and the process itself starting, answering and stopping.
import path from 'node:path';
import { spawnSimCli } from 'sim-cli/testing';
import { TripayClient } from '../src';
import { runCli, type CliIo } from '../src/sim';
import { order, startReceiver } from './support';

function recordingIo(): CliIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (l) => lines.push(l), err: (l) => lines.push(l) };
}

describe('runCli', () => {
  it('starts one simulator for several merchants with the given callback mode', async () => {
    const io = recordingIo();
    const stop = await runCli(
      [
        '--',
        '--port',
        '0',
        '--merchant',
        'T0001',
        '--api-key',
        'K1',
        '--private-key',
        'P1',
        '--merchant',
        'T0002',
        '--api-key',
        'K2',
        '--private-key',
        'P2',
        '--callbacks',
        'twice',
        '--expiry-minutes',
        '60',
      ],
      io,
    );
    try {
      const banner = io.lines[0] ?? '';
      expect(banner).toMatch(
        /^Tripay simulator on http:\/\/127\.0\.0\.1:\d+ \(API http:\/\/127\.0\.0\.1:\d+\/api-sandbox; merchants T0001, T0002; callbacks twice\)$/,
      );
      const baseUrl = /API (\S+);/.exec(banner)?.[1] ?? '';
      const receiver = await startReceiver();
      try {
        const second = new TripayClient({
          merchantCode: 'T0002',
          apiKey: 'K2',
          privateKey: 'P2',
          baseUrl,
        });
        const before = Math.floor(Date.now() / 1000);
        const tx = await second.createTransaction(order({ callback_url: receiver.url }));
        expect(tx.expired_time - before).toBeGreaterThanOrEqual(3600);
        expect(tx.expired_time - before).toBeLessThan(3700);
        const res = await fetch(`${tx.checkout_url}/pay`, { method: 'POST', redirect: 'manual' });
        expect(res.status).toBe(303);
        expect(receiver.received).toHaveLength(2);
        expect(io.lines).toContain('POST /api-sandbox/transaction/create → 200');
        expect(
          io.lines.filter((l) => l.startsWith(`callback PAID ${tx.merchant_ref} → HTTP 200`)),
        ).toHaveLength(2);
      } finally {
        await receiver.close();
      }
    } finally {
      await stop();
    }
  });

  it.each([
    [['--port', '0'], /give --merchant, --api-key and --private-key, the same number of times/],
    [
      ['--merchant', 'T1', '--api-key', 'K', '--private-key', 'P', '--merchant', 'T2'],
      /the same number of times/,
    ],
    [
      ['--merchant', 'T1', '--api-key', 'K', '--private-key', 'P', '--callbacks', 'thrice'],
      /--callbacks must be send, twice or drop, got "thrice"/,
    ],
    [
      ['--merchant', 'T1', '--api-key', 'K', '--private-key', 'P', '--port', 'eighty'],
      /--port must be a whole number from 0 to 65535/,
    ],
    [['--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j', async (argv, message) => {
    await expect(runCli(argv, recordingIo())).rejects.toThrow(message);
  });

  it('prints its usage for --help', async () => {
    const io = recordingIo();
    await (
      await runCli(['--help'], io)
    )();
    expect(io.lines.join('\n')).toContain('--callbacks MODE');
  });
});

it('runs as a process (tsx src/sim/cli.ts), answers, and stops on SIGTERM', async () => {
  const { child, banner } = await spawnSimCli(
    path.resolve(__dirname, '..'),
    ['--port', '0', '--merchant', 'T0009', '--api-key', 'K9', '--private-key', 'P9', '--quiet'],
    'Tripay simulator on',
  );
  const baseUrl = /API (\S+);/.exec(banner)?.[1] ?? '';
  const client = new TripayClient({
    merchantCode: 'T0009',
    apiKey: 'K9',
    privateKey: 'P9',
    baseUrl,
  });
  expect((await client.paymentChannels()).length).toBeGreaterThan(0);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 20_000);
