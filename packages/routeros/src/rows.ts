// Turning `!re` sentences into attribute objects quickly. The rows of one print almost always
// carry the same attributes in the same order; for such a run of rows we remember the attribute
// names once and build each object with a constructor made for exactly those names, so that V8
// creates it in one step with a fixed layout instead of adding properties one by one.
import type { Attributes } from './sentence';

type Factory = (values: string[]) => Attributes;

const MAX_FACTORIES = 64;

function makeFactory(names: readonly string[]): Factory {
  // The names come from the router, so they are written as JSON string literals: whatever they
  // contain, they stay property names. `__proto__` never gets here (see RowBuilder.build).
  const body = names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${body} };`) as Factory;
}

export class RowBuilder {
  private prefixes: string[] = [];
  private factory: Factory | null = null;
  private readonly factories = new Map<string, Factory>();

  /** Builds the attributes of words[1..last] (words[0] is `!re`; a trailing tag is excluded by `last`). */
  build(words: readonly string[], last: number): Attributes {
    const prefixes = this.prefixes;
    const count = last;
    if (this.factory !== null && prefixes.length === count) {
      const values = new Array<string>(count);
      let i = 0;
      for (; i < count; i++) {
        const w = words[i + 1] as string;
        const p = prefixes[i] as string;
        if (!w.startsWith(p)) break;
        values[i] = w.slice(p.length);
      }
      if (i === count) return this.factory(values);
    }
    return this.learn(words, last);
  }

  /** A row of a new shape: parse it generically and remember its shape for the rows that follow. */
  private learn(words: readonly string[], last: number): Attributes {
    const names: string[] = [];
    const values: string[] = [];
    const prefixes: string[] = [];
    let plain = true;
    for (let i = 1; i <= last; i++) {
      const w = words[i] as string;
      if (w.charCodeAt(0) !== 61) {
        plain = false;
        continue;
      }
      const eq = w.indexOf('=', 1);
      const name = eq < 0 ? w.slice(1) : w.slice(1, eq);
      const value = eq < 0 ? '' : w.slice(eq + 1);
      if (name === '__proto__') {
        plain = false;
        continue;
      }
      const seen = names.indexOf(name);
      if (eq < 0 || seen >= 0) {
        // As in parseReply, a repeated name keeps its last value.
        plain = false;
        if (seen >= 0) values[seen] = value;
        else {
          names.push(name);
          values.push(value);
        }
        continue;
      }
      names.push(name);
      values.push(value);
      prefixes.push(`=${name}=`);
    }
    if (!plain) {
      // Unusual rows (bare words, flags without '=', repeated names) are built the slow way.
      this.factory = null;
      this.prefixes = [];
      const row: Attributes = {};
      names.forEach((n, i) => {
        row[n] = values[i] as string;
      });
      return row;
    }
    const key = names.join('\u0000');
    let factory = this.factories.get(key);
    if (!factory) {
      if (this.factories.size >= MAX_FACTORIES) this.factories.clear();
      factory = makeFactory(names);
      this.factories.set(key, factory);
    }
    this.factory = factory;
    this.prefixes = prefixes;
    return factory(values);
  }
}
