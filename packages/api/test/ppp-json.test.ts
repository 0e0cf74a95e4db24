// GET /api/ppp/{routerId}/secrets writes its body with JSON.stringify instead of the response
// schema's compiled serialiser (routes/ppp: `exactRows`, 10,000 secrets in half the time). That is
// only right while the bytes are the same: these tests hold the route's body equal, byte for byte,
// to what Fastify's own serialiser makes of the same schema, for a router's real answer (odd text
// included) and for generated RouterOS rows.
import { Type } from '@sinclair/typebox';
import { PppSecretSchema } from 'contracts/schemas';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { toPppSecret, type Attributes } from 'routeros';
import { seedState } from 'routeros/sim';
import { successEnvelope } from '../src/schemas/envelopes';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';

let app: App;
let user: Session;
let admin: Session;
setUpSuite({}, (suite) => ({ app, admin, user } = suite));
afterAll(closeSimulators);

/** A Fastify of its own whose one route answers `payload` through the schema's serialiser. */
let reference: FastifyInstance;
let payload: unknown = null;
beforeAll(async () => {
  reference = Fastify();
  reference.get(
    '/',
    { schema: { response: { 200: successEnvelope(Type.Array(PppSecretSchema)) } } },
    async () => payload,
  );
  await reference.ready();
});
afterAll(() => reference.close());

async function schemaBytes(data: unknown[]): Promise<string> {
  payload = { success: true, data };
  return (await reference.inject({ method: 'GET', url: '/' })).body;
}

const ODD_TEXT = [
  'kutip "ganda" dan \\ garis miring',
  'baris\nbaru\ttab\r\u0001\u001f',
  'Pelanggan — Jl. Merdeka № 5 🚀',
  '</script><script>alert(1)</script>',
  '\u2028\u2029',
  ' ',
];

it('answers the bytes the schema serialiser writes, odd text included', async () => {
  const state = seedState({ extraSecrets: 50 });
  ODD_TEXT.forEach((text, i) => {
    state.secrets.push({
      '.id': `*F${i}`,
      name: `odd-${i}`,
      password: text,
      profile: 'default',
      comment: text,
      'local-address': i % 2 ? '10.0.0.1' : '',
      'remote-address': i % 2 ? '' : `10.9.0.${i + 1}`,
      disabled: i % 3 === 0 ? 'yes' : 'false',
      service: 'any',
      'caller-id': text,
    });
  });
  const sim = await startSim({ state });
  const router = await routerOn(app, admin, sim);
  const response = await callAs(app, user, 'GET', `/api/ppp/${router.id}/secrets`);
  expect(response.statusCode).toBe(200);
  // The same headers as a list answered through its schema's serialiser.
  const profiles = await callAs(app, user, 'GET', `/api/ppp/${router.id}/profiles`);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Object.keys(response.headers).sort()).toEqual(Object.keys(profiles.headers).sort());
  const { data } = response.json<{ data: Record<string, unknown>[] }>();
  expect(data).toHaveLength(state.secrets.length);
  // Fields the router has and the schema does not (service, caller-id) stay out.
  expect(data.some((row) => 'service' in row || 'callerId' in row)).toBe(false);
  expect(data.filter((row) => 'address' in row).length).toBeGreaterThan(0);
  expect(response.body).toBe(await schemaBytes(data));
});

it('writes what the schema serialiser writes for any RouterOS row', async () => {
  const value = fc.option(fc.string({ unit: 'binary', maxLength: 60 }), { nil: undefined });
  const row = fc.record(
    {
      '.id': value,
      name: value,
      password: value,
      'local-address': value,
      'remote-address': value,
      profile: value,
      comment: value,
      disabled: fc.constantFrom('true', 'false', 'yes', 'no', '', 'maybe'),
      service: value,
    },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(fc.array(row, { maxLength: 8 }), async (rows) => {
      const data = rows.map((attributes) =>
        toPppSecret(
          Object.fromEntries(
            Object.entries(attributes).filter(([, v]) => v !== undefined),
          ) as Attributes,
        ),
      );
      expect(JSON.stringify({ success: true, data })).toBe(await schemaBytes(data));
    }),
    { numRuns: 300 },
  );
});
