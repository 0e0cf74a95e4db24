// CSV exports of the lists that come live from a router (docs/rules/reports.md#exports) against
// in-process simulators: each CSV holds the JSON list's rows for the same query (the browser's
// search and sort for the lists it loads whole, the server's filters for hotspot users and batches),
// `columns` picks and orders, an unknown column is a 400 on `columns`, no password in any export,
// a router's fault is the JSON list's 502/504 and never a half file, 401 without a token, and a
// router of 20,000 hotspot users streamed, never one string.
import { randomUUID } from 'node:crypto';
import {
  HOTSPOT_ACTIVE_COLUMNS,
  HOTSPOT_PROFILE_COLUMNS,
  HOTSPOT_USER_COLUMNS,
  PPP_ACTIVE_COLUMNS,
  PPP_PROFILE_COLUMNS,
  PPP_SECRET_COLUMNS,
  VOUCHER_BATCH_COLUMNS,
  columnText,
  searchAndSortRows,
  type ExportColumn,
  type ListOrder,
} from 'contracts/lists';
import type { Simulator } from 'routeros/sim';
import { seedState } from 'routeros/sim';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { closedPort, closeSimulators, createRouter, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
setUpSuite(
  // Room for a full print of 20,000 users on a busy machine; a hung router is still found out.
  { env: { ROUTER_COMMAND_TIMEOUT_MS: '5000', ROUTER_TEST_TIMEOUT_MS: '700' } },
  (suite) => ({ app, admin, user } = suite),
);

let sim: Simulator;
let routerId: string;
beforeAll(async () => {
  // A stopped clock: the live counters (uptime) read alike by the JSON list and its CSV.
  const now = Date.now();
  sim = await startSim({ state: seedState({ hotspotDemo: true, now }), now: () => now });
  routerId = (await routerOn(app, admin, sim)).id;
});
afterAll(closeSimulators);

/** A CSV the API wrote, as rows of cells (every cell is quoted; none of these holds a newline). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      const cell = /"((?:[^"]|"")*)"(,|$)/gy;
      let match: RegExpExecArray | null;
      while ((match = cell.exec(line)) !== null) {
        cells.push((match[1] as string).replace(/""/g, '"'));
        if (match[2] === '') break;
      }
      expect(cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).toBe(line);
      return cells;
    });
}

/** A CSV cell as the shared writer makes it inert (a leading = + - @ gets a '). */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The file the console's list of `rows` would export: the browser's search and sort, then the cells. */
function expectedCsv<TRow>(
  rows: readonly TRow[],
  order: ListOrder,
  table: readonly ExportColumn<TRow>[],
) {
  return [
    table.map((c) => c.label),
    ...searchAndSortRows(rows, order, table).map((row) =>
      table.map((c) => defused(columnText(c, row))),
    ),
  ];
}

async function csvOf(session: Session | null, url: string) {
  const response = await callAs(app, session, 'GET', url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { response, rows: parseCsv(response.body) };
}

const jsonOf = async <T>(url: string): Promise<T[]> => {
  const response = await callAs(app, user, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const ppp = (path: string, id = routerId) => `/api/ppp/${id}${path}`;
const hs = (path: string, id = routerId) => `/api/hotspot/${id}${path}`;
/** A path made once the router exists (the tables below are read before it does). */
const later = (make: (path: string) => string, path: string) => ({
  toString: () => make(path),
});

/** The lists the console loads whole, and the queries the browser may send for each. */
const WHOLE_LISTS = [
  {
    url: later(ppp, '/secrets'),
    file: 'ppp-secrets',
    table: PPP_SECRET_COLUMNS,
    sortCol: 'address',
  },
  { url: later(ppp, '/active'), file: 'ppp-active', table: PPP_ACTIVE_COLUMNS, sortCol: 'uptime' },
  {
    url: later(ppp, '/profiles'),
    file: 'ppp-profiles',
    table: PPP_PROFILE_COLUMNS,
    sortCol: 'rateLimit',
  },
  {
    url: later(hs, '/profiles'),
    file: 'hotspot-profiles',
    table: HOTSPOT_PROFILE_COLUMNS,
    sortCol: 'validity',
  },
  {
    url: later(hs, '/active'),
    file: 'hotspot-active',
    table: HOTSPOT_ACTIVE_COLUMNS,
    sortCol: 'bytesIn',
  },
] as const;

describe.each(WHOLE_LISTS)('$file.csv (a list the console loads whole)', (entry) => {
  const table = entry.table as readonly ExportColumn<object>[];
  const list = {
    get url() {
      return String(entry.url);
    },
    file: entry.file,
    sortCol: entry.sortCol,
  };

  it('is the JSON list with every column, in the router order, as a dated download', async () => {
    const rows = await jsonOf<object>(list.url);
    expect(rows.length).toBeGreaterThan(0);
    const { response, rows: csv } = await csvOf(user, `${list.url}.csv`);
    expect(csv).toEqual(expectedCsv(rows, {}, table));
    expect(csv).toHaveLength(rows.length + 1);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${list.file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
  });

  it.each([{ sortDir: 'asc' as const }, { sortDir: 'desc' as const }])(
    'sorts by a column as the browser does ($sortDir), paging ignored',
    async ({ sortDir }) => {
      const rows = await jsonOf<object>(list.url);
      const { rows: csv } = await csvOf(
        user,
        `${list.url}.csv?sortCol=${list.sortCol}&sortDir=${sortDir.toUpperCase()}&page=2&perPage=5`,
      );
      expect(csv).toEqual(expectedCsv(rows, { sortCol: list.sortCol, sortDir }, table));
    },
  );

  it('searches every column case-insensitively, as the browser does', async () => {
    const rows = await jsonOf<object>(list.url);
    // A needle taken from the second column's text of the last row: it matches a few rows, not all.
    const sample = columnText(table[0] as ExportColumn<object>, rows.at(-1) as object);
    const needle = sample.slice(0, 3).toUpperCase();
    const { rows: csv } = await csvOf(
      user,
      `${list.url}.csv?search=${encodeURIComponent(needle)}&sortCol=${table[0]?.id}&sortDir=asc`,
    );
    const expected = expectedCsv(
      rows,
      { search: needle, sortCol: table[0]?.id, sortDir: 'asc' },
      table,
    );
    expect(csv).toEqual(expected);
    expect(csv.length).toBeGreaterThan(1);
    for (const line of csv.slice(1))
      expect(line.join('\u0000').toLowerCase()).toContain(needle.toLowerCase());
  });

  it('writes the columns asked for, in their order; an unknown one is a 400 on columns', async () => {
    const ids = table.map((c) => c.id);
    const picked = [ids.at(-1) as string, ids[0] as string];
    const { rows: csv } = await csvOf(user, `${list.url}.csv?columns=${picked.join(',')}`);
    const full = expectedCsv(await jsonOf<object>(list.url), {}, table);
    const at = picked.map((id) => ids.indexOf(id));
    expect(csv).toEqual(full.map((line) => at.map((i) => line[i])));

    for (const columns of ['password', `${ids[0]},nope`]) {
      const bad = await callAs(app, user, 'GET', `${list.url}.csv?columns=${columns}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(
        expect.objectContaining({
          message: 'validation_error',
          errors: [expect.objectContaining({ path: 'columns' })],
        }),
      );
    }
    const badSort = await callAs(app, user, 'GET', `${list.url}.csv?sortCol=password`);
    expect(badSort.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await callAs(app, null, 'GET', `${list.url}.csv`)).statusCode).toBe(401);
  });
});

describe('the texts the console shows', () => {
  it('hotspot profiles: prices in Rp, validity in words, expiry as the console names it', async () => {
    const profile = (await jsonOf<{ id: string; name: string }>(hs('/profiles')))[1] as {
      id: string;
      name: string;
    };
    const changed = await callAs(app, admin, 'PUT', hs(`/profiles/${profile.id}`), {
      price: 1250000,
      sellingPrice: 1500000,
      validity: '30d',
      expiryMode: 'disable',
      lockMac: true,
    });
    expect(changed.statusCode).toBe(200);
    const { rows: csv } = await csvOf(
      user,
      `${hs('/profiles')}.csv?columns=name,price,sellingPrice,validity,expiryMode,lockMac&search=${encodeURIComponent(profile.name)}`,
    );
    expect(csv[0]).toEqual(['Name', 'Price', 'Selling Price', 'Validity', 'On expiry', 'Lock MAC']);
    expect(csv).toContainEqual([
      profile.name,
      'Rp 1.250.000',
      'Rp 1.500.000',
      '30 days',
      'Disable user',
      'Locked',
    ]);
  });

  it('hotspot sessions: uptime and bytes as people read them', async () => {
    const sessions = await jsonOf<{ user: string; uptime: string; bytesOut: number }>(
      hs('/active'),
    );
    const first = sessions[0] as { user: string; uptime: string; bytesOut: number };
    const { rows: csv } = await csvOf(user, `${hs('/active')}.csv?columns=user,uptime,bytesIn`);
    const line = csv.find((cells) => cells[0] === first.user) as string[];
    expect(line[1]).toMatch(/^\d+[wdhms]( \d+[wdhms])?$/);
    expect(line[2]).toMatch(/^[\d.,]+ (B|KiB|MiB|GiB|TiB)$/);
  });
});

describe('hotspot users.csv (searched, filtered and sorted on the server)', () => {
  interface User {
    name: string;
    password: string;
    profile: string;
    status: string;
  }
  /** Every page of the JSON list for `query`. */
  async function allPages(query: string): Promise<User[]> {
    const rows: User[] = [];
    for (let page = 1; ; page += 1) {
      const response = await callAs(
        app,
        user,
        'GET',
        `${hs('/users')}?${query}&page=${page}&perPage=100`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      rows.push(...body.data);
      if (page >= body.pagination.totalPages) return rows;
    }
  }
  const table = HOTSPOT_USER_COLUMNS as readonly ExportColumn<object>[];

  it.each([
    '',
    'sortCol=name&sortDir=desc',
    'status=unused&sortCol=profile',
    'search=VC&sortCol=uptime&sortDir=desc',
    'profile=1jam&sortCol=bytesIn',
  ])('holds the JSON list across all its pages for "%s"', async (query) => {
    const rows = await allPages(query);
    expect(rows.length).toBeGreaterThan(0);
    const { rows: csv } = await csvOf(user, `${hs('/users')}.csv?${query}`);
    // The JSON rows are in the list's order already: the CSV keeps it, cells as the console shows.
    expect(csv).toEqual([
      table.map((c) => c.label),
      ...rows.map((row) => table.map((c) => defused(columnText(c, row)))),
    ]);
  });

  it('never carries a password, not even as a column asked for', async () => {
    const password = `pw-${randomUUID()}`;
    const made = await callAs(app, admin, 'POST', hs('/users'), {
      name: `csv-${randomUUID().slice(0, 8)}`,
      password,
      comment: '=HYPERLINK("http://x")',
    });
    expect(made.statusCode).toBe(201);
    const { rows: csv, response } = await csvOf(user, `${hs('/users')}.csv`);
    expect(response.body).not.toContain(password);
    // The comment is written, defused.
    expect(csv.some((line) => line.includes(`'=HYPERLINK("http://x")`))).toBe(true);
    const bad = await callAs(app, user, 'GET', `${hs('/users')}.csv?columns=name,password`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'columns' })]);
    const badBatch = await callAs(app, user, 'GET', `${hs('/users')}.csv?batchId=nope`);
    expect(badBatch.statusCode).toBe(400);
    expect(badBatch.json().errors).toEqual([expect.objectContaining({ path: 'batchId' })]);
  });

  it('answers 401 without a token', async () => {
    expect((await callAs(app, null, 'GET', `${hs('/users')}.csv`)).statusCode).toBe(401);
  });
});

describe('vouchers.csv (the batches)', () => {
  it('holds the JSON list of batches for the same query, no voucher password', async () => {
    const made = await callAs(app, admin, 'POST', hs('/vouchers'), {
      profile: '1jam',
      count: 3,
      mode: 'userpass',
      note: 'csv export',
    });
    expect(made.statusCode).toBe(201);
    const vouchers: { name: string; password: string }[] = made.json().data.vouchers;
    for (const query of ['', 'sortCol=count&sortDir=asc', 'search=csv']) {
      const rows = await jsonOf<object>(`${hs('/vouchers')}?${query}`);
      const { rows: csv, response } = await csvOf(
        user,
        `${hs('/vouchers')}.csv?${query}&page=1&perPage=5`,
      );
      const table = VOUCHER_BATCH_COLUMNS as readonly ExportColumn<object>[];
      expect(csv).toEqual([
        table.map((c) => c.label),
        ...rows.map((row) => table.map((c) => defused(columnText(c, row)))),
      ]);
      for (const voucher of vouchers) expect(response.body).not.toContain(voucher.password);
    }
    const { rows: picked } = await csvOf(
      user,
      `${hs('/vouchers')}.csv?search=csv&columns=note,count`,
    );
    expect(picked).toEqual([
      ['Note', 'Count'],
      ['csv export', '3'],
    ]);
  });
});

describe('PPP secrets.csv never carries a password', () => {
  it('leaves the password out of every column', async () => {
    const password = `pw-${randomUUID()}`;
    const made = await callAs(app, admin, 'POST', ppp('/secrets'), {
      name: `csv-${randomUUID().slice(0, 8)}`,
      password,
      profile: 'default',
    });
    expect(made.statusCode).toBe(201);
    const { response } = await csvOf(user, `${ppp('/secrets')}.csv`);
    expect(response.body).toContain(made.json().data.name);
    expect(response.body).not.toContain(password);
  });
});

describe('router faults: the JSON list answer, never a half file', () => {
  const ROUTER_CSVS = [
    '/api/ppp/{id}/secrets.csv',
    '/api/ppp/{id}/active.csv',
    '/api/ppp/{id}/profiles.csv',
    '/api/hotspot/{id}/users.csv',
    '/api/hotspot/{id}/profiles.csv',
    '/api/hotspot/{id}/active.csv',
  ];

  it('answers 502 with the reason for a router that refuses connections', async () => {
    const down = await createRouter(app, admin, { routerHost: `127.0.0.1:${await closedPort()}` });
    for (const path of ROUTER_CSVS) {
      const response = await callAs(app, user, 'GET', path.replace('{id}', down.id));
      expect(response.statusCode).toBe(502);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(
        expect.objectContaining({ success: false, message: expect.stringMatching(/refused/i) }),
      );
    }
    // The batches are ours: their CSV opens while the router is down, as their list does.
    const batches = await callAs(app, user, 'GET', `/api/hotspot/${down.id}/vouchers.csv`);
    expect(batches.statusCode).toBe(200);
    expect(parseCsv(batches.body)).toEqual([VOUCHER_BATCH_COLUMNS.map((c) => c.label)]);
  });

  it('answers 504 for a router that does not answer in time', async () => {
    const hung = await startSim({
      faults: { hang: ['/ip/hotspot/user/print', '/ppp/secret/print'] },
    });
    const router = await routerOn(app, admin, hung);
    const answers = await Promise.all(
      ['/api/hotspot/{id}/users.csv', '/api/ppp/{id}/secrets.csv'].map((path) =>
        callAs(app, user, 'GET', path.replace('{id}', router.id)),
      ),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(504);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers 404 for a router that does not exist', async () => {
    const missing = randomUUID();
    for (const path of ROUTER_CSVS) {
      const response = await callAs(app, user, 'GET', path.replace('{id}', missing));
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('20,000 hotspot users', () => {
  it('streams the CSV a batch at a time, every user once, in the list order', async () => {
    const big = await startSim({ state: seedState({ hotspotUsers: 20_000 }) });
    const router = await routerOn(app, admin, big);
    const started = performance.now();
    const response = await callAs(app, user, 'GET', `${hs('/users', router.id)}.csv?sortCol=name`);
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    // A stream has no length up front: the file was never one string in the API.
    expect(response.headers['content-length']).toBeUndefined();
    const csv = parseCsv(response.body);
    expect(csv).toHaveLength(big.state.hotspotUsers.length + 1);
    const names = csv.slice(1).map((line) => line[0] as string);
    expect(new Set(names).size).toBe(names.length);
    const sorted = [...names].sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
    );
    expect(names).toEqual(sorted);
    console.log(
      `hotspot users CSV: ${names.length} rows, ${(response.rawPayload.length / 1024).toFixed(0)} KiB in ${ms.toFixed(0)} ms`,
    );
  }, 120_000);
});
