import fc from 'fast-check';
import {
  SentenceDecoder,
  decodeSentences,
  decodeWordBytes,
  encodeLength,
  encodeSentence,
  encodeWord,
  lengthPrefixSize,
  readLength,
} from '../src/codec';
import { RouterOsProtocolError } from '../src/errors';

function bytes(...values: number[]): Buffer {
  return Buffer.from(values);
}

/** Feeds `data` to a fresh decoder in pieces cut at `cuts` and returns the sentences. */
function decodeInPieces(data: Buffer, cuts: readonly number[]): string[][] {
  const out: string[][] = [];
  const decoder = new SentenceDecoder((s) => out.push(s));
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    decoder.push(data.subarray(from, cut));
    from = cut;
  }
  decoder.push(data.subarray(from));
  expect(decoder.idle).toBe(true);
  return out;
}

describe('word length encoding (MikroTik API, "API words")', () => {
  const table: ReadonlyArray<[number, number[]]> = [
    [0x00, [0x00]],
    [0x01, [0x01]],
    [0x7f, [0x7f]],
    [0x80, [0x80, 0x80]],
    [0x3fff, [0xbf, 0xff]],
    [0x4000, [0xc0, 0x40, 0x00]],
    [0x1fffff, [0xdf, 0xff, 0xff]],
    [0x200000, [0xe0, 0x20, 0x00, 0x00]],
    [0xfffffff, [0xef, 0xff, 0xff, 0xff]],
    [0x10000000, [0xf0, 0x10, 0x00, 0x00, 0x00]],
    [0xffffffff, [0xf0, 0xff, 0xff, 0xff, 0xff]],
  ];

  it.each(table)('encodes %i byte-exact', (length, expected) => {
    expect([...encodeLength(length)]).toEqual(expected);
    expect(lengthPrefixSize(length)).toBe(expected.length);
  });

  it.each(table)('decodes the prefix of %i back', (length, prefix) => {
    expect(readLength(Buffer.from(prefix), 0)).toEqual([length, prefix.length]);
    // One byte short of the prefix is "not yet", never a wrong length.
    if (prefix.length > 1) expect(readLength(Buffer.from(prefix.slice(0, -1)), 0)).toBeNull();
  });

  it('refuses lengths that cannot be encoded', () => {
    expect(() => encodeLength(-1)).toThrow(RangeError);
    expect(() => encodeLength(0x100000000)).toThrow(RangeError);
    expect(() => encodeLength(1.5)).toThrow(RangeError);
  });

  it.each([0x7f, 0x80, 0x3fff, 0x4000, 0x1fffff, 0x200000])(
    'round-trips a real word of %i bytes',
    (length) => {
      const word = 'x'.repeat(length);
      const encoded = encodeSentence([word]);
      expect(encoded.length).toBe(lengthPrefixSize(length) + length + 1);
      expect(decodeSentences(encoded)).toEqual([[word]]);
    },
  );

  it('treats reserved control bytes (0xF8 and up) and 0xF1-0xF7 as a broken stream', () => {
    for (const b of [0xf1, 0xf7, 0xf8, 0xff]) {
      expect(() => readLength(bytes(b, 0, 0, 0, 0), 0)).toThrow(RouterOsProtocolError);
      const decoder = new SentenceDecoder(() => undefined);
      expect(() => decoder.push(bytes(0x01, 0x41, b))).toThrow(RouterOsProtocolError);
      // Once the framing is lost, the decoder stays failed.
      expect(() => decoder.push(bytes(0x00))).toThrow(RouterOsProtocolError);
    }
  });

  it('refuses a word longer than its limit instead of buffering it', () => {
    const decoder = new SentenceDecoder(() => undefined, { maxWordBytes: 1024 });
    expect(() => decoder.push(bytes(0xf0, 0x10, 0x00, 0x00, 0x00))).toThrow(
      /exceeds the 1024-byte limit/,
    );
  });
});

describe('sentences', () => {
  it('encodes words and the terminating empty word', () => {
    expect([...encodeSentence(['/login', '=name=admin'])]).toEqual([
      6,
      ...Buffer.from('/login'),
      11,
      ...Buffer.from('=name=admin'),
      0,
    ]);
    expect([...encodeWord('abc')]).toEqual([3, 0x61, 0x62, 0x63]);
  });

  it('skips empty sentences, as the router ignores them', () => {
    expect(decodeSentences(bytes(0, 0, 3, 0x21, 0x72, 0x65, 0, 0))).toEqual([['!re']]);
  });

  it('reports a byte string that stops inside a sentence', () => {
    expect(() => decodeSentences(bytes(3, 0x21, 0x72, 0x65))).toThrow(/ends inside a sentence/);
  });

  it('holds a word split anywhere until it is complete', () => {
    const data = encodeSentence(['!re', `=comment=${'é'.repeat(200)}`, '.tag=7']);
    for (let cut = 1; cut < data.length; cut++) {
      expect(decodeInPieces(data, [cut])).toEqual([
        ['!re', `=comment=${'é'.repeat(200)}`, '.tag=7'],
      ]);
    }
  });

  it('decodes one byte at a time', () => {
    const data = Buffer.concat([
      encodeSentence(['!re', '=a=1']),
      encodeSentence(['!done', '=ret=x']),
    ]);
    const cuts = Array.from({ length: data.length - 1 }, (_, i) => i + 1);
    expect(decodeInPieces(data, cuts)).toEqual([
      ['!re', '=a=1'],
      ['!done', '=ret=x'],
    ]);
  });
});

describe('text of words', () => {
  it('reads valid UTF-8 as UTF-8', () => {
    const b = Buffer.from('Café Ñandú 日本', 'utf8');
    expect(decodeWordBytes(b, 0, b.length)).toBe('Café Ñandú 日本');
  });

  it('falls back to Latin-1 for bytes that are not UTF-8 (an old router code page)', () => {
    const b = Buffer.from([0x43, 0x61, 0x66, 0xe9]); // "Café" in Latin-1
    expect(decodeWordBytes(b, 0, b.length)).toBe('Café');
  });

  it('encodes outgoing words as Latin-1 when asked', () => {
    expect([...encodeSentence(['é'], 'latin1')]).toEqual([1, 0xe9, 0]);
    expect([...encodeSentence(['é'])]).toEqual([2, 0xc3, 0xa9, 0]);
  });
});

describe('properties', () => {
  const word = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 });
  const sentence = fc.array(word, { minLength: 1, maxLength: 12 });

  it('decode(encode(sentences)) gives the sentences back', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 8 }), (sentences) => {
        const data = Buffer.concat(sentences.map((s) => encodeSentence(s)));
        expect(decodeSentences(data)).toEqual(sentences);
      }),
      { numRuns: 300 },
    );
  });

  it('any chunking of the stream gives the same sentences', () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 6 }).chain((sentences) => {
          const data = Buffer.concat(sentences.map((s) => encodeSentence(s)));
          return fc.tuple(
            fc.constant(sentences),
            fc.constant(data),
            fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, data.length - 1) }), {
              maxLength: 40,
            }),
          );
        }),
        ([sentences, data, cuts]) => {
          expect(decodeInPieces(data, cuts)).toEqual(sentences);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('long words (multi-byte length prefixes) survive arbitrary splits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0x70, max: 0x4100 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 0x4100 }), { maxLength: 10 }),
        (length, cuts) => {
          const w = 'w'.repeat(length);
          const data = encodeSentence(['!re', w]);
          expect(
            decodeInPieces(
              data,
              cuts.filter((c) => c < data.length),
            ),
          ).toEqual([['!re', w]]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('arbitrary bytes decode as UTF-8 when valid, else as Latin-1', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (raw) => {
        const b = Buffer.from(raw);
        const text = decodeWordBytes(b, 0, b.length);
        const utf8 = b.toString('utf8');
        const valid = Buffer.from(utf8, 'utf8').equals(b);
        expect(text).toBe(valid ? utf8 : b.toString('latin1'));
      }),
      { numRuns: 500 },
    );
  });

  it('the length prefix round-trips for any encodable length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const prefix = encodeLength(n);
        expect(readLength(prefix, 0)).toEqual([n, prefix.length]);
      }),
      { numRuns: 2000 },
    );
  });
});
