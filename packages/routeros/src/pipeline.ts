// Many commands pipelined on one connection: up to `inFlight` tagged commands on the wire at once,
// each answered on its own. A batch of 1,000 adds then costs about one round trip per `inFlight`
// commands instead of one per command (MikHmon's way).
import type { CommandArgs, CommandResult, RouterOsRunner } from './sentence';

export interface PipelineCommand {
  command: string;
  args?: CommandArgs;
}

export type PipelineOutcome =
  | { status: 'done'; result: CommandResult }
  | { status: 'failed'; error: Error }
  /** Never sent: an earlier command failed and the batch stops on errors. */
  | { status: 'skipped' };

export interface PipelineOptions {
  /** Commands on the wire at once (default 64). */
  inFlight?: number;
  /** Per command, and for the wait for a slot on a manager (default: the runner's command timeout). */
  timeoutMs?: number;
  /** After the first failure send nothing more (what is in flight still finishes). Default false. */
  stopOnError?: boolean;
}

/** A runner that pipelines a batch itself (RouterOsManager: one slot, one connection). */
export interface PipelineRunner extends RouterOsRunner {
  runPipelined(
    commands: readonly PipelineCommand[],
    options?: PipelineOptions,
  ): Promise<PipelineOutcome[]>;
}

export const DEFAULT_PIPELINE_IN_FLIGHT = 64;

function isPipelineRunner(runner: RouterOsRunner): runner is PipelineRunner {
  return typeof (runner as Partial<PipelineRunner>).runPipelined === 'function';
}

/** Sends `commands` through `send` with at most `inFlight` unanswered; outcomes in input order. */
export async function pipelineCommands(
  send: (command: PipelineCommand) => Promise<CommandResult>,
  commands: readonly PipelineCommand[],
  options: PipelineOptions = {},
): Promise<PipelineOutcome[]> {
  const outcomes: PipelineOutcome[] = commands.map(() => ({ status: 'skipped' }));
  const width = Math.max(1, Math.min(options.inFlight ?? DEFAULT_PIPELINE_IN_FLIGHT, 1024));
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (next < commands.length && !(failed && options.stopOnError)) {
      const i = next++;
      try {
        outcomes[i] = { status: 'done', result: await send(commands[i] as PipelineCommand) };
      } catch (err) {
        failed = true;
        outcomes[i] = {
          status: 'failed',
          error: err instanceof Error ? err : new Error(String(err)),
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, commands.length) }, worker));
  return outcomes;
}

/**
 * Runs a batch pipelined on `runner`: a RouterOsManager holds one of its `maxConcurrent` slots
 * for the whole batch (other callers keep the rest) and pipelines on its one connection; a
 * RouterOsConnection (or any runner) gets at most `inFlight` of its `run` calls at once.
 */
export function runPipelined(
  runner: RouterOsRunner,
  commands: readonly PipelineCommand[],
  options: PipelineOptions = {},
): Promise<PipelineOutcome[]> {
  if (commands.length === 0) return Promise.resolve([]);
  if (isPipelineRunner(runner)) return runner.runPipelined(commands, options);
  const runOptions = options.timeoutMs === undefined ? undefined : { timeoutMs: options.timeoutMs };
  return pipelineCommands((c) => runner.run(c.command, c.args, runOptions), commands, options);
}
