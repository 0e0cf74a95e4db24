// Print queries as MikroTik describes them: a stack of booleans that starts as an endless run of
// `true`; each query word pushes a value or combines values, and an item matches when no `false`
// is left on the stack.
import { parseDuration } from '../helpers/values';
import type { Attributes } from '../sentence';

export class SimQueryError extends Error {}

type Step = (row: Attributes, stack: BoolStack) => void;

class BoolStack {
  private values: boolean[] = [];
  /** What lies below the explicit values: the endless `true`s, or one value repeated by an index at word end. */
  private fill = true;

  push(v: boolean): void {
    this.values.push(v);
  }

  pop(): boolean {
    return this.values.length > 0 ? (this.values.pop() as boolean) : this.fill;
  }

  /** Index 0 is the top. */
  at(index: number): boolean {
    const i = this.values.length - 1 - index;
    return i >= 0 ? (this.values[i] as boolean) : this.fill;
  }

  replaceAll(v: boolean): void {
    this.values = [];
    this.fill = v;
  }

  negateTop(): void {
    this.push(!this.pop());
  }

  get passes(): boolean {
    return this.fill && this.values.every(Boolean);
  }
}

const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

function equals(actual: string | undefined, expected: string): boolean {
  const a = actual ?? '';
  if (a === expected) return true;
  // Booleans print as true/false but are written as yes/no; RouterOS compares the typed value.
  if (
    (TRUE_WORDS.has(a) && TRUE_WORDS.has(expected)) ||
    (FALSE_WORDS.has(a) && FALSE_WORDS.has(expected))
  )
    return true;
  return false;
}

const DURATION =
  /^(?:\d+w)?(?:\d+d)?(?:\d+h)?(?:\d+m)?(?:\d+s)?(?:\d+ms)?$|^(?:\d+d)?\d{1,2}:\d{2}:\d{2}$/;

function compare(actual: string | undefined, expected: string): number | null {
  if (actual === undefined) return null;
  const x = Number(actual);
  const y = Number(expected);
  if (actual !== '' && expected !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  // RouterOS compares typed values: `?>uptime=0s` is about time, so `10s` is above `9s`.
  if (actual !== '' && expected !== '' && DURATION.test(actual) && DURATION.test(expected))
    return parseDuration(actual) - parseDuration(expected);
  return actual < expected ? -1 : actual > expected ? 1 : 0;
}

function splitNameValue(text: string): [string, string] {
  const eq = text.indexOf('=');
  return eq < 0 ? [text, ''] : [text.slice(0, eq), text.slice(eq + 1)];
}

function operationSteps(ops: string): Step[] {
  const steps: Step[] = [];
  let i = 0;
  while (i < ops.length) {
    const c = ops[i] as string;
    if (c >= '0' && c <= '9') {
      let j = i;
      while (j < ops.length && (ops[j] as string) >= '0' && (ops[j] as string) <= '9') j++;
      const index = Number(ops.slice(i, j));
      if (j === ops.length) {
        steps.push((_, s) => s.replaceAll(s.at(index)));
        i = j;
        continue;
      }
      steps.push((_, s) => s.push(s.at(index)));
      // A '.' right after an index does nothing; any other character is applied as usual.
      i = ops[j] === '.' ? j + 1 : j;
      continue;
    }
    switch (c) {
      case '!':
        steps.push((_, s) => s.negateTop());
        break;
      case '&':
        steps.push((_, s) => {
          const a = s.pop();
          const b = s.pop();
          s.push(a && b);
        });
        break;
      case '|':
        steps.push((_, s) => {
          const a = s.pop();
          const b = s.pop();
          s.push(a || b);
        });
        break;
      case '.':
        steps.push((_, s) => s.push(s.at(0)));
        break;
      default:
        throw new SimQueryError(`unknown query operation '${c}'`);
    }
    i++;
  }
  return steps;
}

function wordStep(word: string): Step[] {
  const body = word.slice(1);
  if (body.startsWith('#')) return operationSteps(body.slice(1));
  const op = body[0];
  if (op === '-') {
    const name = body.slice(1);
    return [(row, s) => s.push(row[name] === undefined)];
  }
  if (op === '<' || op === '>') {
    const [name, value] = splitNameValue(body.slice(1));
    return [
      (row, s) => {
        const c = compare(row[name], value);
        s.push(c !== null && (op === '<' ? c < 0 : c > 0));
      },
    ];
  }
  const text = op === '=' ? body.slice(1) : body;
  if (!text.includes('=')) {
    return [(row, s) => s.push(row[text] !== undefined)];
  }
  const [name, value] = splitNameValue(text);
  if (name === '') throw new SimQueryError(`query word "${word}" names no property`);
  return [(row, s) => s.push(equals(row[name], value))];
}

/** Compiles query words (each starting with `?`) into a row predicate. Throws SimQueryError on a bad word. */
export function compileQuery(words: readonly string[]): (row: Attributes) => boolean {
  if (words.length === 0) return () => true;
  const steps = words.flatMap(wordStep);
  return (row) => {
    const stack = new BoolStack();
    for (const step of steps) step(row, stack);
    return stack.passes;
  };
}
