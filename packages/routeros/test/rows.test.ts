import fc from 'fast-check';
import { RowBuilder } from '../src/rows';
import { parseReply } from '../src/sentence';

function build(builder: RowBuilder, words: string[]): Record<string, string> {
  const tagged = words[words.length - 1]?.startsWith('.tag=') ?? false;
  return builder.build(words, words.length - (tagged ? 2 : 1));
}

describe('row objects from !re sentences', () => {
  it('gives what a plain parse gives, row after row, as shapes change', () => {
    const name = fc.constantFrom(
      '.id',
      'name',
      'comment',
      'disabled',
      'x',
      'rate-limit',
      'a"b',
      'line\u2028sep',
      'constructor',
    );
    const value = fc.string({ unit: 'grapheme', maxLength: 20 });
    const row = fc.array(fc.tuple(name, value), { maxLength: 6 });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const builder = new RowBuilder();
        for (const r of rows) {
          const words = ['!re', ...r.map(([n, v]) => `=${n}=${v}`), '.tag=4'];
          expect(build(builder, words)).toEqual(parseReply(words).attributes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('handles flags without a value, bare words, repeats and __proto__ the slow, safe way', () => {
    const builder = new RowBuilder();
    expect(build(builder, ['!re', '=a=1', '=b=2'])).toEqual({ a: '1', b: '2' });
    expect(build(builder, ['!re', '=a=1', '=flag'])).toEqual({ a: '1', flag: '' });
    expect(build(builder, ['!re', '=a=1', 'bare', '=b=2'])).toEqual({ a: '1', b: '2' });
    expect(build(builder, ['!re', '=a=1', '=a=2'])).toEqual(
      parseReply(['!re', '=a=1', '=a=2']).attributes,
    );
    const hostile = build(builder, ['!re', '=__proto__=x', '=a=1']);
    expect(Object.getPrototypeOf(hostile)).toBe(Object.prototype);
    expect(hostile).toEqual({ a: '1' });
    // And back to the fast path for ordinary rows.
    expect(build(builder, ['!re', '=a=3', '=b=4', '.tag=1'])).toEqual({ a: '3', b: '4' });
  });

  it('keeps a value that starts like another attribute', () => {
    const builder = new RowBuilder();
    expect(build(builder, ['!re', '=comment==name=x'])).toEqual({ comment: '=name=x' });
    expect(build(builder, ['!re', '=comment=a=b'])).toEqual({ comment: 'a=b' });
    expect(build(builder, ['!re', '=commentary=z'])).toEqual({ commentary: 'z' });
  });
});
