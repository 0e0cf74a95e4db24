// What every record resource built on routes/record-routes.ts answers the same way, tested once and
// run per resource (docs/rules/api.md#calls): 404 '<noun> not found' on every `/:id` route for an id
// nobody has and for a value that cannot be an id, the role matrix of its writes, and the answers
// its OpenAPI document lists.
//
//   describeRecordRoutes('/api/customers', {
//     suite: () => ({ app, admin }), notFound: CUSTOMER_MESSAGES.notFound,
//     fixtureId: async () => (await fixture()).id, createBody: () => ({ ... }), updateBody: { ... },
//     snapshot: (app) => tableRows(app, customers, customers.id), conflicts: { delete: true },
//   });
import { callAs, type App, type Session } from './helpers';
import { describeRoleMatrix } from './role-matrix';

type Json = Record<string, unknown>;

export interface RecordRoutesContract {
  suite: () => { app: App; admin: Session };
  /** The resource's 404 message: 'Customer not found'. */
  notFound: string;
  /** Ids that name no record: one nobody has and values that cannot be an id. */
  missingIds: readonly string[];
  /** A fresh record in the database, by id. */
  fixtureId(): Promise<string>;
  /** A valid create body; called once per use, so it may make unique values. */
  createBody(): Json;
  /** A valid change (so that a 404 is about the id, never the body). */
  updateBody: Json;
  /** Everything the writes could change (see role-matrix.ts). */
  snapshot(app: App): Promise<unknown>;
  /** The writes that document a 409. */
  conflicts: { post?: boolean; put?: boolean; delete?: boolean };
  /** `'success'`: the `{ success, data | error }` envelope (CMS); errors carry `success`/`error`. */
  envelope?: 'success';
  /** Whether the resource has approve/reject (the generic resources do; default true). */
  review?: boolean;
}

type IdRoute = readonly ['GET' | 'PUT' | 'DELETE' | 'POST', string];

const ID_ROUTES: readonly IdRoute[] = [
  ['GET', ''],
  ['PUT', ''],
  ['DELETE', ''],
  ['POST', '/approve'],
  ['POST', '/reject'],
];

export function describeRecordRoutes(base: string, contract: RecordRoutesContract): void {
  const review = contract.review ?? true;
  const idRoutes = ID_ROUTES.filter(([method]) => review || method !== 'POST');
  const notFoundBody =
    contract.envelope === 'success'
      ? { success: false, error: contract.notFound, message: contract.notFound }
      : { message: contract.notFound };
  describe(`${base}/:id: an id nobody has`, () => {
    it.each(idRoutes.map(([method, tail]) => [`${method} ${base}/:id${tail}`, method, tail]))(
      '%s answers 404 for an unknown or malformed id, changing nothing',
      async (_name, method, tail) => {
        const { app, admin } = contract.suite();
        const before = await contract.snapshot(app);
        for (const id of contract.missingIds) {
          const url = `${base}/${encodeURIComponent(id)}${tail}`;
          const payload = method === 'PUT' ? contract.updateBody : undefined;
          const response = await callAs(app, admin, method, url, payload);
          expect({ id, status: response.statusCode, body: response.json<unknown>() }).toEqual({
            id,
            status: 404,
            body: notFoundBody,
          });
        }
        expect(await contract.snapshot(app)).toEqual(before);
      },
    );
  });

  const withFixture = (method: 'PUT' | 'DELETE' | 'POST', tail: string, payload?: Json) => ({
    name: `${method} ${base}/:id${tail}`,
    prepare: async () => ({
      method,
      url: `${base}/${await contract.fixtureId()}${tail}`,
      ...(payload ? { payload } : {}),
    }),
  });
  describeRoleMatrix(base, {
    ...(contract.envelope ? { envelope: contract.envelope } : {}),
    app: () => contract.suite().app,
    snapshot: contract.snapshot,
    cases: [
      {
        name: `POST ${base}`,
        adminStatus: 201,
        prepare: async () => ({ method: 'POST', url: base, payload: contract.createBody() }),
      },
      withFixture('PUT', '', contract.updateBody),
      withFixture('DELETE', ''),
      ...(review ? [withFixture('POST', '/approve'), withFixture('POST', '/reject')] : []),
    ],
  });

  describe(`${base}: OpenAPI`, () => {
    it('documents every route with every answer it gives, each behind the bearer token', async () => {
      const { app } = contract.suite();
      const doc = (await callAs(app, null, 'GET', '/api/docs/json')).json<{
        paths: Record<string, Record<string, { responses: Json; security?: unknown }>>;
      }>();
      const conflict = (yes: boolean | undefined) => (yes ? ['409'] : []);
      const expected: [string, string, string[]][] = [
        [base, 'get', ['200', '400', '401']],
        [base, 'post', ['201', '400', '401', '403', ...conflict(contract.conflicts.post)]],
        [`${base}/{id}`, 'get', ['200', '401', '404']],
        [
          `${base}/{id}`,
          'put',
          ['200', '400', '401', '403', '404', ...conflict(contract.conflicts.put)],
        ],
        [
          `${base}/{id}`,
          'delete',
          ['200', '401', '403', '404', ...conflict(contract.conflicts.delete)],
        ],
        ...(review
          ? ([
              [`${base}/{id}/approve`, 'post', ['200', '401', '403', '404']],
              [`${base}/{id}/reject`, 'post', ['200', '401', '403', '404']],
            ] as [string, string, string[]][])
          : []),
      ];
      const documented = expected.map(([path, method]) => {
        const operation = doc.paths[path]?.[method];
        return [path, method, Object.keys(operation?.responses ?? {}).sort(), operation?.security];
      });
      expect(documented).toEqual(
        expected.map(([path, method, codes]) => [path, method, codes, [{ bearerAuth: [] }]]),
      );
    });
  });
}
