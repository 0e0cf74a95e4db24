// `pnpm whatsapp-sim`: flags, errors, and the process itself starting, answering and stopping.
import path from 'node:path';
import { spawnSimCli } from 'sim-cli/testing';
import { WhatsAppClient } from '../src';
import { runCli, type CliIo } from '../src/sim';

function recordingIo(): CliIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (l) => lines.push(l), err: (l) => lines.push(l) };
}

describe('runCli', () => {
  it('starts a simulator with the given tokens and mode, printing each request unless --quiet', async () => {
    const io = recordingIo();
    const stop = await runCli(
      [
        '--',
        '--port',
        '0',
        '--token',
        'A',
        '--token',
        'B',
        '--mode',
        'reject',
        '--reason',
        'quota',
      ],
      io,
    );
    try {
      expect(io.lines[0]).toMatch(
        /^WhatsApp gateway simulator on http:\/\/127\.0\.0\.1:\d+ \(tokens 2; mode reject; received: http:\/\/127\.0\.0\.1:\d+\/\)$/,
      );
      const baseUrl = /on (\S+) /.exec(io.lines[0] ?? '')?.[1] ?? '';
      await expect(
        new WhatsAppClient({ baseUrl, token: 'B' }).send('081234567890', 'x'),
      ).rejects.toThrow('WhatsApp gateway refused: quota');
      expect(io.lines[1]).toBe('POST /send → 200');
    } finally {
      await stop();
    }
  });

  it('refuses a missing token, an unknown mode and a bad port', async () => {
    await expect(runCli(['--port', '0'], recordingIo())).rejects.toThrow(
      'give --token at least once',
    );
    await expect(runCli(['--token', 'A', '--mode', 'slow'], recordingIo())).rejects.toThrow(
      '--mode must be ok, reject, error, hang, got "slow"',
    );
    await expect(runCli(['--token', 'A', '--port', 'x'], recordingIo())).rejects.toThrow(/--port/);
  });
});

describe('the process', () => {
  it('starts, takes a message and stops on SIGTERM', async () => {
    const { child, banner } = await spawnSimCli(
      path.resolve(__dirname, '..'),
      ['--port', '0', '--token', 'T', '--quiet'],
      'WhatsApp gateway simulator on',
    );
    try {
      const baseUrl = /on (\S+) /.exec(banner)?.[1] ?? '';
      const sent = await new WhatsAppClient({ baseUrl, token: 'T' }).send('081234567890', 'halo');
      expect(sent.target).toBe('6281234567890');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
