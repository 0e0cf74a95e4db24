import fc from 'fast-check';
import { MAX_RECORD_LENGTH } from './delimited-reader';
import {
  DeliveryFileParser,
  IMPORT_FILE_MESSAGES,
  ImportFileError,
  type ParsedRow,
  type RowError,
} from './delivery-file-parser';
import { DELIVERY_FIELDS } from '../lib/delivery-fields';

interface Outcome {
  rows: ParsedRow[];
  errors: RowError[];
  ignoredColumns?: string[];
  fileError?: string;
}

/** Parses `input` fed in chunks cut at `cuts` (byte offsets; none = one chunk). */
function parse(input: string | Uint8Array, cuts: number[] = []): Outcome {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const rows: ParsedRow[] = [];
  const errors: RowError[] = [];
  const parser = new DeliveryFileParser({
    onRow: (row) => rows.push(row),
    onError: (error) => errors.push(error),
  });
  const points = [...new Set(cuts.filter((c) => c > 0 && c < bytes.length))].sort((a, b) => a - b);
  let start = 0;
  try {
    for (const point of [...points, bytes.length]) {
      parser.write(bytes.subarray(start, point));
      start = point;
    }
    const summary = parser.end();
    return { rows, errors, ignoredColumns: summary.ignoredColumns };
  } catch (error) {
    if (error instanceof ImportFileError) return { rows, errors, fileError: error.message };
    throw error;
  }
}

const REQUIRED = 'slipNumber\tseqProd\tpartNumber\tqty\tdate';
const valueOf = (row: ParsedRow | undefined, key: string) =>
  row?.values[DELIVERY_FIELDS.findIndex((f) => f.key === key)];

describe('DeliveryFileParser: delimiters', () => {
  it.each([
    ['tab', '\t'],
    ['semicolon', ';'],
    ['pipe', '|'],
    ['comma', ','],
  ])('reads a %s-delimited file', (_name, d) => {
    const text = ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'].join(d);
    const outcome = parse(`${text}\nSJ-1${d}001${d}P-1${d}5${d}2024-01-05\n`);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toHaveLength(1);
    expect(valueOf(outcome.rows[0], 'partNumber')).toBe('P-1');
    expect(valueOf(outcome.rows[0], 'qty')).toBe('5');
  });

  it('picks the delimiter that occurs most in the header, ignoring quoted ones', () => {
    // Three tabs beat the comma inside the quoted header name.
    const outcome = parse(
      `"slip,Number"\tseqProd\tpartNumber\tqty\tdate\nA\t1\tP\t1\t2024-01-01\n`,
    );
    expect(outcome.fileError).toBe(IMPORT_FILE_MESSAGES.missingColumns(['slipNumber'], false));
    // Five semicolons beat the one comma: the comma stays inside its cell.
    const semicolons = parse(
      `slipNumber;seqProd;partNumber;qty;date;partName\nA;1;P;1;2024-01-01;COVER, FR.\n`,
    );
    expect(semicolons.errors).toEqual([]);
    expect(valueOf(semicolons.rows[0], 'partName')).toBe('COVER, FR.');
  });

  it('says when the header has no delimiter at all', () => {
    expect(parse('slipNumber seqProd partNumber qty date\nx\n').fileError).toBe(
      IMPORT_FILE_MESSAGES.missingColumns(
        ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'],
        true,
      ),
    );
  });
});

describe('DeliveryFileParser: quotes', () => {
  it('keeps delimiters, line breaks and doubled quotes inside quoted cells', () => {
    const text =
      'slipNumber,seqProd,partNumber,partName,qty,date,remarksBawah\n' +
      '"SJ,1",001,"P-1","PIPE 1/2"" ELBOW",3,2024-01-05,"line one\nline two"\n' +
      'SJ-2,002,P-2,plain,4,05/01/2024,"a ""quoted"" word"\n';
    const outcome = parse(text);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(valueOf(outcome.rows[0], 'slipNumber')).toBe('SJ,1');
    expect(valueOf(outcome.rows[0], 'partName')).toBe('PIPE 1/2" ELBOW');
    expect(valueOf(outcome.rows[0], 'remarksBawah')).toBe('line one\nline two');
    expect(valueOf(outcome.rows[1], 'remarksBawah')).toBe('a "quoted" word');
    expect(valueOf(outcome.rows[1], 'date')).toBe('2024-01-05');
  });

  it('keeps a quote in the middle of an unquoted cell and text after a closing quote', () => {
    const outcome = parse(
      `${REQUIRED}\tpartName\nA\t1\tP\t1\t2024-01-01\t12" PIPE\nB\t2\tP\t1\t2024-01-01\t"12" PIPE\n`,
    );
    expect(outcome.rows.map((r) => valueOf(r, 'partName'))).toEqual(['12" PIPE', '12 PIPE']);
  });

  it('reports a quoted cell that never closes on the line where it starts', () => {
    const outcome = parse(
      `${REQUIRED}\nA\t1\tP\t1\t2024-01-01\nB\t2\t"P\t1\t2024-01-01\nC\t3\tP\t1\t2024-01-01\n`,
    );
    expect(outcome.rows).toHaveLength(1);
    expect(outcome.errors).toEqual([
      {
        line: 3,
        column: null,
        message: 'A quoted cell starting on this line is never closed (a " is missing)',
      },
    ]);
  });

  it('stops at a record longer than the limit instead of holding the file in memory', () => {
    const outcome = parse(`${REQUIRED}\nA\t1\t"${'x'.repeat(MAX_RECORD_LENGTH + 10)}\n`);
    expect(outcome.errors).toEqual([
      {
        line: 2,
        column: null,
        message: `This line is longer than ${MAX_RECORD_LENGTH} characters (is a " missing?)`,
      },
    ]);
  });
});

describe('DeliveryFileParser: encodings and line endings', () => {
  const body = `${REQUIRED}\r\nSJ-1\t001\tP-1\t5\t2024-01-05\r\nSJ-2\t002\tP-2\t6\t2024-01-06\r\n`;

  it('reads CRLF, LF and lone CR alike', () => {
    for (const text of [body, body.replace(/\r\n/g, '\n'), body.replace(/\r\n/g, '\r')]) {
      const outcome = parse(text);
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows.map((r) => [r.line, valueOf(r, 'seqProd')])).toEqual([
        [2, '001'],
        [3, '002'],
      ]);
    }
  });

  it('drops a UTF-8 byte-order mark (the first header still matches)', () => {
    const outcome = parse(`\uFEFF${body}`);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toHaveLength(2);
  });

  it('reads UTF-16 files that carry their byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const bytes of [le, be]) {
      const outcome = parse(bytes, [1, 2, 3, 7, 8]);
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows).toHaveLength(2);
    }
  });

  it('keeps non-ASCII text intact', () => {
    const outcome = parse(
      `${REQUIRED}\tscanLt1ByName\nSJ-1\t001\tP\t1\t2024-01-01\tDédé 太郎 🚚\n`,
    );
    expect(valueOf(outcome.rows[0], 'scanLt1ByName')).toBe('Dédé 太郎 🚚');
  });

  it('refuses a binary file', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    expect(parse(zip).fileError).toBe(IMPORT_FILE_MESSAGES.binary);
    expect(parse(`${REQUIRED}\nA\u0000B\t1\tP\t1\t2024-01-01\n`).fileError).toBe(
      IMPORT_FILE_MESSAGES.binary,
    );
  });

  it('refuses text that is not UTF-8, naming the line of the first bad byte', () => {
    const latin1 = Buffer.from(
      `${REQUIRED}\nA\t1\tP\t1\t2024-01-01\nB\t2\tCAF\xc9\t1\t2024-01-01\n`,
      'latin1',
    );
    expect(parse(latin1).fileError).toBe(IMPORT_FILE_MESSAGES.encoding(3));
    expect(parse(latin1, [40, 50]).fileError).toBe(IMPORT_FILE_MESSAGES.encoding(3));
  });
});

describe('DeliveryFileParser: header', () => {
  it.each([
    'slip_number\tseq_prod\tpart_number\tqty\tdate',
    'Slip Number\tSeq Prod\tPart Number\tQTY\tDate',
    'SLIPNUMBER\tseq-prod\tPart_Number\t Qty \tdate',
  ])('matches %j', (header) => {
    const outcome = parse(`${header}\nSJ-1\t001\tP\t1\t2024-01-01\n`);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toHaveLength(1);
  });

  it('ignores unknown columns and lists them', () => {
    const outcome = parse(
      `Customer\t${REQUIRED}\tNote\t\nHPM\tSJ-1\t001\tP\t1\t2024-01-01\thi\t\n`,
    );
    expect(outcome.errors).toEqual([]);
    expect(outcome.ignoredColumns).toEqual(['Customer', 'Note']);
    expect(valueOf(outcome.rows[0], 'slipNumber')).toBe('SJ-1');
  });

  it('names every missing required column', () => {
    expect(parse('slipNumber\tpartNumber\tqty\nA\tP\t1\n').fileError).toBe(
      'The header is missing the required columns seqProd, date.',
    );
    expect(parse('slipNumber\tseqProd\tpartNumber\tdate\nA\t1\tP\t2024-01-01\n').fileError).toBe(
      'The header is missing the required column qty.',
    );
  });

  it('refuses a column named twice', () => {
    expect(parse(`${REQUIRED}\tslip_number\n`).fileError).toBe(
      IMPORT_FILE_MESSAGES.duplicateColumn('slipNumber', 1, 6),
    );
  });

  it('refuses an empty file, a blank one and a header without rows', () => {
    expect(parse('').fileError).toBe(IMPORT_FILE_MESSAGES.empty);
    expect(parse('\uFEFF').fileError).toBe(IMPORT_FILE_MESSAGES.empty);
    expect(parse('\n \r\n\t\n').fileError).toBe(IMPORT_FILE_MESSAGES.empty);
    expect(parse(`${REQUIRED}\n`).fileError).toBe(IMPORT_FILE_MESSAGES.headerOnly);
    expect(parse(`${REQUIRED}\n\n\t\t\t\t\n`).fileError).toBe(IMPORT_FILE_MESSAGES.headerOnly);
  });
});

describe('DeliveryFileParser: rows', () => {
  it('normalises values and turns empty optional cells into NULL', () => {
    const header = `${REQUIRED}\ttime\tadjustDate\tscanLt1At\torderNo`;
    const outcome = parse(
      `${header}\n  SJ-1 \t001\tP\t007\t5/1/2024\t8:15\t\t05/01/2024 08:15\t \n`,
    );
    expect(outcome.errors).toEqual([]);
    const row = outcome.rows[0];
    expect(valueOf(row, 'slipNumber')).toBe('SJ-1');
    expect(valueOf(row, 'qty')).toBe('7');
    expect(valueOf(row, 'date')).toBe('2024-01-05');
    expect(valueOf(row, 'time')).toBe('08:15:00');
    expect(valueOf(row, 'adjustDate')).toBeNull();
    expect(valueOf(row, 'scanLt1At')).toBe('2024-01-05 08:15:00');
    expect(valueOf(row, 'orderNo')).toBeNull();
    expect(valueOf(row, 'colorCode')).toBeNull(); // not in the file at all
  });

  it('reports each bad value with its line and column, blank lines counted but skipped', () => {
    const text =
      `${REQUIRED}\tadjustTime\n` +
      'SJ-1\t001\tP\t1\t2024-01-01\t\n' +
      '\n' +
      'SJ-2\t002\tP\t-3\t31/02/2024\t\n' +
      'SJ-3\t\t\t1\t2024-01-01\t25:00\n';
    const outcome = parse(text);
    expect(outcome.errors).toEqual([
      { line: 4, column: 'qty', message: 'qty must be a whole number from 0 to 2147483647' },
      { line: 4, column: 'date', message: 'date 31/02/2024 is not a real date' },
      { line: 5, column: 'seqProd', message: 'seqProd is required' },
      { line: 5, column: 'partNumber', message: 'partNumber is required' },
      { line: 5, column: 'adjustTime', message: 'adjustTime 25:00 is not a real time of day' },
    ]);
    // A row with bad values but a good key is passed on (for the duplicate check), marked invalid.
    expect(outcome.rows.map((r) => [r.line, r.valid])).toEqual([
      [2, true],
      [4, false],
    ]);
    expect(valueOf(outcome.rows[1], 'qty')).toBeNull();
  });

  it('counts lines inside quoted cells, so later errors name the physical line', () => {
    const text = `${REQUIRED}\tremarksBawah\nA\t1\tP\t1\t2024-01-01\t"one\r\ntwo\rthree"\nB\t2\tP\tx\t2024-01-01\t\n`;
    expect(parse(text).errors).toEqual([
      { line: 5, column: 'qty', message: 'qty must be a whole number from 0 to 2147483647' },
    ]);
  });

  it('refuses a row with a different number of cells, accepting empty trailing ones', () => {
    const text = `${REQUIRED}\nA\t1\tP\t1\nB\t2\tP\t1\t2024-01-01\t\t\nC\t3\tP\t1\t2024-01-01\tx\n`;
    const outcome = parse(text);
    expect(outcome.errors).toEqual([
      { line: 2, column: null, message: 'This line has 4 cells but the header has 5' },
      { line: 4, column: null, message: 'This line has 6 cells but the header has 5' },
    ]);
    expect(outcome.rows.map((r) => r.line)).toEqual([3]);
  });

  it('reads a last line without a line break', () => {
    const outcome = parse(`${REQUIRED}\nA\t1\tP\t1\t2024-01-01`);
    expect(outcome.rows).toHaveLength(1);
  });
});

describe('DeliveryFileParser: chunk boundaries', () => {
  const text =
    '\uFEFFslip_number;seq_prod;part_number;qty;date;scan_lt1_by_name;remarks_bawah\r\n' +
    'SJ-1;001;P-1;5;2024-01-05;Dédé 太郎;"semi;colon"\r\n' +
    'SJ-2;002;P-2;6;05/01/2024;🚚 driver;"two\r\nlines ""q"""\r\n' +
    '\r\n' +
    'SJ-3;003;P-3;bad;2024-02-30;x;\r\n' +
    'SJ-4;004;P-4;8;2024-01-08;;"end"';
  const bytes = Buffer.from(text, 'utf8');
  const whole = parse(bytes);

  it('gives the expected result in one chunk', () => {
    expect(whole.fileError).toBeUndefined();
    expect(whole.rows.map((r) => r.line)).toEqual([2, 3, 6, 7]);
    expect(whole.errors.map((e) => [e.line, e.column])).toEqual([
      [6, 'qty'],
      [6, 'date'],
    ]);
  });

  it('splits a multi-byte character and a CRLF across chunks', () => {
    const cr = bytes.indexOf(0x0d);
    const emoji = bytes.indexOf(Buffer.from('🚚'));
    const han = bytes.indexOf(Buffer.from('太'));
    expect(parse(bytes, [cr + 1, emoji + 1, emoji + 2, emoji + 3, han + 1, han + 2])).toEqual(
      whole,
    );
    expect(parse(bytes, [1, 2])).toEqual(whole); // inside the byte-order mark
  });

  it('gives the same rows and errors however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        (cuts) => {
          expect(parse(bytes, cuts)).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same result one byte at a time', () => {
    const everyByte = Array.from({ length: bytes.length }, (_, i) => i);
    expect(parse(bytes, everyByte)).toEqual(whole);
  });
});

describe('DeliveryFileParser: random files', () => {
  const cell = fc.string({
    unit: fc.constantFrom('a', 'Z', '1', ' ', '"', ',', '\n', '\r', 'é', '😀'),
    maxLength: 12,
  });
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

  it('round-trips any quoted cell content through any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 2000 }), { maxLength: 20 }),
        (rows, cuts) => {
          const lines = rows.map(
            ([name, remark], i) => `SJ-${i},${i},P,1,2024-01-01,${quote(name)},${quote(remark)}`,
          );
          const text = `slipNumber,seqProd,partNumber,qty,date,partName,remarksBawah\n${lines.join('\r\n')}\n`;
          const outcome = parse(text, cuts);
          expect(outcome.errors).toEqual([]);
          expect(
            outcome.rows.map((r) => [valueOf(r, 'partName'), valueOf(r, 'remarksBawah')]),
          ).toEqual(rows.map(([name, remark]) => [name.trim() || null, remark.trim() || null]));
        },
      ),
      { numRuns: 200 },
    );
  });
});
