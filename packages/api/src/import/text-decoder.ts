// Bytes of an uploaded file → text, chunk by chunk. UTF-8 with or without a byte-order mark
// (docs/rules/import.md#file-format); a UTF-16 file with its byte-order mark (what Windows Notepad calls "Unicode") is
// decoded too, since it is unambiguous. Anything else is refused: a NUL character never occurs in
// text (binary files such as .xlsx, .zip or images have them within their first bytes), and bytes
// that are not UTF-8 are a binary file or text in a legacy encoding that cannot be guessed safely
// (Windows-1252 and Shift-JIS exports look alike as bytes).
//
// Every decision depends on the bytes alone, never on where the chunks happen to split.
import { TextDecoder } from 'node:util';

/** Why the bytes are not text this import can read. */
export class NotTextError extends Error {
  override name = 'NotTextError';
  constructor(
    readonly reason: 'binary' | 'encoding',
    /** Decoded text of the chunk before the offending byte (to find its line). */
    readonly textBefore: string,
  ) {
    super(reason === 'binary' ? 'binary file' : 'not UTF-8');
  }
}

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

function encodingOf(start: Uint8Array): Encoding {
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be';
  // TextDecoder drops a UTF-8 byte-order mark by itself (ignoreBOM defaults to false).
  return 'utf-8';
}

export class ImportTextDecoder {
  private decoder: TextDecoder | null = null;
  /** The first bytes, held until there are enough (3) to read a byte-order mark. */
  private head: Uint8Array | null = new Uint8Array(0);

  /** Text of `bytes`, possibly empty (a character split across chunks waits for the next one). */
  write(bytes: Uint8Array): string {
    if (this.head) {
      const joined = new Uint8Array(this.head.length + bytes.length);
      joined.set(this.head);
      joined.set(bytes, this.head.length);
      if (joined.length < 3) {
        this.head = joined;
        return '';
      }
      this.head = null;
      this.decoder = new TextDecoder(encodingOf(joined), { fatal: true });
      return this.decode(joined, true);
    }
    return this.decode(bytes, true);
  }

  /** The rest of the text; throws NotTextError when the file ends inside a character. */
  end(): string {
    if (this.head) {
      const bytes = this.head;
      this.head = null;
      this.decoder = new TextDecoder(encodingOf(bytes), { fatal: true });
      return this.decode(bytes, false);
    }
    return this.decode(new Uint8Array(0), false);
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    const decoder = this.decoder as TextDecoder;
    let text: string;
    try {
      text = decoder.decode(bytes, { stream });
    } catch {
      const lenient = new TextDecoder(decoder.encoding).decode(bytes);
      const nul = lenient.indexOf('\u0000');
      const bad = lenient.indexOf('\uFFFD');
      if (nul >= 0 && (bad < 0 || nul < bad)) throw new NotTextError('binary', '');
      throw new NotTextError('encoding', bad < 0 ? lenient : lenient.slice(0, bad));
    }
    if (text.includes('\u0000')) throw new NotTextError('binary', '');
    return text;
  }
}
