// The record id parsers (src/lib/record-id.ts) and how the shared record routes use them: a value
// that cannot be an id of the resource's kind is answered 404 like an id nobody has.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { integerId, routerOsId, uuidId, type IdParser } from '../src/lib/record-id';
import { registerRecordRoute } from '../src/routes/record-routes';
import { buildTestApp, loginAs, type App } from './helpers';

describe('uuidId', () => {
  it('takes a uuid in either case, as given', () => {
    expect(uuidId.parse('0b9c6d1e-0000-4000-8000-00000000000a')).toBe(
      '0b9c6d1e-0000-4000-8000-00000000000a',
    );
    expect(uuidId.parse('0B9C6D1E-0000-4000-8000-00000000000A')).toBe(
      '0B9C6D1E-0000-4000-8000-00000000000A',
    );
  });

  it.each([
    '',
    'create',
    '1',
    'not-a-uuid',
    '0b9c6d1e-0000-4000-8000-00000000000',
    ' 0b9c6d1e-0000-4000-8000-00000000000a',
  ])('refuses %j', (raw) => {
    expect(uuidId.parse(raw)).toBeNull();
  });
});

describe('integerId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999999999', 999_999_999_999_999],
  ])('takes %j as %d', (raw, id) => {
    expect(integerId.parse(raw)).toBe(id);
  });

  it.each(['', '0', '-1', '01', '1.5', '1e3', ' 1', '0x1A', 'abc', '1000000000000000', 'create'])(
    'refuses %j',
    (raw) => {
      expect(integerId.parse(raw)).toBeNull();
    },
  );
});

describe('routerOsId', () => {
  it.each([
    ['*1', '*1'],
    ['*1A', '*1A'],
    ['*1a', '*1A'],
    ['*FFFFFFFF', '*FFFFFFFF'],
  ])('takes %j as %j', (raw, id) => {
    expect(routerOsId.parse(raw)).toBe(id);
  });

  it.each(['', '*', '1A', '**1', '*1G', '*123456789', ' *1', '*1 ', 'create'])(
    'refuses %j',
    (raw) => {
      expect(routerOsId.parse(raw)).toBeNull();
    },
  );
});

describe('registerRecordRoute with an id parser', () => {
  const ITEMS = new Map([['*1A', { id: '*1A', name: 'ether1' }]]);
  let app: App;
  let authorization: string;

  const route = (parser: IdParser<string>, prefix: string) => (instance: App) =>
    instance.register(
      async (scope) => {
        registerRecordRoute(scope.withTypeProvider<TypeBoxTypeProvider>(), {
          tag: 'test',
          noun: 'Interface',
          schema: Type.Object({ id: Type.String(), name: Type.String() }),
          idParser: parser,
          find: async (_db, id) => ITEMS.get(id) ?? null,
          toOutput: (row) => row,
        });
      },
      { prefix },
    );

  beforeAll(async () => {
    app = await buildTestApp({
      extend: async (instance) => {
        await route(routerOsId, '/api/test/interfaces')(instance);
      },
    });
    authorization = (await loginAs(app, 'admin')).authorization;
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (id: string) =>
    app.inject({ method: 'GET', url: `/api/test/interfaces/${id}`, headers: { authorization } });

  it('finds a record by its id, in the form the parser gives it', async () => {
    for (const id of ['*1A', '*1a', '%2A1A']) {
      const response = await get(id);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 200,
        body: { result: { id: '*1A', name: 'ether1' } },
      });
    }
  });

  it('answers 404 alike for an id nobody has and for a value that is no id', async () => {
    for (const id of ['*2B', '1A', 'create', 'x'.repeat(20)]) {
      const response = await get(id);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { message: 'Interface not found' },
      });
    }
  });
});
