import { DEFAULT_TEMPLATES, EVENT_VARIABLES, MESSAGE_EVENTS } from 'contracts/notify';
import type {
  BillingSettings,
  Invoice,
  OutboxMessage,
  Plan,
  PppProfile,
  PppSecret,
  Router,
  SalesReport,
  SubscriberEvent,
  SubscriberListItem,
  Template,
  Transaction,
} from 'contracts/types';
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
  return { isOnline: true, isolateProfile: 'isolir', ...fields } as Router;
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

/** A subscriber as the list answers it (what it owes included; the record's other answers are this minus those four). */
export function aSubscriber(overrides: Partial<SubscriberListItem> = {}): SubscriberListItem {
  return {
    id: '7a1c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e01',
    name: 'Budi Santoso',
    phone: '6281234567890',
    email: 'budi@example.com',
    address: 'Jl. Melati 5, Bandung',
    routerId: ROUTER_A.id,
    routerName: ROUTER_A.routerName,
    pppUsername: 'budi',
    planId: PLAN_10M.id,
    planName: PLAN_10M.name,
    planPrice: PLAN_10M.price,
    billingDay: 5,
    billingStart: '2026-11-01',
    status: 'active',
    notes: '',
    routerChange: null,
    routerChangeReason: null,
    nextDueDate: '2026-12-05',
    unpaidAmount: 0,
    unpaidCount: 0,
    overdue: false,
    ...audit,
    ...overrides,
  };
}

export const BUDI = aSubscriber();
export const SITI = aSubscriber({
  id: '7a1c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e02',
  name: 'Siti Aminah',
  phone: '',
  email: '',
  pppUsername: 'siti',
  status: 'isolated',
  nextDueDate: '2026-11-05',
  unpaidAmount: 150_000,
  unpaidCount: 1,
  overdue: true,
});

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '9e2c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e01',
    number: 'INV/2026/11/00001',
    subscriberId: BUDI.id,
    subscriberName: BUDI.name,
    period: '2026-11',
    amount: 150_000,
    issuedAt: '2026-10-29T01:00:00.000Z',
    dueDate: '2026-11-05',
    status: 'unpaid',
    paidAt: null,
    paidAmount: null,
    method: null,
    receivedBy: null,
    merchantRef: null,
    voidReason: null,
    payUrl: '/bayar/tok-abc',
    ...overrides,
  };
}

export const UNPAID_INVOICE = anInvoice();
export const PAID_INVOICE = anInvoice({
  id: '9e2c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e02',
  number: 'INV/2026/10/00007',
  period: '2026-10',
  dueDate: '2026-10-05',
  status: 'paid',
  paidAt: '2026-10-04T03:15:00.000Z',
  paidAmount: 150_000,
  method: 'cash',
  receivedBy: 'admin',
  payUrl: null,
});

export function aMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: '3d4c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e01',
    event: 'invoice_issued',
    subscriberId: BUDI.id,
    subscriberName: BUDI.name,
    invoiceId: UNPAID_INVOICE.id,
    invoiceNumber: UNPAID_INVOICE.number,
    channel: 'whatsapp',
    to: BUDI.phone,
    body: 'Halo Budi Santoso, tagihan internet periode November 2026 sudah terbit.',
    subject: null,
    status: 'sent',
    attempts: 1,
    lastError: null,
    providerId: 'wa-1001',
    nextAttemptAt: null,
    sentAt: '2026-10-29T01:00:05.000Z',
    createdAt: '2026-10-29T01:00:00.000Z',
    ...overrides,
  };
}

export const SENT_MESSAGE = aMessage();
export const FAILED_MESSAGE = aMessage({
  id: '3d4c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e02',
  event: 'invoice_reminder',
  status: 'failed',
  attempts: 5,
  lastError: 'device disconnected',
  providerId: null,
  sentAt: null,
  createdAt: '2026-11-02T01:00:00.000Z',
});
export const QUEUED_EMAIL = aMessage({
  id: '3d4c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e03',
  event: 'invoice_due',
  channel: 'email',
  to: BUDI.email,
  subject: 'Tagihan INV/2026/11/00001 jatuh tempo hari ini',
  status: 'queued',
  attempts: 2,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  providerId: null,
  sentAt: null,
  nextAttemptAt: '2026-11-05T01:01:00.000Z',
  createdAt: '2026-11-05T01:00:00.000Z',
});

/** Every event's template as the API answers it before anyone edits one. */
export function defaultTemplates(): Template[] {
  return MESSAGE_EVENTS.map((event) => ({
    event,
    ...DEFAULT_TEMPLATES[event],
    variables: [...EVENT_VARIABLES[event]],
    isDefault: true,
    updatedAt: null,
    updatedBy: null,
  }));
}

export function aSecret(name: string, comment = ''): PppSecret {
  return {
    id: `*${name}`,
    name,
    password: 'x',
    localAddress: '',
    remoteAddress: '',
    profile: 'paket-10M',
    comment,
    disabled: 'false',
  } as PppSecret;
}

/** A failed call in the `{ success: false }` envelope. */
export function failed(status: number, error: string): Reply {
  return { status, data: { success: false, error, message: error } };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  data: { success: true, data, ...extra },
});

/** A Tripay transaction of `GET /payments` (every router's payments). */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't-1',
    routerId: ROUTER_A.id,
    packageId: 'p-1',
    packageName: 'Paket 10M',
    merchantRef: 'INV-20261124-0001',
    reference: 'T0001',
    status: 'PAID',
    amount: 150_000,
    method: 'QRIS',
    customerName: 'Budi',
    customerPhone: '081234567890',
    customerEmail: 'budi@example.com',
    pppProfile: 'paket-10M',
    pppUsername: '081234567890',
    provisioning: 'done',
    provisionError: null,
    expiresAt: '2026-11-25T02:55:00.000Z',
    paidAt: '2026-11-24T03:00:00.000Z',
    provisionedAt: '2026-11-24T03:00:05.000Z',
    secretExpiresAt: '2026-12-24T03:00:05.000Z',
    flag: null,
    createdAt: '2026-11-24T02:55:00.000Z',
    updatedAt: '2026-11-24T03:00:05.000Z',
    ...overrides,
  };
}

export interface BillingServer {
  routers: Router[];
  plans: Plan[];
  /** PPP profile names per router id; a router missing here answers 502 (it is offline). */
  profiles: Record<string, string[]>;
  settings: BillingSettings;
  report: SalesReport;
  subscribers: SubscriberListItem[];
  invoices: Invoice[];
  /** Each subscriber's billing history, newest first, per subscriber id (none when missing). */
  events: Record<string, SubscriberEvent[]>;
  /** PPP secrets per router id; a router missing here answers 502. */
  secrets: Record<string, PppSecret[]>;
  company: { companyName: string; logo: string } | null;
  /** Every router's Tripay transactions (`GET /payments`, narrowed by `routerId` and `status`). */
  payments: Transaction[];
  messages: OutboxMessage[];
  templates: Template[];
}

/**
 * Serves routers, their PPP profiles, plans, the settings, the sales report, subscribers and their
 * history, invoices, the outbox and the message templates; `override` is asked first (a test's writes and failures),
 * and a request neither answers is unplanned.
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
    subscribers: state.subscribers ?? [BUDI, SITI],
    invoices: state.invoices ?? [UNPAID_INVOICE, PAID_INVOICE],
    events: state.events ?? {},
    secrets: state.secrets ?? {
      [ROUTER_A.id]: [
        aSecret('budi'),
        aSecret('siti'),
        aSecret('andi', 'Andi Wijaya'),
        aSecret('rina'),
      ],
    },
    company: state.company === undefined ? { companyName: 'Net Desa', logo: '' } : state.company,
    payments: state.payments ?? [],
    messages: state.messages ?? [SENT_MESSAGE, FAILED_MESSAGE, QUEUED_EMAIL],
    templates: state.templates ?? defaultTemplates(),
  };
  const page = <T>(rows: T[]) =>
    ok(rows, { pagination: { page: 1, perPage: 5, total: rows.length, totalPages: 1 } });
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
    if (request.url === '/payments') {
      const { routerId, status } = request.params as { routerId?: string; status?: string };
      return page(
        server.payments.filter(
          (row) =>
            (routerId === undefined || row.routerId === routerId) &&
            (status === undefined || row.status === status),
        ),
      );
    }
    if (request.url === '/subscribers') {
      const { routerId, planId, status, overdue } = request.params as {
        routerId?: string;
        planId?: string;
        status?: string;
        overdue?: boolean;
      };
      return page(
        server.subscribers.filter(
          (row) =>
            (routerId === undefined || row.routerId === routerId) &&
            (planId === undefined || row.planId === planId) &&
            (status === undefined || row.status === status) &&
            (overdue !== true || row.overdue),
        ),
      );
    }
    const historyOf = /^\/subscribers\/([^/]+)\/events$/.exec(request.url)?.[1];
    if (historyOf !== undefined) {
      return server.subscribers.some((row) => row.id === historyOf)
        ? ok(server.events[historyOf] ?? [])
        : { status: 404, data: { success: false, message: 'Subscriber not found' } };
    }
    const subscriberId = /^\/subscribers\/([^/]+)$/.exec(request.url)?.[1];
    if (subscriberId !== undefined) {
      const row = server.subscribers.find((candidate) => candidate.id === subscriberId);
      return row
        ? ok(row)
        : { status: 404, data: { success: false, message: 'Subscriber not found' } };
    }
    if (request.url === '/invoices') {
      const {
        subscriberId: only,
        status,
        routerId,
      } = request.params as {
        subscriberId?: string;
        status?: string;
        routerId?: string;
      };
      const routerOf = (subscriberId: string) =>
        server.subscribers.find((row) => row.id === subscriberId)?.routerId;
      const rows = server.invoices.filter(
        (row) =>
          (only === undefined || row.subscriberId === only) &&
          (status === undefined || row.status === status) &&
          (routerId === undefined || routerOf(row.subscriberId) === routerId),
      );
      const sum = (list: Invoice[], value: (row: Invoice) => number) =>
        list.reduce((total, row) => total + value(row), 0);
      return ok(rows, {
        pagination: { page: 1, perPage: 5, total: rows.length, totalPages: 1 },
        totals: {
          count: rows.length,
          amount: sum(rows, (row) => row.amount),
          paidAmount: sum(rows, (row) => row.paidAmount ?? 0),
          unpaidAmount: sum(
            rows.filter((row) => row.status === 'unpaid'),
            (row) => row.amount,
          ),
        },
      });
    }
    const invoiceId = /^\/invoices\/([^/]+)$/.exec(request.url)?.[1];
    if (invoiceId !== undefined) {
      const row = server.invoices.find((candidate) => candidate.id === invoiceId);
      return row
        ? ok(row)
        : { status: 404, data: { success: false, message: 'Invoice not found' } };
    }
    if (request.url === '/messages') {
      const { status, channel, event } = request.params as Record<string, string | undefined>;
      return page(
        server.messages.filter(
          (row) =>
            (status === undefined || row.status === status) &&
            (channel === undefined || row.channel === channel) &&
            (event === undefined || row.event === event),
        ),
      );
    }
    if (request.url === '/billing/templates') return ok(server.templates);
    if (request.url === '/cms/company-profile') return ok(server.company ? [server.company] : []);
    const secretsOf = /^\/ppp\/([^/]+)\/secrets$/.exec(request.url)?.[1];
    if (secretsOf !== undefined) {
      const secrets = server.secrets[secretsOf];
      return secrets ? ok(secrets) : failed(502, 'Router is offline');
    }
    const routerId = /^\/ppp\/([^/]+)\/profiles$/.exec(request.url)?.[1];
    if (routerId !== undefined) {
      const names = server.profiles[routerId];
      return names ? ok(names.map(profile)) : failed(502, 'Router is offline');
    }
    return undefined;
  });
  return Object.assign(network, { state: server });
}
