import { escapeHtml, parseCliArgs, runCliProcess, wholeNumber, type CliIo } from '../src';

const OPTIONS = {
  port: { type: 'string' },
  merchant: { type: 'string', multiple: true },
  quiet: { type: 'boolean' },
} as const;

describe('parseCliArgs', () => {
  it('reads the flags, repeated ones as a list, and drops the "--" pnpm passes through', () => {
    const argv = ['--', '--port', '8790', '--merchant', 'T1', '--merchant', 'T2', '--quiet'];
    expect(parseCliArgs(argv, OPTIONS)).toEqual({
      port: '8790',
      merchant: ['T1', 'T2'],
      quiet: true,
    });
    expect(parseCliArgs([], OPTIONS)).toEqual({});
  });

  it('refuses an unknown flag, a stray word and a flag without its value', () => {
    expect(() => parseCliArgs(['--prot', '1'], OPTIONS)).toThrow(/Unknown option '--prot'/);
    expect(() => parseCliArgs(['8790'], OPTIONS)).toThrow(/Unexpected argument '8790'/);
    expect(() => parseCliArgs(['--port'], OPTIONS)).toThrow(/--port/);
  });
});

describe('wholeNumber', () => {
  it('gives the fallback when the flag is absent, else the whole number within range', () => {
    expect(wholeNumber(undefined, 'port', 8728, 65535)).toBe(8728);
    expect(wholeNumber('0', 'port', 8728, 65535)).toBe(0);
    expect(wholeNumber('65535', 'port', 8728, 65535)).toBe(65535);
  });

  it.each(['', ' ', '-1', '1.5', '65536', 'abc'])('refuses %p', (value) => {
    expect(() => wholeNumber(value, 'port', 8728, 65535)).toThrow(
      `--port must be a whole number from 0 to 65535, got "${value}"`,
    );
  });
});

describe('runCliProcess', () => {
  const recorder = (): CliIo & { lines: string[] } => {
    const lines: string[] = [];
    return { lines, out: (line) => lines.push(line), err: (line) => lines.push(`! ${line}`) };
  };

  afterEach(() => {
    process.exitCode = undefined;
  });

  it('prints a failure to start with the name and the usage, exit code 1', async () => {
    const io = recorder();
    await runCliProcess('x-sim', 'usage text', () => Promise.reject(new Error('bad flag')), io);
    expect(io.lines).toEqual(['! x-sim: bad flag', '! usage text']);
    expect(process.exitCode).toBe(1);
  });

  it('starts with the process arguments and waits for a signal to stop', async () => {
    const io = recorder();
    const stop = jest.fn(() => Promise.resolve());
    const start = jest.fn(() => Promise.resolve(stop));
    const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    await runCliProcess('x-sim', 'usage text', start, io);
    expect(start).toHaveBeenCalledWith(process.argv.slice(2), io);
    expect(stop).not.toHaveBeenCalled();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const added = process.listeners(signal).filter((l) => !before[signal].includes(l));
      expect(added).toHaveLength(1);
      for (const listener of added) process.removeListener(signal, listener);
    }
  });
});

describe('escapeHtml', () => {
  it('turns every character that could open a tag or end an attribute into an entity', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    expect(escapeHtml('Tagihan Rp 150.000')).toBe('Tagihan Rp 150.000');
  });
});
