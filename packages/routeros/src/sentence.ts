// Building command sentences and reading reply sentences.
import { RouterOsInputError } from './errors';

/** Attributes of one reply sentence, RouterOS names (kebab-case, `.id`) to values. */
export type Attributes = Record<string, string>;

export type AttributeValue = string | number | boolean | null | undefined;

export interface CommandArgs {
  /** `=name=value` words. `true`/`false` become `yes`/`no`; null and undefined are left out. */
  attributes?: Readonly<Record<string, AttributeValue>>;
  /** Query words, each starting with `?` (see `query`). Only print uses them. */
  query?: readonly string[];
  /** Properties to return (`=.proplist=a,b`). */
  proplist?: readonly string[];
  /** Ask for the number of matching items only (`=count-only=`); the count comes back as `ret`. */
  countOnly?: boolean;
}

export interface RunOptions {
  /** Milliseconds before the command fails with a timeout (default: the connection's command timeout). */
  timeoutMs?: number;
  /** Safe to send again after a lost connection (prints are; writes are not). Used by the manager. */
  idempotent?: boolean;
}

export interface CommandResult {
  /** The `!re` sentences, in order. */
  rows: Attributes[];
  /** Attributes of the `!done` sentence. */
  done: Attributes;
  /** `done.ret`: the new item's id after add, the count after count-only, the challenge at login. */
  ret: string | undefined;
  /** The router said `!empty` (RouterOS 7.18+: no data to reply with). */
  empty: boolean;
}

/** Anything that runs commands: a single connection or a per-router manager. */
export interface RouterOsRunner {
  run(command: string, args?: CommandArgs, options?: RunOptions): Promise<CommandResult>;
}

const COMMAND_PATTERN = /^\/[^\s=?!.][^\s=?]*$/;

export function formatValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new RouterOsInputError('value', `${value} is not a value a router accepts`);
    return String(value);
  }
  return value;
}

function checkName(name: string, what: string): void {
  if (name.length === 0 || name.includes('=') || /\s/.test(name)) {
    throw new RouterOsInputError(what, `"${name}" is not a valid RouterOS ${what} name`);
  }
}

/** The words of a command sentence (without the tag). */
export function buildCommandWords(command: string, args: CommandArgs = {}): string[] {
  if (!COMMAND_PATTERN.test(command)) {
    throw new RouterOsInputError(
      'command',
      `"${command}" is not a RouterOS API command (expected e.g. /ppp/secret/print)`,
    );
  }
  const words = [command];
  if (args.attributes) {
    for (const [name, value] of Object.entries(args.attributes)) {
      if (value === undefined || value === null) continue;
      checkName(name, 'attribute');
      words.push(`=${name}=${formatValue(value)}`);
    }
  }
  if (args.proplist && args.proplist.length > 0) {
    for (const p of args.proplist) checkName(p, 'property');
    words.push(`=.proplist=${args.proplist.join(',')}`);
  }
  if (args.countOnly) words.push('=count-only=');
  if (args.query) {
    for (const q of args.query) {
      if (!q.startsWith('?') || q.length < 2)
        throw new RouterOsInputError('query', `"${q}" is not a query word`);
      words.push(q);
    }
  }
  return words;
}

/**
 * Query words for print (MikroTik "Queries"): each pushes true/false on a stack, `?#` combines
 * them, and an item is returned when no false remains.
 */
export const query = {
  /** `?name=value`: the property equals the value. */
  eq: (name: string, value: string | number | boolean): string => `?${name}=${formatValue(value)}`,
  /** `?name`: the item has the property. */
  has: (name: string): string => `?${name}`,
  /** `?-name`: the item lacks the property. */
  lacks: (name: string): string => `?-${name}`,
  /** `?<name=value`. */
  lt: (name: string, value: string | number): string => `?<${name}=${formatValue(value)}`,
  /** `?>name=value`. */
  gt: (name: string, value: string | number): string => `?>${name}=${formatValue(value)}`,
  /** `?#operations`, e.g. `|` (or), `&` (and), `!` (not), `.` (dup), digits (stack index). */
  ops: (operations: string): string => `?#${operations}`,
  /** The property equals any of the values (n equality words and one `?#|...|`). */
  anyOf(name: string, values: readonly (string | number)[]): string[] {
    if (values.length === 0) return [`?${name}`, `?-${name}`, '?#&'];
    const words = values.map((v) => `?${name}=${formatValue(v)}`);
    if (values.length > 1) words.push(`?#${'|'.repeat(values.length - 1)}`);
    return words;
  },
};

export interface ParsedReply {
  type: string;
  tag: string | undefined;
  attributes: Attributes;
  /** Words that are neither attributes nor the tag (the reason text of `!fatal`). */
  other: string[];
}

/** Splits a reply sentence into its type, tag and attributes. */
export function parseReply(words: readonly string[]): ParsedReply {
  const attributes: Attributes = {};
  const other: string[] = [];
  let tag: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) === 61 /* = */) {
      const eq = w.indexOf('=', 1);
      const name = eq < 0 ? w.slice(1) : w.slice(1, eq);
      // A hostile peer must not reach the prototype through an attribute name.
      if (name !== '__proto__') attributes[name] = eq < 0 ? '' : w.slice(eq + 1);
    } else if (w.startsWith('.tag=')) {
      tag = w.slice(5);
    } else {
      other.push(w);
    }
  }
  return { type: words[0] ?? '', tag, attributes, other };
}
