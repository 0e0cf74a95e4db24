// The fuzz suite (docs/rules/api.md#validation): a few thousand seeded requests generated from the app's own OpenAPI
// document, over every route and method, as admin, plain user, anonymous and with forged tokens,
// each carrying one kind of hostile input. No answer may be a 5xx, none may carry a stack trace or
// SQL text, and the app must still answer its health check afterwards.
//
// Repeatable: FUZZ_SEED picks the sequence (a failure prints the seed and the request), FUZZ_REQUESTS
// the count. The request count, status histogram and run time are printed at the end.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ROUTER_DIAGNOSIS } from 'contracts/messages';
import { sqlRows } from '../src/db/client';
import { createCustomer } from './delivery-helpers';
import { closedPort, closeSimulators, createRouter, routerOn, startSim } from './router-helpers';
import {
  buildTestApp,
  createUser,
  loginAs,
  TEST_JWT_SECRET,
  testDbKind,
  type App,
  type Session,
} from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);

/** mulberry32: a small, fast, seedable PRNG (the same seed gives the same requests). */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** JSON text sent as is: numbers JSON.stringify cannot write (1e400, -0), nesting it would overflow on. */
class RawJson {
  constructor(readonly text: string) {}
}

type Value = string | number | boolean | null | RawJson | Value[] | { [key: string]: Value };

function toJson(value: Value): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const WORDS = [
  'alpha',
  'Budi',
  'garnish',
  'PT Maju',
  'cover fr',
  'x',
  'ünïcødé',
  '東京',
  'tray 100%',
];

function validString(random: Random, schema: JsonSchema): string {
  if (schema.format === 'email') return `fuzz${random.int(1e6)}@example.com`;
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return `2026-0${1 + random.int(9)}-1${random.int(9)}`;
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  let text = '';
  while (text.length < min) text += `${random.pick(WORDS)}${random.int(1000)}`;
  if (random.chance(0.5)) text += random.pick(WORDS);
  text = text.slice(0, Math.max(min, Math.min(max, text.length)));
  // Usernames take no spaces.
  return schema.pattern === '^\\S*$' ? text.replace(/\s/g, '_') : text;
}

/** A value the schema accepts (mostly: patterns beyond dates and usernames are not honoured). */
function validValue(random: Random, schema: JsonSchema): Value {
  if (schema.enum) return random.pick(schema.enum) as Value;
  if (schema.anyOf) return validValue(random, random.pick(schema.anyOf));
  switch (schema.type) {
    case 'string':
      return validString(random, schema);
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 100, min + 100);
      return min + random.int(max - min + 1);
    }
    case 'number':
      return random.int(1000);
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return schema.items ? [validValue(random, schema.items)] : [];
    case 'object': {
      const out: Record<string, Value> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6)) {
          out[key] = validValue(random, property);
        }
      }
      return out;
    }
    default:
      return null;
  }
}

/** Arrays and objects nested `depth` deep. */
function deep(depth: number): RawJson {
  const half = Math.floor(depth / 2);
  return new RawJson(`${'[{"a":'.repeat(half)}1${'}]'.repeat(half)}`);
}

const CONTROL = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f'].filter(
  (c) => c !== '\t' && c !== '\n' && c !== '\r',
);
const HUGE_NUMBERS = ['1e309', '-1e309', '1e400', '1e20', '-1e20', '9007199254740993', '-0', '1.5'];
const HUGE_NUMBER_TEXT = ['Infinity', '-Infinity', 'NaN', '1e309', '1e400', '1e20', '0x10', ' 1'];
const BAD_UUIDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  "1' OR '1'='1",
  '12345',
  '',
  `${randomUUID()}\u0000`,
  `${randomUUID()}x`,
];

/** The mutation kinds the issue lists; each request carries one (or none). */
const MUTATIONS = [
  'none',
  'wrongType',
  'nul',
  'control',
  'surrogate',
  'bigString',
  'hugeNumber',
  'badUuid',
  'deepJson',
  'badContentType',
  'garbageBody',
] as const;
type Mutation = (typeof MUTATIONS)[number];

function mutateLeaf(random: Random, kind: Mutation, value: Value): Value {
  const text = typeof value === 'string' ? value : validString(random, {});
  const at = random.int(text.length + 1);
  const insert = (s: string) => `${text.slice(0, at)}${s}${text.slice(at)}`;
  switch (kind) {
    case 'wrongType':
      return random.pick<Value>([123, true, [], {}, null, 'text', [1, 'a'], 1.5, -1]);
    case 'nul':
      return insert('\u0000');
    case 'control':
      return insert(random.pick(CONTROL));
    case 'surrogate':
      return insert(random.pick(['\ud800', '\udfff', '\udbff', '\udc00x']));
    case 'bigString':
      return 'x'.repeat(random.pick([1_000_000, 100_000, 1_001]));
    case 'hugeNumber':
      return random.chance(0.5)
        ? new RawJson(random.pick(HUGE_NUMBERS))
        : random.pick(HUGE_NUMBER_TEXT);
    case 'badUuid':
      return random.pick(BAD_UUIDS);
    case 'deepJson':
      return deep(random.pick([50, 500, 5000]));
    default:
      return value;
  }
}

/** Query strings by hand: encodeURIComponent throws on a lone surrogate, a client may still send one. */
function encode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      // The lone surrogate as CESU-8-like bytes: not valid UTF-8.
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

function queryText(value: Value): string {
  if (value instanceof RawJson) return value.text;
  if (value !== null && typeof value === 'object') return JSON.stringify(value).slice(0, 2000);
  return String(value);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** An HS256 JWT over any payload text (a real signer refuses the broken claims this needs). */
function hs256(payload: string, key = TEST_JWT_SECRET, alg = 'HS256'): string {
  const signed = `${base64url(JSON.stringify({ alg, typ: 'JWT' }))}.${base64url(payload)}`;
  if (alg === 'none') return `${signed}.`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

const claims = (extra: Record<string, unknown>) =>
  JSON.stringify({
    iss: 'pokayoke-admin',
    aud: 'pokayoke-admin-api',
    iat: nowSeconds(),
    exp: nowSeconds() + 600,
    username: 'admin',
    role: 'admin',
    ...extra,
  });

/** Forged, broken and wrong-claim tokens. */
function forgedTokens(adminId: string): string[] {
  return [
    'garbage',
    'a.b.c',
    hs256(claims({ sub: adminId }), TEST_JWT_SECRET, 'none'),
    hs256(claims({ sub: adminId, exp: nowSeconds() - 60, iat: nowSeconds() - 1000 })),
    hs256(claims({ sub: adminId }), 'x'.repeat(48)),
    hs256(claims({ sub: 'not-a-uuid' })),
    hs256(claims({ sub: "1' OR '1'='1" })),
    hs256(claims({ sub: 12345 })),
    hs256(claims({ sub: `${adminId}\u0000` })),
    hs256(claims({ sub: ['x'] })),
    hs256(claims({ sub: adminId, role: 'root' })),
    hs256(claims({ sub: adminId, username: 7 })),
    hs256(claims({ sub: adminId }).replace(/"exp":\d+/, '"exp":1e400')),
    hs256(claims({ sub: adminId, iat: 'yesterday' })),
    hs256('not json'),
  ];
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: Mutation;
  as: string;
}

// Text of an error that escaped: a stack frame, a module path, PostgreSQL's own wording.
const LEAK =
  /\n\s+at .+:\d+:\d+|node_modules|invalid input syntax|syntax error at or near|invalid byte sequence|violates .*constraint|duplicate key value|relation "[^"]+" does not exist|out of range for type|unterminated/i;

const SAMPLE_PNG = readFileSync(path.join(__dirname, 'fixtures', 'images', 'sample.png'));

let app: App;
let admin: Session;
let user: Session;
let ids: string[];
let tokens: string[];
/** A subscriber's phone and a signed-in portal cookie of it (the portal routes get a session too). */
const PORTAL_PHONE = '6281299990001';
let portalCookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await loginAs(app, 'admin');
  user = await loginAs(app, 'user');
  const customer = await createCustomer(app, admin);
  const target = await createUser(app, { username: 'fuzz-target' });
  // Routers: one on a simulator (PPP routes reach a live router), one on a closed port (refused at
  // once, so the fuzz never waits on an unreachable host).
  const liveRouter = await routerOn(app, admin, await startSim());
  const deadRouter = await createRouter(app, admin, {
    routerHost: `127.0.0.1:${await closedPort()}`,
  });
  // A CMS banner, so that the CMS `/{id}` routes reach a record too, not only 404s.
  const banner = await app.inject({
    method: 'POST',
    url: '/api/cms/banners',
    headers: { authorization: admin.authorization },
    payload: { title: 'Fuzz', description: 'Fuzz banner', image: '/fuzz.png' },
  });
  ids = [
    customer.id,
    target.id,
    randomUUID(),
    liveRouter.id,
    deadRouter.id,
    banner.json<{ data: { id: string } }>().data.id,
  ];
  tokens = forgedTokens(admin.user.id);
  portalCookie = await portalSession(liveRouter.id);
}, 120_000);

/** A plan and a subscriber with PORTAL_PHONE (straight in the tables), signed in on the portal. */
async function portalSession(routerId: string): Promise<string> {
  await app.db.orm.execute(sql`
    WITH plan AS (
      INSERT INTO plans (name, price, ppp_profile) VALUES ('Fuzz plan', 100000, 'default') RETURNING id
    )
    INSERT INTO subscribers (name, phone, router_id, ppp_username, plan_id, billing_day, billing_start)
    SELECT 'Fuzz subscriber', ${PORTAL_PHONE}, ${routerId}, 'fuzz-portal', id, 5, '2026-01-01' FROM plan`);
  const asked = await app.inject({
    method: 'POST',
    url: '/api/portal/otp',
    payload: { phone: PORTAL_PHONE },
  });
  expect(asked.statusCode).toBe(200);
  const [message] = await sqlRows<{ body: string }>(
    app.db.orm,
    sql`SELECT body FROM messages WHERE "to" = ${PORTAL_PHONE} ORDER BY created_at DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/portal/login',
    payload: { phone: PORTAL_PHONE, code },
  });
  expect(signedIn.statusCode).toBe(200);
  return String(signedIn.headers['set-cookie']).split(';')[0] as string;
}

afterAll(async () => {
  await app.close();
  await closeSimulators();
});

function operations(): Operation[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
}

function generate(random: Random, operation: Operation): FuzzRequest {
  const mutation = random.pick(MUTATIONS);
  const headers: Record<string, string> = {};
  const who = random.pick(['admin', 'admin', 'user', 'anonymous', 'forged', 'portal'] as const);
  if (who === 'admin') headers.authorization = admin.authorization;
  if (who === 'user') headers.authorization = user.authorization;
  if (who === 'forged') headers.authorization = `Bearer ${random.pick(tokens)}`;
  // The portal's cookie, signed in or forged, on any route (the staff routes must ignore it).
  if (who === 'portal') {
    // Never the real one on the sign-out, which would end it for the rest of the run.
    headers.cookie =
      random.chance(0.8) && operation.path !== '/api/portal/logout'
        ? portalCookie
        : `portal_session=${random.pick(['x', 'a'.repeat(200), '%00', randomUUID()])}`;
  }

  // Which part carries the mutation: a path parameter, a query parameter, or the body.
  const targets: string[] = [];
  const params = operation.parameters ?? [];
  for (const p of params) targets.push(`${p.in}:${p.name}`);
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  let body: Value | undefined = jsonBody ? validValue(random, jsonBody) : undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof RawJson)) {
    for (const key of Object.keys(jsonBody?.properties ?? {})) targets.push(`body:${key}`);
  }
  const target = targets.length > 0 ? random.pick(targets) : null;

  let path = operation.path;
  const query: string[] = [];
  for (const p of params) {
    let value: Value =
      p.in === 'path' || p.name === 'customerId' ? random.pick(ids) : validValue(random, p.schema);
    const mutated = target === `${p.in}:${p.name}`;
    if (!mutated && p.in === 'query' && !p.required && random.chance(0.5)) continue;
    if (mutated) value = mutateLeaf(random, mutation, value);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encode(queryText(value)));
    else query.push(`${encode(p.name)}=${encode(queryText(value))}`);
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof RawJson)) {
    const record = body as Record<string, Value>;
    if ('phone' in record && random.chance(0.5)) record.phone = PORTAL_PHONE;
  }
  if (target?.startsWith('body:') && body && typeof body === 'object' && !Array.isArray(body)) {
    const key = target.slice('body:'.length);
    const record = body as Record<string, Value>;
    record[key] = mutateLeaf(random, mutation, record[key] ?? '');
  }
  if (mutation === 'deepJson' && random.chance(0.5)) body = deep(random.pick([1000, 10_000]));

  let payload: string | Buffer | undefined = body === undefined ? undefined : toJson(body);
  if (payload !== undefined || operation.method !== 'GET') {
    headers['content-type'] = 'application/json';
  }
  if (mutation === 'badContentType') {
    headers['content-type'] = random.pick([
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      '\u0000',
    ]);
    payload ??= 'a=1';
  }
  if (mutation === 'garbageBody') {
    payload = random.pick([
      '{',
      '{"a":',
      'null',
      '[]',
      '"x"',
      '\u0000\u0001\u0002',
      '{"__proto__":{"x":1}}',
    ]);
  }
  if (operation.path === '/api/deliveries/import' && random.chance(0.7)) {
    const boundary = 'fuzzboundary';
    const customerId =
      mutation === 'none'
        ? random.pick(ids)
        : queryText(mutateLeaf(random, mutation, random.pick(ids)));
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\n${customerId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nslipNumber\tseqProd\n${random.pick(['SJ-1\t001', '\u0000\u0001', 'x'])}\r\n` +
      (random.chance(0.8) ? `--${boundary}--\r\n` : '');
  }
  if (operation.path === '/api/cms/uploads' && random.chance(0.7)) {
    // The image upload: a real PNG, cut, glued to markup, or bytes of another kind, under any name.
    const boundary = 'fuzzupload';
    const bytes = random.pick([
      SAMPLE_PNG,
      SAMPLE_PNG.subarray(0, random.int(SAMPLE_PNG.length)),
      Buffer.concat([SAMPLE_PNG, Buffer.from('<html><script>x</script>')]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
      Buffer.from('\u0000\u0001garbage'),
    ]);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(['file', 'image', ''])}"; ` +
          `filename="${random.pick(['a.png', 'a.svg', '../../x', '\u0000'])}"\r\n` +
          `Content-Type: ${random.pick(['image/png', 'text/html', 'image/svg+xml'])}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(random.chance(0.8) ? `\r\n--${boundary}--\r\n` : ''),
    ]);
  }
  const search = query.length > 0 ? `?${query.join('&')}` : '';
  return {
    method: operation.method,
    url: `${path}${search}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    mutation,
    as: who,
  };
}

const ROUTER_REASONS = new Set<string>(Object.values(ROUTER_DIAGNOSIS));

/**
 * A router route answering 502/503/504 with one of the diagnosis sentences is the contract
 * (docs/rules/routers.md#connection-test: an unreachable or hung router), not a server failure: the fuzz
 * points one router at a closed port, and renames hosts of the others at random.
 */
function isRouterAnswer(url: string, status: number, body: string): boolean {
  if (![502, 503, 504].includes(status)) return false;
  if (
    !url.startsWith('/api/ppp/') &&
    !url.startsWith('/api/hotspot/') &&
    !/^\/api\/routers\/[^/]+\/test/.test(url)
  )
    return false;
  try {
    const answer = JSON.parse(body) as { error?: unknown };
    return typeof answer.error === 'string' && ROUTER_REASONS.has(answer.error);
  } catch {
    return false;
  }
}

describe(`fuzz (${testDbKind()}, seed ${SEED})`, () => {
  it(`answers ${REQUESTS} generated requests without a 5xx or a leaked error, and stays up`, async () => {
    const started = performance.now();
    const random = prng(SEED);
    const all = operations();
    const histogram = new Map<number, number>();
    const perOperation = new Map<string, number>();
    const failures: string[] = [];

    for (let i = 0; i < REQUESTS; i += 1) {
      // Round robin over the operations, so every route and method gets its share.
      const operation = all[i % all.length] as Operation;
      const request = generate(random, operation);
      const key = `${operation.method} ${operation.path}`;
      perOperation.set(key, (perOperation.get(key) ?? 0) + 1);
      let status: number;
      let body: string;
      try {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        status = response.statusCode;
        body = response.body;
      } catch (error) {
        // The client refused to send it (an illegal header value): nothing reached the app.
        if (error instanceof TypeError) continue;
        throw error;
      }
      histogram.set(status, (histogram.get(status) ?? 0) + 1);
      if ((status >= 500 && !isRouterAnswer(request.url, status, body)) || LEAK.test(body)) {
        failures.push(
          `#${i} ${request.method} ${request.url.slice(0, 200)} as ${request.as}, ${request.mutation}: ${status} ${body.slice(0, 300)}`,
        );
      }
    }

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const seconds = (performance.now() - started) / 1000;
    const shown = [...histogram.entries()].sort(([a], [b]) => a - b);
    console.log(
      `fuzz on ${testDbKind()}: ${REQUESTS} requests (seed ${SEED}) over ${all.length} operations in ${seconds.toFixed(1)} s; ` +
        `status histogram ${shown.map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    );

    expect(failures.slice(0, 20)).toEqual([]);
    expect(health.statusCode).toBe(200);
    for (const operation of all) {
      expect(perOperation.get(`${operation.method} ${operation.path}`) ?? 0).toBeGreaterThan(
        REQUESTS / all.length - 2,
      );
    }
  }, 300_000);
});
