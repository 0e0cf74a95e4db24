import { sql } from 'drizzle-orm';
import { customers, type CustomerRow } from '../src/db/schema';
import { customerBatches, insertCustomer } from '../src/repositories/customers';
import { resolveListQuery } from '../src/schemas/list-query';
import { CUSTOMER_MESSAGES } from 'contracts/messages';
import { CUSTOMER_SORT_COLUMNS } from 'contracts/schemas';
import {
  callAs,
  createUser,
  fakeClock,
  login,
  setUpSuite,
  type App,
  type Session,
} from './helpers';
import { describeCsvContract, idsOf } from './csv-contract';
import { describeListContract } from './list-contract';
import { describeRecordRoutes } from './record-routes-contract';
import { tableRows } from './role-matrix';

const clock = fakeClock(new Date('2026-02-01T09:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;

setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

const get = (url: string, session: Session | null = admin) => callAs(app, session, 'GET', url);

const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  session: Session = admin,
) => callAs(app, session, method, url, payload);

/**
 * Moves the clock on a little and answers the new time. Access tokens live 15 minutes on this
 * clock, so it moves by seconds, not days.
 */
function tick(): string {
  clock.advance(1000);
  return clock().toISOString();
}

let fixtureCount = 0;
/** A customer straight in the database (list fixtures, targets of writes). */
async function fixture(values: Partial<CustomerRow> = {}): Promise<CustomerRow> {
  fixtureCount += 1;
  return insertCustomer(app.db.orm, {
    name: `Fixture customer ${fixtureCount}`,
    alias: `FX${fixtureCount}`,
    address: '',
    createdBy: 'fixture',
    updatedBy: 'fixture',
    ...values,
  });
}

const allCustomers = () => app.db.orm.select().from(customers);

describe('GET /api/customers', () => {
  let rows: CustomerRow[];
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    await app.db.orm.delete(customers);
    const specs: Partial<CustomerRow>[] = [
      { name: 'Budi Santoso', alias: 'BDS', address: 'Jl. Merdeka 1, Bandung', status: 'approved' },
      { name: 'andi wijaya', alias: 'and', address: 'Jl. Sudirman 5, Jakarta', status: 'pending' },
      { name: 'Citra Lestari', alias: 'CTR', address: '', status: 'rejected' },
      { name: 'Dewi_100% Jaya', alias: 'dw_', address: 'Gg. Mawar', status: 'approved' },
      { name: 'Eko Prasetyo', alias: 'EKO', address: 'Komplek Pelangi', status: 'pending' },
      // Equal to the first one but for case: a tie that only the id can break.
      { name: 'budi santoso', alias: 'bds', address: 'jl. merdeka 1, bandung', status: 'approved' },
      { name: 'Fajar Nugroho', alias: 'FJR', address: 'Desa Sukamaju', status: 'pending' },
    ];
    rows = [];
    for (const [index, spec] of specs.entries()) {
      // Two rows share a createdAt (a tie), updatedAt runs the other way round.
      const created = at(`2026-01-0${Math.min(index, 5) + 1}T10:00:00.000Z`);
      const updated = at(`2026-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`);
      rows.push(await fixture({ ...spec, createdAt: created, updatedAt: updated }));
    }
  });

  const list = async (query: string, session: Session | null = admin) => {
    const response = await get(`/api/customers${query ? `?${query}` : ''}`, session);
    expect(response.statusCode).toBe(200);
    return response.json<{ result: Record<string, unknown>[] }>();
  };

  const named = (name: string) => (row: CustomerRow) => row.name === name;

  describeListContract('GET /api/customers', {
    suite: () => ({ app, admin, user }),
    url: () => '/api/customers',
    rows: () => rows,
    sortColumns: CUSTOMER_SORT_COLUMNS,
    offList: ['name;drop table customers'],
    // Name, alias and address are searched.
    search: [
      ['BUDI', (row) => row.name.toLowerCase() === 'budi santoso'],
      ['eko', named('Eko Prasetyo')],
      ['jakarta', named('andi wijaya')], // address only
      ['fjr', named('Fajar Nugroho')], // alias only
      ['nobody here', () => false],
      ['%', named('Dewi_100% Jaya')],
      ['_', named('Dewi_100% Jaya')],
      ['0%', named('Dewi_100% Jaya')],
      ['a_o', () => false],
      ['\\', () => false],
    ],
  });

  describeCsvContract('GET /api/customers.csv', {
    suite: () => ({ app, admin, user }),
    url: () => '/api/customers',
    name: 'customers',
    sortColumns: CUSTOMER_SORT_COLUMNS,
    defaultColumns: [
      'name',
      'alias',
      'address',
      'updatedAt',
      'status',
      'createdAt',
      'createdBy',
      'updatedBy',
    ],
    labels: [
      'Name',
      'Alias',
      'Address',
      'Updated',
      'Status',
      'Created at',
      'Created by',
      'Updated by',
    ],
    plainColumns: ['name', 'alias', 'address'],
    queries: [
      'search=BUDI',
      'search=%25',
      'search=nobody',
      'search=jakarta&sortCol=name&sortDir=asc',
    ],
    batchIds: (sortCol, sortDir, size) =>
      idsOf(
        customerBatches(
          app.db.orm,
          resolveListQuery({ sortCol, sortDir }, CUSTOMER_SORT_COLUMNS, {
            sortCol: 'createdAt',
            sortDir: 'desc',
          }),
          size,
        ),
      ),
  });

  it('CSV: cells as the list shows them (WIB times, the status badge), formulas defused', async () => {
    const row = await fixture({
      name: '=HYPERLINK("http://x")',
      alias: '+62812',
      address: '@SUM(A1), "Jl." -1',
      createdAt: at('2026-01-31T17:30:00.000Z'),
      updatedAt: at('2026-02-01T16:59:00.000Z'),
    });
    try {
      const response = await get('/api/customers.csv?search=HYPERLINK', user);
      expect(response.statusCode).toBe(200);
      expect(response.body.split('\r\n')[1]).toBe(
        `"'=HYPERLINK(""http://x"")","'+62812","'@SUM(A1), ""Jl."" -1","01/02/2026 23:59","Pending","01/02/2026 00:30","fixture","fixture"`,
      );
    } finally {
      await app.db.orm.delete(customers).where(sql`${customers.id} = ${row.id}`);
    }
  });

  it('answers the Customer shape, for a plain user too', async () => {
    const body = await list('search=Fajar', user);
    const fajar = rows.find((r) => r.name === 'Fajar Nugroho');
    expect(body.result).toEqual([
      {
        id: fajar?.id,
        name: 'Fajar Nugroho',
        alias: 'FJR',
        address: 'Desa Sukamaju',
        status: 'pending',
        createdAt: fajar?.createdAt.toISOString(),
        createdBy: 'fixture',
        updatedAt: fajar?.updatedAt.toISOString(),
        updatedBy: 'fixture',
      },
    ]);
  });
});

describe('GET /api/customers/:id', () => {
  it('answers { result } to any signed-in user', async () => {
    const row = await fixture({ name: 'Gita Permata', alias: 'GTA', address: 'Jl. Kenanga 3' });
    const response = await get(`/api/customers/${row.id}`, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: expect.objectContaining({
        id: row.id,
        name: 'Gita Permata',
        address: 'Jl. Kenanga 3',
      }),
    });
  });
});

interface WriteBody {
  message: string;
  result: Record<string, unknown> & { id: string };
}

describe('POST /api/customers', () => {
  it('creates a pending customer with the actor and the clock in the audit columns', async () => {
    const now = tick();
    const response = await write('POST', '/api/customers', {
      name: '  PT Sinar Jaya  ',
      alias: ' SNJ ',
      address: ' Jl. Asia Afrika 10\nBandung ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<WriteBody>();
    expect(body).toEqual({
      message: 'Customer created successfully',
      result: {
        id: expect.any(String),
        name: 'PT Sinar Jaya',
        alias: 'SNJ',
        address: 'Jl. Asia Afrika 10\nBandung',
        status: 'pending',
        createdAt: now,
        createdBy: 'admin',
        updatedAt: now,
        updatedBy: 'admin',
      },
    });
    expect((await get(`/api/customers/${body.result.id}`)).json()).toEqual({ result: body.result });
  });

  it("stores '' for a missing address and drops fields it does not take (status, id, audit)", async () => {
    const response = await write('POST', '/api/customers', {
      name: 'Toko Makmur',
      alias: 'TMK',
      status: 'approved',
      id: '0b9c6d1e-0000-4000-8000-000000000000',
      createdBy: 'someone else',
    });
    expect(response.statusCode).toBe(201);
    const { result } = response.json<WriteBody>();
    expect(result).toMatchObject({ address: '', status: 'pending', createdBy: 'admin' });
    expect(result.id).not.toBe('0b9c6d1e-0000-4000-8000-000000000000');
  });

  it.each([
    [
      'missing fields',
      {},
      [
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
      ],
    ],
    [
      'too short',
      { name: 'Budi', alias: 'ab' },
      [
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
      ],
    ],
    [
      'too short once trimmed',
      { name: '   Budi    ', alias: '  ab  ' },
      [
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
      ],
    ],
    [
      'null',
      { name: null, alias: null },
      [
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
      ],
    ],
    [
      'too long',
      { name: 'N'.repeat(201), alias: 'A'.repeat(101), address: 'x'.repeat(501) },
      [
        { path: 'name', message: 'Nama customer maksimal 200 karakter' },
        { path: 'alias', message: 'Alias maksimal 100 karakter' },
        { path: 'address', message: 'Alamat maksimal 500 karakter' },
      ],
    ],
    [
      'not text',
      { name: { first: 'Budi' }, alias: ['abc', 'def'], address: { street: 'x' } },
      [
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
        { path: 'address', message: 'Alamat harus berupa teks' },
      ],
    ],
  ])(
    'refuses %s with the SPEC messages on the fields, storing nothing',
    async (_case, payload, errors) => {
      const before = await allCustomers();
      const response = await write('POST', '/api/customers', payload as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        message: string;
        errors: { path: string; message: string }[];
      }>();
      expect(body.message).toBe('validation_error');
      expect([...body.errors].sort(byPath)).toEqual([...errors].sort(byPath));
      expect(await allCustomers()).toEqual(before);
    },
  );

  it('accepts the shortest valid values and the longest', async () => {
    expect(
      (await write('POST', '/api/customers', { name: 'Abcde', alias: 'Abc' })).statusCode,
    ).toBe(201);
    const long = await write('POST', '/api/customers', {
      name: 'N'.repeat(200),
      alias: 'A'.repeat(100),
      address: 'x'.repeat(500),
    });
    expect(long.statusCode).toBe(201);
  });
});

describe('PUT /api/customers/:id', () => {
  it('changes the fields given, keeps the others, and records who and when', async () => {
    const row = await fixture({ name: 'Warung Sederhana', alias: 'WRS', address: 'Pasar Baru' });
    await createUser(app, { username: 'rina', password: 'rina-password', role: 'admin' });
    const rina = await login(app, 'rina', 'rina-password');
    const now = tick();
    const response = await write('PUT', `/api/customers/${row.id}`, { alias: ' WRS2 ' }, rina);
    expect(response.statusCode).toBe(200);
    expect(response.json<WriteBody>()).toEqual({
      message: 'Customer updated successfully',
      result: {
        id: row.id,
        name: 'Warung Sederhana',
        alias: 'WRS2',
        address: 'Pasar Baru',
        status: 'pending',
        createdAt: row.createdAt.toISOString(),
        createdBy: 'fixture',
        updatedAt: now,
        updatedBy: 'rina',
      },
    });
    const full = await write('PUT', `/api/customers/${row.id}`, {
      name: 'Warung Sederhana Baru',
      alias: 'WSB',
      address: '',
    });
    expect(full.json<WriteBody>().result).toMatchObject({
      name: 'Warung Sederhana Baru',
      alias: 'WSB',
      address: '',
      updatedBy: 'admin',
    });
  });

  it('validates what it is given with the same messages, changing nothing', async () => {
    const row = await fixture();
    const response = await write('PUT', `/api/customers/${row.id}`, { name: 'abc', alias: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'validation_error',
      errors: expect.arrayContaining([
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
      ]),
    });
    expect(
      (await get(`/api/customers/${row.id}`)).json<{ result: unknown }>().result,
    ).toMatchObject({
      name: row.name,
      alias: row.alias,
    });
  });
});

describe('DELETE /api/customers/:id', () => {
  it('deletes, then the customer is gone', async () => {
    const row = await fixture();
    const response = await write('DELETE', `/api/customers/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Customer deleted successfully' });
    expect((await get(`/api/customers/${row.id}`)).statusCode).toBe(404);
    const again = await write('DELETE', `/api/customers/${row.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Customer not found' });
  });

  it('answers 409 with a clear message, never the database text, while it has deliveries', async () => {
    const customer = await fixture();
    // One delivery row, its required columns only (migration 0003: ON DELETE RESTRICT).
    await app.db.orm.execute(
      sql`INSERT INTO deliveries (customer_id, slip_number, seq_prod, part_number, qty, date)
          VALUES (${customer.id}, 'SLIP-1', '001', 'PART-1', 1, '2026-01-05')`,
    );
    const response = await write('DELETE', `/api/customers/${customer.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This customer still has deliveries and cannot be deleted.',
    });
    expect(response.body).not.toMatch(/foreign key|violates|constraint/i);
    expect((await get(`/api/customers/${customer.id}`)).statusCode).toBe(200);

    // Without its deliveries it goes.
    await app.db.orm.execute(sql`DELETE FROM deliveries WHERE customer_id = ${customer.id}`);
    expect((await write('DELETE', `/api/customers/${customer.id}`)).statusCode).toBe(200);
  });

  it('answers 409 "still used" when another table refers to it', async () => {
    await app.db.orm.execute(
      sql`CREATE TABLE fk_probe_refs (customer_id uuid NOT NULL REFERENCES customers (id))`,
    );
    try {
      const customer = await fixture();
      await app.db.orm.execute(sql`INSERT INTO fk_probe_refs VALUES (${customer.id})`);
      const response = await write('DELETE', `/api/customers/${customer.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: CUSTOMER_MESSAGES.inUse });
    } finally {
      await app.db.orm.execute(sql`DROP TABLE fk_probe_refs`);
    }
  });
});

describe('approve and reject', () => {
  it.each([
    ['approve', 'approved', 'Customer approved successfully'],
    ['reject', 'rejected', 'Customer rejected successfully'],
  ] as const)(
    '%s sets status %s and the update audit, nothing else',
    async (action, status, message) => {
      const row = await fixture({ name: 'Review Me Please', alias: 'RMP', address: 'Somewhere' });
      const now = tick();
      const response = await write('POST', `/api/customers/${row.id}/${action}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<WriteBody>()).toEqual({
        message,
        result: {
          id: row.id,
          name: 'Review Me Please',
          alias: 'RMP',
          address: 'Somewhere',
          status,
          createdAt: row.createdAt.toISOString(),
          createdBy: 'fixture',
          updatedAt: now,
          updatedBy: 'admin',
        },
      });
    },
  );

  it('can change its mind: approved, then rejected', async () => {
    const row = await fixture();
    await write('POST', `/api/customers/${row.id}/approve`);
    const response = await write('POST', `/api/customers/${row.id}/reject`);
    expect(response.json<WriteBody>().result.status).toBe('rejected');
  });
});

describeRecordRoutes('/api/customers', {
  suite: () => ({ app, admin }),
  notFound: CUSTOMER_MESSAGES.notFound,
  missingIds: ['0b9c6d1e-0000-4000-8000-000000000000', 'not-a-uuid', '1', 'create', 'nope'],
  fixtureId: async () => (await fixture()).id,
  createBody: () => ({ name: 'Matrix Customer', alias: 'MTX', address: 'Matrix street' }),
  updateBody: { name: 'Renamed by the matrix', alias: 'RNM' },
  snapshot: (instance) => tableRows(instance, customers, customers.id),
  conflicts: { delete: true },
});

function byPath(a: { path: string }, b: { path: string }) {
  return a.path.localeCompare(b.path);
}
