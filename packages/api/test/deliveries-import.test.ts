// POST /api/deliveries/import (docs/rules/import.md#file-format) on a fresh database of the kind TEST_DB names.
import { deliveryFileChunks, FILE_COLUMNS, fileLine, makeRow } from '../bench/delivery-data';
import { IMPORT_FILE_MESSAGES } from '../src/import/delivery-file-parser';
import { IMPORT_MESSAGES } from '../src/routes/deliveries/import';
import {
  createCustomer,
  expectCountsExact,
  importDeliveries,
  multipartBody,
  storedDeliveries,
  tsv,
} from './delivery-helpers';
import {
  buildTestApp,
  createUser,
  fakeClock,
  login,
  loginAs,
  setUpSuite,
  TEST_USER_PASSWORD,
  type App,
  type Session,
} from './helpers';

const clock = fakeClock(new Date('2026-03-02T07:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;

setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

afterEach(async () => {
  await expectCountsExact(app);
});

const HEADER = ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date', 'partName', 'scanLt1At'];
const rowsOf = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => [
    `SJ-${offset + i}`,
    '001',
    `P-${offset + i}`,
    String(offset + i),
    '2024-01-05',
    `Part ${offset + i}`,
    '05/01/2024 08:15',
  ]);

interface ImportBody {
  message: string;
  result: {
    inserted: number;
    updated: number;
    unchanged: number;
    total: number;
    ignoredColumns: string[];
  };
}
interface RefusedBody {
  message: string;
  errors: { line: number; column: string | null; message: string }[];
}

describe('a successful import', () => {
  it('inserts every row, answers the counts, and stores normalised values with the audit', async () => {
    const customer = await createCustomer(app, admin);
    const response = await importDeliveries(app, admin, customer.id, tsv(HEADER, rowsOf(3)));
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportBody>()).toEqual({
      message: 'Imported 3 rows: 3 new, 0 updated, 0 unchanged.',
      result: { inserted: 3, updated: 0, unchanged: 0, total: 3, ignoredColumns: [] },
    });
    const stored = await storedDeliveries(app, customer.id);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({
      slip_number: 'SJ-0',
      seq_prod: '001',
      qty: 0,
      part_name: 'Part 0',
      status: 'pending',
      created_by: 'admin',
      updated_by: 'admin',
    });
    const list = await app.inject({
      url: `/api/deliveries?customerId=${customer.id}&page=1&perPage=5&sortCol=slipNumber&sortDir=asc`,
      headers: { authorization: admin.authorization },
    });
    expect(list.json()).toMatchObject({
      result: [
        { slipNumber: 'SJ-0', date: '2024-01-05', scanLt1At: '2024-01-05T08:15:00' },
        { slipNumber: 'SJ-1' },
        { slipNumber: 'SJ-2' },
      ],
      pagination: { total: 3 },
    });
  });

  it('re-importing the same file changes nothing: every row unchanged, updated_at kept', async () => {
    const customer = await createCustomer(app, admin);
    const file = tsv(HEADER, rowsOf(4));
    expect((await importDeliveries(app, admin, customer.id, file)).statusCode).toBe(200);
    const before = await storedDeliveries(app, customer.id);
    clock.advance(60_000);
    const again = await importDeliveries(app, admin, customer.id, file);
    expect(again.json<ImportBody>().result).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 4,
      total: 4,
      ignoredColumns: [],
    });
    expect(await storedDeliveries(app, customer.id)).toEqual(before);
  });

  it('updates changed rows (with the audit), inserts new ones and leaves the rest alone', async () => {
    const customer = await createCustomer(app, admin);
    const rows = rowsOf(4);
    expect((await importDeliveries(app, admin, customer.id, tsv(HEADER, rows))).statusCode).toBe(
      200,
    );
    const before = await storedDeliveries(app, customer.id);
    clock.advance(60_000);
    const editor = await createUserSession('editor');
    const changed = rows.map((row) => [...row]);
    (changed[1] as string[])[3] = '99'; // qty
    (changed[2] as string[])[5] = ''; // partName emptied
    changed.push(...rowsOf(2, 100));
    const response = await importDeliveries(app, editor, customer.id, tsv(HEADER, changed));
    expect(response.json<ImportBody>()).toEqual({
      message: 'Imported 6 rows: 2 new, 2 updated, 2 unchanged.',
      result: { inserted: 2, updated: 2, unchanged: 2, total: 6, ignoredColumns: [] },
    });
    const after = await storedDeliveries(app, customer.id);
    expect(after).toHaveLength(6);
    expect(after[0]).toEqual(before[0]);
    expect(after[3]).toEqual(before[3]);
    expect(after[1]).toMatchObject({ qty: 99, updated_by: 'editor', created_by: 'admin' });
    expect(after[2]).toMatchObject({ part_name: null, updated_by: 'editor' });
    expect(after[1]?.updated_at).not.toEqual(before[1]?.updated_at);
    expect(after[1]?.created_at).toEqual(before[1]?.created_at);
    expect(after[4]).toMatchObject({ slip_number: 'SJ-100', created_by: 'editor' });
  });

  it('accepts the file before customerId, and names ignored columns in the answer', async () => {
    const customer = await createCustomer(app, admin);
    const file = tsv(
      ['Customer', ...HEADER, 'Note'],
      rowsOf(2).map((r) => ['HPM', ...r, 'x']),
    );
    const response = await importDeliveries(app, admin, customer.id, file, { fileFirst: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportBody>()).toEqual({
      message: 'Imported 2 rows: 2 new, 0 updated, 0 unchanged. Ignored columns: Customer, Note.',
      result: {
        inserted: 2,
        updated: 0,
        unchanged: 0,
        total: 2,
        ignoredColumns: ['Customer', 'Note'],
      },
    });
  });

  it('keeps one customer’s rows apart from another’s with the same keys', async () => {
    const first = await createCustomer(app, admin);
    const second = await createCustomer(app, admin);
    const file = tsv(HEADER, rowsOf(3));
    await importDeliveries(app, admin, first.id, file);
    const response = await importDeliveries(app, admin, second.id, file);
    expect(response.json<ImportBody>().result.inserted).toBe(3);
    expect(await storedDeliveries(app, first.id)).toHaveLength(3);
  });
});

/** A second admin, to see whose name an update records. */
async function createUserSession(username: string): Promise<Session> {
  await createUser(app, { username, role: 'admin', password: TEST_USER_PASSWORD });
  return login(app, username, TEST_USER_PASSWORD);
}

describe('a refused file stores nothing', () => {
  it('names both lines of a key that occurs twice (422)', async () => {
    const customer = await createCustomer(app, admin);
    const rows = rowsOf(4);
    rows.push([...(rows[1] as string[])]);
    const response = await importDeliveries(app, admin, customer.id, tsv(HEADER, rows));
    expect(response.statusCode).toBe(422);
    expect(response.json<RefusedBody>()).toEqual({
      message: 'Nothing was imported: the file has 1 problem.',
      errors: [
        {
          line: 6,
          column: 'seqProd',
          message: 'Duplicate of line 3: slipNumber SJ-1 with seqProd 001 is on both lines',
        },
      ],
    });
    expect(await storedDeliveries(app, customer.id)).toEqual([]);
  });

  it('lists bad values by line and column, duplicates among them, in line order', async () => {
    const customer = await createCustomer(app, admin);
    const rows = rowsOf(5);
    (rows[1] as string[])[3] = '-1';
    (rows[3] as string[])[4] = '31/02/2024';
    rows.push([...(rows[0] as string[])]);
    const response = await importDeliveries(app, admin, customer.id, tsv(HEADER, rows));
    expect(response.statusCode).toBe(422);
    expect(response.json<RefusedBody>().errors).toEqual([
      { line: 3, column: 'qty', message: 'qty must be a whole number from 0 to 2147483647' },
      { line: 5, column: 'date', message: 'date 31/02/2024 is not a real date' },
      {
        line: 7,
        column: 'seqProd',
        message: 'Duplicate of line 2: slipNumber SJ-0 with seqProd 001 is on both lines',
      },
    ]);
    expect(await storedDeliveries(app, customer.id)).toEqual([]);
  });

  it('refuses a 50 000-row file whose last row is bad, storing none of it', async () => {
    const customer = await createCustomer(app, admin);
    const rows = 50_000;
    const file = deliveryFileChunks(rows, {
      lineAt: (index, line) =>
        index === rows - 1 ? line.replace(/\t\d+\t2024-/, '\tmany\t2024-') : line,
    });
    const response = await importDeliveries(app, admin, customer.id, file);
    expect(response.statusCode).toBe(422);
    expect(response.json<RefusedBody>().errors).toEqual([
      { line: rows + 1, column: 'qty', message: 'qty must be a whole number from 0 to 2147483647' },
    ]);
    expect(await storedDeliveries(app, customer.id)).toEqual([]);
  });

  it('lists the first 100 problems of a file with more, and says there are more', async () => {
    const customer = await createCustomer(app, admin);
    const rows = rowsOf(150).map((row) => [...row.slice(0, 3), 'x', ...row.slice(4)]);
    const response = await importDeliveries(app, admin, customer.id, tsv(HEADER, rows));
    expect(response.statusCode).toBe(422);
    const body = response.json<RefusedBody>();
    expect(body.message).toBe(
      'Nothing was imported: the file has more than 100 problems (the first 100 are listed).',
    );
    expect(body.errors).toHaveLength(100);
    expect(body.errors[99]?.line).toBe(101);
  });

  it.each([
    ['an empty file', '', IMPORT_FILE_MESSAGES.empty],
    ['a header without rows', tsv(HEADER, []), IMPORT_FILE_MESSAGES.headerOnly],
    [
      'a binary file',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0, 0x21, 0, 0xff, 0xfe]),
      IMPORT_FILE_MESSAGES.binary,
    ],
    [
      'a file missing a required column',
      tsv(['slipNumber', 'seqProd', 'partNumber', 'date'], [['A', '1', 'P', '2024-01-01']]),
      'The header is missing the required column qty.',
    ],
    [
      'a Latin-1 file',
      Buffer.from(`${HEADER.join('\t')}\nSJ-1\t1\tP\t1\t2024-01-01\tCAF\xc9\t\n`, 'latin1'),
      IMPORT_FILE_MESSAGES.encoding(2),
    ],
  ])('answers 400 for %s', async (_name, content, message) => {
    const customer = await createCustomer(app, admin);
    const response = await importDeliveries(app, admin, customer.id, content);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { message },
    });
    expect(await storedDeliveries(app, customer.id)).toEqual([]);
  });
});

describe('the request', () => {
  it('needs the file and the customer (validation_error on each missing field)', async () => {
    const customer = await createCustomer(app, admin);
    const noFile = await importDeliveries(app, admin, customer.id, undefined);
    expect({ status: noFile.statusCode, body: noFile.json() }).toEqual({
      status: 400,
      body: {
        message: 'validation_error',
        errors: [{ path: 'file', message: 'Please select a file to import' }],
      },
    });
    const noCustomer = await importDeliveries(app, admin, undefined, tsv(HEADER, rowsOf(1)));
    expect(noCustomer.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'customerId', message: 'Choose a customer' }],
    });
    const badCustomer = await importDeliveries(app, admin, 'not-an-id', tsv(HEADER, rowsOf(1)));
    expect(badCustomer.statusCode).toBe(400);
  });

  it('answers 404 for a customer that does not exist, before or after the file', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const fileFirst of [false, true]) {
      const response = await importDeliveries(app, admin, unknown, tsv(HEADER, rowsOf(1)), {
        fileFirst,
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { message: 'Customer not found' },
      });
    }
  });

  it('refuses a body that is not multipart, and a second file', async () => {
    const customer = await createCustomer(app, admin);
    const json = await app.inject({
      method: 'POST',
      url: '/api/deliveries/import',
      headers: { authorization: admin.authorization },
      payload: { customerId: customer.id },
    });
    expect({ status: json.statusCode, body: json.json() }).toEqual({
      status: 400,
      body: { message: IMPORT_MESSAGES.notMultipart },
    });
    const { payload, contentType } = multipartBody([
      { name: 'customerId', value: customer.id },
      { name: 'file', filename: 'a.txt', content: tsv(HEADER, rowsOf(1)) },
      { name: 'file', filename: 'b.txt', content: tsv(HEADER, rowsOf(1, 5)) },
    ]);
    const twoFiles = await app.inject({
      method: 'POST',
      url: '/api/deliveries/import',
      headers: { authorization: admin.authorization, 'content-type': contentType },
      payload,
    });
    expect({ status: twoFiles.statusCode, body: twoFiles.json() }).toEqual({
      status: 400,
      body: { message: IMPORT_MESSAGES.oneFile },
    });
    expect(await storedDeliveries(app, customer.id)).toEqual([]);
  });

  it('is for admins: 403 for a user and 401 without a token, nothing stored', async () => {
    const customer = await createCustomer(app, admin);
    const asUser = await importDeliveries(app, user, customer.id, tsv(HEADER, rowsOf(2)));
    expect({ status: asUser.statusCode, body: asUser.json() }).toEqual({
      status: 403,
      body: { message: 'Forbidden: admin role required' },
    });
    const anonymous = await importDeliveries(app, null, customer.id, tsv(HEADER, rowsOf(2)));
    expect(anonymous.statusCode).toBe(401);
    expect(await storedDeliveries(app, customer.id)).toEqual([]);
  });

  it('ends consistent when two imports of one customer run at once', async () => {
    const customer = await createCustomer(app, admin);
    const first = tsv(HEADER, rowsOf(300));
    const second = tsv(
      HEADER,
      rowsOf(300, 150).map((row) => [...row.slice(0, 3), '7', ...row.slice(4)]),
    );
    const [a, b] = await Promise.all([
      importDeliveries(app, admin, customer.id, first),
      importDeliveries(app, admin, customer.id, second),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const results = [a.json<ImportBody>().result, b.json<ImportBody>().result];
    // 450 distinct keys: each was inserted by exactly one of the two; 150 overlap.
    expect(results[0]!.inserted + results[1]!.inserted).toBe(450);
    const stored = await storedDeliveries(app, customer.id);
    expect(stored).toHaveLength(450);
    // Whichever ran second decided the overlapping rows: all of them are one file's version.
    const overlap = stored.filter((row) => {
      const n = Number(String(row.slip_number).slice(3));
      return n >= 150 && n < 300;
    });
    const quantities = new Set(overlap.map((row) => row.qty === 7));
    expect(quantities.size).toBe(1);
  });
});

describe('size limit', () => {
  let small: App;
  let smallAdmin: Session;
  beforeAll(async () => {
    small = await buildTestApp({ env: { IMPORT_MAX_BYTES: '4096' } });
    smallAdmin = await loginAs(small, 'admin');
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 for a file over IMPORT_MAX_BYTES, streamed or announced, storing nothing', async () => {
    const customer = await createCustomer(small, smallAdmin);
    // Streamed (no Content-Length): the multipart limit cuts it off.
    const streamed = await importDeliveries(
      small,
      smallAdmin,
      customer.id,
      deliveryFileChunks(200),
    );
    expect({ status: streamed.statusCode, body: streamed.json() }).toEqual({
      status: 413,
      body: { message: IMPORT_MESSAGES.tooLarge(4096) },
    });
    // Announced: refused from the Content-Length before the body is read.
    const body = [...deliveryFileChunks(2000)].join('');
    const announced = await small.inject({
      method: 'POST',
      url: '/api/deliveries/import',
      headers: {
        authorization: smallAdmin.authorization,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(Buffer.byteLength(body)),
      },
      payload: body,
    });
    expect(announced.statusCode).toBe(413);
    expect(await storedDeliveries(small, customer.id)).toEqual([]);
    // Just under the limit is fine.
    const fits = fileLine(makeRow(1));
    const ok = await importDeliveries(
      small,
      smallAdmin,
      customer.id,
      `${FILE_COLUMNS.join('\t')}\n${fits}\n`,
    );
    expect(ok.statusCode).toBe(200);
  });
});
