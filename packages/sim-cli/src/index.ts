// The command line every simulator of an external service shares (`pnpm routeros-sim`,
// `pnpm tripay-sim`): its arguments read by node:util's parseArgs, whole-number options checked
// one way, and the process around it (start, a failure with the usage, stop on SIGINT/SIGTERM).
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Where a CLI writes: stdout and stderr in the process, a recorder in tests. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The flags of `argv` (strict: an unknown flag or a stray value throws). pnpm passes a literal "--"
 * through when a script is called as `pnpm x-sim -- --port ...`: it is dropped.
 */
export function parseCliArgs<const O extends Options>(argv: readonly string[], options: O) {
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
}

/** A whole-number option from 0 to `max`; `fallback` when it was not given. */
export function wholeNumber(
  value: string | undefined,
  flag: string,
  fallback: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > max) {
    throw new Error(`--${flag} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return n;
}

/** The process's own output. */
export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * Runs a simulator's CLI as the process: `start` with the arguments; on a failure the message
 * (prefixed with `name`) and the usage, exit code 1; on SIGINT or SIGTERM, the function `start`
 * returned stops it, then the process exits (1 if stopping failed).
 */
export async function runCliProcess(
  name: string,
  usage: string,
  start: (argv: readonly string[], io: CliIo) => Promise<() => Promise<void>>,
  io: CliIo = processIo,
): Promise<void> {
  let stop: () => Promise<void>;
  try {
    stop = await start(process.argv.slice(2), io);
  } catch (err) {
    io.err(`${name}: ${(err as Error).message}`);
    io.err(usage);
    process.exitCode = 1;
    return;
  }
  const shutdown = (): void => {
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        io.err(`${name}: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for a simulator's HTML page (the messages a gateway or a sink received): every character
 * that could open a tag or end an attribute becomes an entity, so what was received shows as text.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
