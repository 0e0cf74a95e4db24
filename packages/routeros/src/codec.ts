// The RouterOS API wire format: a sentence is a list of words ended by an empty word, and each
// word is its byte length (1 to 5 bytes, big-endian, with a prefix that tells the size) followed by
// its bytes. See MikroTik's API description, section "API words".
import { isAscii, isUtf8 } from 'node:buffer';
import { RouterOsProtocolError } from './errors';

/** Largest length the 5-byte form can carry. */
export const MAX_WORD_LENGTH = 0xffffffff;

/** Default cap on one word a decoder accepts, so that a corrupt length cannot make us buffer gigabytes. */
export const DEFAULT_MAX_WORD_BYTES = 64 * 1024 * 1024;

export type WordEncoding = 'utf8' | 'latin1';

/** Number of bytes the length prefix of a word of `length` bytes takes. */
export function lengthPrefixSize(length: number): number {
  if (length < 0x80) return 1;
  if (length < 0x4000) return 2;
  if (length < 0x200000) return 3;
  if (length < 0x10000000) return 4;
  return 5;
}

/** Writes the length prefix at `offset` and returns the offset after it. */
export function writeLength(length: number, target: Uint8Array, offset: number): number {
  if (!Number.isInteger(length) || length < 0 || length > MAX_WORD_LENGTH) {
    throw new RangeError(`word length ${length} cannot be encoded`);
  }
  let o = offset;
  if (length < 0x80) {
    target[o++] = length;
  } else if (length < 0x4000) {
    target[o++] = (length >>> 8) | 0x80;
    target[o++] = length & 0xff;
  } else if (length < 0x200000) {
    target[o++] = (length >>> 16) | 0xc0;
    target[o++] = (length >>> 8) & 0xff;
    target[o++] = length & 0xff;
  } else if (length < 0x10000000) {
    target[o++] = (length >>> 24) | 0xe0;
    target[o++] = (length >>> 16) & 0xff;
    target[o++] = (length >>> 8) & 0xff;
    target[o++] = length & 0xff;
  } else {
    target[o++] = 0xf0;
    target[o++] = (length >>> 24) & 0xff;
    target[o++] = (length >>> 16) & 0xff;
    target[o++] = (length >>> 8) & 0xff;
    target[o++] = length & 0xff;
  }
  return o;
}

/** The length prefix alone, as bytes. */
export function encodeLength(length: number): Buffer {
  const out = Buffer.allocUnsafe(lengthPrefixSize(length));
  writeLength(length, out, 0);
  return out;
}

/** Size of the length prefix that starts with `firstByte`, or 0 for a reserved control byte. */
export function prefixSizeOf(firstByte: number): number {
  if ((firstByte & 0x80) === 0) return 1;
  if ((firstByte & 0xc0) === 0x80) return 2;
  if ((firstByte & 0xe0) === 0xc0) return 3;
  if ((firstByte & 0xf0) === 0xe0) return 4;
  // Only 0xF0 itself starts the 5-byte form; 0xF1 to 0xF7 never appear and 0xF8 and above are
  // reserved control bytes after which the rest of the stream cannot be interpreted.
  if (firstByte === 0xf0) return 5;
  return 0;
}

/**
 * Reads a length prefix at `offset`. Returns `[length, prefixSize]`, or null when the prefix is not
 * complete yet. Throws a protocol error on a reserved control byte.
 */
export function readLength(
  source: Uint8Array,
  offset: number,
  end = source.length,
): [number, number] | null {
  if (offset >= end) return null;
  const b0 = source[offset] as number;
  const size = prefixSizeOf(b0);
  if (size === 0) {
    throw new RouterOsProtocolError(`reserved control byte 0x${b0.toString(16)} in the API stream`);
  }
  if (offset + size > end) return null;
  switch (size) {
    case 1:
      return [b0, 1];
    case 2:
      return [((b0 & 0x3f) << 8) | (source[offset + 1] as number), 2];
    case 3:
      return [
        ((b0 & 0x1f) << 16) |
          ((source[offset + 1] as number) << 8) |
          (source[offset + 2] as number),
        3,
      ];
    case 4:
      return [
        (b0 & 0x0f) * 0x1000000 +
          (((source[offset + 1] as number) << 16) |
            ((source[offset + 2] as number) << 8) |
            (source[offset + 3] as number)),
        4,
      ];
    default:
      return [
        (source[offset + 1] as number) * 0x1000000 +
          (((source[offset + 2] as number) << 16) |
            ((source[offset + 3] as number) << 8) |
            (source[offset + 4] as number)),
        5,
      ];
  }
}

/** Encodes one sentence (the words and the terminating empty word) into a single buffer. */
export function encodeSentence(words: readonly string[], encoding: WordEncoding = 'utf8'): Buffer {
  let total = 1;
  const lengths = new Array<number>(words.length);
  for (let i = 0; i < words.length; i++) {
    const n = Buffer.byteLength(words[i] as string, encoding);
    lengths[i] = n;
    total += lengthPrefixSize(n) + n;
  }
  const out = Buffer.allocUnsafe(total);
  let o = 0;
  for (let i = 0; i < words.length; i++) {
    const n = lengths[i] as number;
    o = writeLength(n, out, o);
    if (n > 0) o += out.write(words[i] as string, o, n, encoding);
  }
  out[o] = 0;
  return out;
}

/** Encodes one word (length prefix and bytes), without a sentence terminator. */
export function encodeWord(word: string | Uint8Array, encoding: WordEncoding = 'utf8'): Buffer {
  const bytes = typeof word === 'string' ? Buffer.from(word, encoding) : Buffer.from(word);
  const out = Buffer.allocUnsafe(lengthPrefixSize(bytes.length) + bytes.length);
  const o = writeLength(bytes.length, out, 0);
  bytes.copy(out, o);
  return out;
}

/**
 * Turns a word's bytes into text: UTF-8 when the bytes are valid UTF-8, else Latin-1, because
 * older routers send words in their configured code page.
 */
export function decodeWordBytes(source: Buffer, start: number, end: number): string {
  // The common case is plain ASCII: one byte scan, then the cheapest conversion.
  let i = start;
  while (i < end && (source[i] as number) < 0x80) i++;
  if (i === end) return source.toString('latin1', start, end);
  return isUtf8(source.subarray(start, end))
    ? source.toString('utf8', start, end)
    : source.toString('latin1', start, end);
}

const HIGH_BYTE = /[\u0080-\u00ff]/;

function utf8OrLatin1(source: Buffer, start: number, end: number, latin1: string): string {
  return isUtf8(source.subarray(start, end)) ? source.toString('utf8', start, end) : latin1;
}

export interface DecoderOptions {
  /** Largest word accepted; a longer one is a protocol error (default 64 MiB). */
  maxWordBytes?: number;
}

/**
 * Streaming sentence decoder: feed it chunks exactly as they arrive (any split, even inside a length
 * prefix), and it calls `onSentence` once per complete sentence. Empty sentences are skipped, as
 * MikroTik's description says they are ignored.
 */
export class SentenceDecoder {
  private readonly maxWordBytes: number;
  private readonly onSentence: (words: string[]) => void;
  /** Bytes received but not consumed yet, kept as a list so a large word is copied once. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** How many buffered bytes the next parse step needs before it can make progress. */
  private needed = 1;
  private words: string[] = [];
  private failed: RouterOsProtocolError | null = null;

  constructor(onSentence: (words: string[]) => void, options: DecoderOptions = {}) {
    this.onSentence = onSentence;
    this.maxWordBytes = options.maxWordBytes ?? DEFAULT_MAX_WORD_BYTES;
  }

  /** Words of the sentence currently being received (for diagnostics). */
  get partialWords(): readonly string[] {
    return this.words;
  }

  /** Bytes held while waiting for the rest of a word. */
  get bufferedBytes(): number {
    return this.pendingBytes;
  }

  /** True when the decoder sits exactly on a sentence boundary. */
  get idle(): boolean {
    return this.pendingBytes === 0 && this.words.length === 0;
  }

  /**
   * Feeds bytes. Throws RouterOsProtocolError on a reserved control byte or an oversized word;
   * after that the decoder stays failed, because the rest of the stream cannot be framed.
   */
  push(chunk: Buffer): void {
    if (this.failed) throw this.failed;
    if (chunk.length === 0) return;
    let buf: Buffer;
    if (this.pendingBytes === 0) {
      buf = chunk;
    } else {
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
      if (this.pendingBytes < this.needed) return;
      buf =
        this.pending.length === 1
          ? (this.pending[0] as Buffer)
          : Buffer.concat(this.pending, this.pendingBytes);
      this.pending = [];
      this.pendingBytes = 0;
    }
    try {
      this.parse(buf);
    } catch (err) {
      this.failed =
        err instanceof RouterOsProtocolError
          ? err
          : new RouterOsProtocolError('could not decode the API stream', { cause: err });
      throw this.failed;
    }
  }

  private parse(buf: Buffer): void {
    const end = buf.length;
    // The whole chunk becomes one Latin-1 string (a byte-for-byte copy), and words are slices of
    // it: far cheaper than converting word by word. Only a chunk with bytes above 0x7F needs a
    // closer look, word by word, for UTF-8.
    const text = buf.toString('latin1', 0, end);
    const ascii = isAscii(buf);
    let pos = 0;
    let words = this.words;
    while (pos < end) {
      const b0 = buf[pos] as number;
      let length: number;
      let prefix: number;
      if (b0 < 0x80) {
        length = b0;
        prefix = 1;
      } else {
        const read = readLength(buf, pos, end);
        if (read === null) {
          this.keep(buf, pos, prefixSizeOf(b0));
          return;
        }
        [length, prefix] = read;
        if (length > this.maxWordBytes) {
          throw new RouterOsProtocolError(
            `word of ${length} bytes exceeds the ${this.maxWordBytes}-byte limit`,
          );
        }
      }
      const start = pos + prefix;
      const stop = start + length;
      if (stop > end) {
        this.keep(buf, pos, prefix + length);
        return;
      }
      pos = stop;
      if (length === 0) {
        if (words.length > 0) {
          this.words = [];
          this.onSentence(words);
          words = this.words;
        }
      } else {
        const word = text.slice(start, stop);
        words.push(ascii || !HIGH_BYTE.test(word) ? word : utf8OrLatin1(buf, start, stop, word));
      }
    }
  }

  /** Keeps the unparsed tail; copies it when small so that a large chunk is not retained. */
  private keep(buf: Buffer, from: number, needed: number): void {
    const tail = buf.subarray(from);
    this.pending = [tail.length < 4096 ? Buffer.from(tail) : tail];
    this.pendingBytes = tail.length;
    this.needed = needed;
  }
}

/** Decodes a complete byte string into sentences (for tests and tools). */
export function decodeSentences(bytes: Buffer, options?: DecoderOptions): string[][] {
  const out: string[][] = [];
  const decoder = new SentenceDecoder((s) => out.push(s), options);
  decoder.push(bytes);
  if (!decoder.idle) throw new RouterOsProtocolError('the byte string ends inside a sentence');
  return out;
}
