// The role matrix of a resource's writes (docs/rules/api.md#calls, docs/rules/roles.md#server): every write answers 401 without a
// token and 403 to a plain `user`, changing nothing either way (no audit row either), and succeeds
// for an `admin` with exactly one audit row (docs/rules/audit.md).
//
//   describeRoleMatrix('customers', {
//     app: () => app,
//     snapshot: (app) => tableRows(app, customers),
//     cases: [{ name: 'POST /api/customers', prepare: async () => ({ method: 'POST', url: '/api/customers', payload: {...} }) }],
//   });
import { asc, sql } from 'drizzle-orm';
import { sqlRows } from '../src/db/client';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { loginAs, type App, type Session } from './helpers';

export interface WriteCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
  /** Besides authorization: a multipart upload's content-type. */
  headers?: Record<string, string>;
}

export interface WriteCase {
  /** Shown in the test name: 'DELETE /api/customers/:id'. */
  name: string;
  /** Makes fresh fixtures and returns the call on them; runs once per role. */
  prepare(app: App): Promise<WriteCall>;
  /** The admin's status; 200 unless said. */
  adminStatus?: number;
}

export interface RoleMatrixOptions {
  app: () => App;
  /** Everything the writes could change, compared before and after each refused call. */
  snapshot(app: App): Promise<unknown>;
  cases: WriteCase[];
  /** 'success': the routes answer failures as `{ success: false, error, message }` (routers, PPP, CMS). */
  envelope?: 'success';
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const ADMIN_REQUIRED = 'Forbidden: admin role required';

/** Every row of `table`, by `orderBy` (its primary key), as Drizzle reads it. */
export async function tableRows(app: App, table: PgTable, orderBy: PgColumn): Promise<unknown[]> {
  return app.db.orm.select().from(table).orderBy(asc(orderBy));
}

/** Rows in the audit trail. */
export async function auditCount(app: App): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(app.db.orm, sql`SELECT count(*)::int AS n FROM audit`);
  return row?.n ?? 0;
}

const sessions = new WeakMap<App, Promise<{ admin: Session; user: Session }>>();

/** One admin and one plain-user session per app (signing in costs an argon2 verification). */
function sessionsOf(app: App) {
  let found = sessions.get(app);
  if (!found) {
    found = (async () => ({
      admin: await loginAs(app, 'admin'),
      user: await loginAs(app, 'user'),
    }))();
    sessions.set(app, found);
  }
  return found;
}

async function send(app: App, call: WriteCall, authorization?: string) {
  return app.inject({
    method: call.method,
    url: call.url,
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
    headers: { ...call.headers, ...(authorization ? { authorization } : {}) },
  });
}

/** The body of a refused call in the route family's envelope. */
function refusal(message: string, envelope: RoleMatrixOptions['envelope']) {
  return envelope === 'success' ? { success: false, error: message, message } : { message };
}

export function describeRoleMatrix(title: string, options: RoleMatrixOptions): void {
  describe(`${title}: role matrix`, () => {
    it.each(options.cases.map((c) => [c.name, c] as const))(
      '%s: 401 without a token and 403 as user (nothing changes), success as admin',
      async (_name, writeCase) => {
        const app = options.app();
        const { admin, user } = await sessionsOf(app);

        const anonymousCall = await writeCase.prepare(app);
        let before = await options.snapshot(app);
        let audited = await auditCount(app);
        const anonymous = await send(app, anonymousCall);
        expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
          status: 401,
          body: refusal(AUTHENTICATION_REQUIRED, options.envelope),
        });
        expect(await options.snapshot(app)).toEqual(before);
        expect(await auditCount(app)).toBe(audited);

        const userCall = await writeCase.prepare(app);
        before = await options.snapshot(app);
        audited = await auditCount(app);
        const asUser = await send(app, userCall, user.authorization);
        expect({ status: asUser.statusCode, body: asUser.json() }).toEqual({
          status: 403,
          body: refusal(ADMIN_REQUIRED, options.envelope),
        });
        expect(await options.snapshot(app)).toEqual(before);
        expect(await auditCount(app)).toBe(audited);

        const adminCall = await writeCase.prepare(app);
        before = await options.snapshot(app);
        audited = await auditCount(app);
        const asAdmin = await send(app, adminCall, admin.authorization);
        expect({ status: asAdmin.statusCode, body: asAdmin.json() }).toMatchObject({
          status: writeCase.adminStatus ?? 200,
          body: { message: expect.any(String) },
        });
        // A success that changed nothing would be a write that does not write.
        expect(await options.snapshot(app)).not.toEqual(before);
        expect(await auditCount(app)).toBe(audited + 1);
      },
    );
  });
}
