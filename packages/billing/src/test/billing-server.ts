import type { BillingSettings, Plan, PppProfile, Router, SalesReport } from 'contracts/types';
import { mockHttp, type Handler, type MockNetwork, type Reply } from 'shared-auth/testing';

// The billing API as the screens call it (docs/rules/billing.md), answered in the `{ success, data }`
// envelope from rows a test can change; a write goes to the test's handler.

const audit = {
  createdAt: '2026-11-01T03:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-11-20T03:30:00.000Z',
  updatedBy: 'admin',
};

export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: '0b6f6a8e-3f1c-4a55-9d7e-1a2b3c4d5e01',
    name: 'Paket 10 Mbps',
    price: 150_000,
    pppProfile: 'paket-10M',
    description: 'Rumahan',
    subscriberCount: 12,
    ...audit,
    ...overrides,
  };
}

export const PLAN_10M = aPlan();
export const PLAN_20M = aPlan({
  id: '0b6f6a8e-3f1c-4a55-9d7e-1a2b3c4d5e02',
  name: 'Paket 20 Mbps',
  price: 250_000,
  pppProfile: 'paket-20M',
  description: '',
  subscriberCount: 0,
});

/** A router of `GET /dashboard/routers`: the billing screens read its id and name only. */
export function aRouter(fields: Pick<Router, 'id' | 'routerName'> & Partial<Router>): Router {
  return { isOnline: true, ...fields } as Router;
}

export const ROUTER_A = aRouter({
  id: '5f0c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e0a',
  routerName: 'Kantor',
});
export const ROUTER_B = aRouter({
  id: '5f0c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e0b',
  routerName: 'Gudang',
});

const profile = (name: string) => ({ id: `*${name}`, name }) as PppProfile;

export const SETTINGS: BillingSettings = {
  invoiceLeadDays: 7,
  graceDays: 3,
  reminderDays: [3, 1],
  quietHours: { from: '21:00', to: '07:00' },
  waBaseUrl: '',
  waTokenSet: false,
  emailFrom: '',
  updatedAt: null,
  updatedBy: null,
};

/** A failed call in the `{ success: false }` envelope. */
export function failed(status: number, error: string): Reply {
  return { status, data: { success: false, error, message: error } };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  data: { success: true, data, ...extra },
});

export interface BillingServer {
  routers: Router[];
  plans: Plan[];
  /** PPP profile names per router id; a router missing here answers 502 (it is offline). */
  profiles: Record<string, string[]>;
  settings: BillingSettings;
  report: SalesReport;
}

/**
 * Serves routers, their PPP profiles, plans, the settings and the sales report; `override` is asked
 * first (a test's writes and failures), and a request neither answers is unplanned.
 */
export function serveBilling(
  state: Partial<BillingServer> = {},
  override: Handler = () => undefined,
): MockNetwork & { state: BillingServer } {
  const server: BillingServer = {
    routers: state.routers ?? [ROUTER_A, ROUTER_B],
    plans: state.plans ?? [PLAN_10M, PLAN_20M],
    profiles: state.profiles ?? {
      [ROUTER_A.id]: ['default', 'paket-10M', 'paket-20M'],
      [ROUTER_B.id]: ['default', 'paket-10M'],
    },
    settings: state.settings ?? SETTINGS,
    report: state.report ?? { rows: [], totals: { count: 0, amount: 0 } },
  };
  const network = mockHttp(async (request) => {
    const planned = await override(request);
    if (planned) return planned;
    if (request.method !== 'GET') return undefined;
    if (request.url === '/plans')
      return ok(server.plans, {
        pagination: { page: 1, perPage: 5, total: server.plans.length, totalPages: 1 },
      });
    if (request.url === '/dashboard/routers') return ok(server.routers);
    if (request.url === '/reports/sales') return ok(server.report);
    if (request.url === '/billing/settings') return ok(server.settings);
    const routerId = /^\/ppp\/([^/]+)\/profiles$/.exec(request.url)?.[1];
    if (routerId !== undefined) {
      const names = server.profiles[routerId];
      return names ? ok(names.map(profile)) : failed(502, 'Router is offline');
    }
    return undefined;
  });
  return Object.assign(network, { state: server });
}
