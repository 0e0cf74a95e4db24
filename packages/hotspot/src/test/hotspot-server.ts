import { mockHttp, type Handler, type MockNetwork, type Reply } from 'shared-auth/testing';
import type {
  DashboardStats,
  PppActive,
  PppProfile,
  PppSecret,
  Router,
  Transaction,
} from '../api/types';
import type {
  HotspotActive,
  HotspotProfile,
  HotspotSale,
  HotspotUser,
  PaymentCallback,
  SalesReport,
  VoucherBatch,
  VoucherBatchDetail,
} from 'contracts/types';

/** A router as `GET /dashboard/routers` returns it; every field can be changed. */

// Fake vouchers' codes (name = password in voucher mode) and a fake guest's password: test data of
// this fake server only, named so that no line reads as a credential.
const FAKE_CODES = ['ab3k7m', 'cd4p8q'] as const;
const FAKE_GUEST_PASS = 'rahasia';
export function aRouter(overrides: Partial<Router> = {}): Router {
  return {
    id: '1',
    routerName: 'Hotspot Kantor',
    routerHost: '192.168.88.1:8728',
    routerUser: 'api-user',
    routerDns: '8.8.8.8',
    trafficInterface: 'ether1',
    hotspotDnsName: 'hotspot.lan',
    useTls: false,
    isolateProfile: 'isolir',
    hasPassword: true,
    tripayConfigured: false,
    isOnline: true,
    lastSeenAt: '2026-11-24T03:15:00.000Z',
    lastError: null,
    identity: 'MikroTik-Kantor',
    version: '7.19',
    uptime: '3d4h',
    cpuLoad: 7,
    freeMemory: 200 * 1024 * 1024,
    totalMemory: 256 * 1024 * 1024,
    stats: { pppSecret: 3, pppActive: 1 },
    transactionCount: 4,
    lastCheckedAt: '2026-11-24T03:15:00.000Z',
    createdBy: 'admin',
    updatedBy: 'admin',
    createdAt: '2026-11-01T02:30:00.000Z',
    updatedAt: '2026-11-01T02:30:00.000Z',
    ...overrides,
  };
}

export const STATS: DashboardStats = {
  totalRouters: 2,
  onlineRouters: 1,
  offlineRouters: 1,
  totalTransactions: 12,
  completedTransactions: 9,
  totalAmount: 1_250_000,
  pendingTransactions: 3,
  voucherSales: 0,
  voucherRevenue: 0,
  subscribers: 0,
  isolated: 0,
  unpaidInvoices: 0,
  unpaidAmount: 0,
  overdueInvoices: 0,
  mrr: 0,
};

export function secrets(count = 3): PppSecret[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `*${(index + 1).toString(16).toUpperCase()}`,
    name: `pelanggan${String(index + 1).padStart(2, '0')}`,
    password: `pw${index + 1}`,
    profile: index % 2 === 0 ? 'paket-10M' : 'default',
    localAddress: '10.0.0.1',
    remoteAddress: `10.0.0.${index + 10}`,
    comment: index === 0 ? 'Rumah Pak Budi' : '',
    disabled: index === 1 ? 'true' : 'false',
  }));
}

export const PROFILES: PppProfile[] = [
  {
    id: '*0',
    name: 'default',
    addressPool: '',
    rateLimit: '',
    sharedUsers: '1',
    onLogin: '',
    parent: '',
  },
  {
    id: '*1',
    name: 'paket-10M',
    addressPool: 'pool-pppoe',
    rateLimit: '10M/10M',
    sharedUsers: '1',
    onLogin: '',
    parent: '',
  },
];

export const ACTIVE: PppActive[] = [
  {
    id: '*80',
    name: 'pelanggan01',
    service: 'pppoe',
    address: '10.0.0.10',
    uptime: '1h2m3s',
    profile: 'paket-10M',
    callerId: '00:11:22:33:44:55',
  },
];

/** A transaction as `GET /routers/{id}/payments` lists it; every field can be changed. */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't-1',
    routerId: '1',
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

/** A callback as the detail lists it. */
export function aCallback(overrides: Partial<PaymentCallback> = {}): PaymentCallback {
  return {
    id: 1,
    receivedAt: '2026-11-24T03:00:01.000Z',
    verdict: 'applied',
    status: 'PAID',
    totalAmount: 150_000,
    event: 'payment_status',
    remoteAddress: '127.0.0.1',
    detail: null,
    rawBody: '{"merchant_ref":"INV-20261124-0001","status":"PAID","total_amount":150000}',
    ...overrides,
  };
}

/** A hotspot profile as `GET /hotspot/{routerId}/profiles` lists it. */
export function aHotspotProfile(overrides: Partial<HotspotProfile> = {}): HotspotProfile {
  return {
    id: '*1',
    name: '1-hari',
    rateLimit: '2M/5M',
    sharedUsers: '1',
    addressPool: 'hs-pool',
    parentQueue: '',
    sessionTimeout: '',
    price: 5000,
    sellingPrice: 6000,
    validity: '1d',
    expiryMode: 'remove',
    lockMac: true,
    ...overrides,
  };
}

export const HS_PROFILES: HotspotProfile[] = [
  aHotspotProfile({
    id: '*0',
    name: 'default',
    rateLimit: '',
    price: 0,
    sellingPrice: null,
    validity: '',
    expiryMode: 'none',
    lockMac: false,
  }),
  aHotspotProfile(),
];

export const BATCH_ID = '7d1f0c2e-8b8a-4c55-9a57-0c6f5b0d2a11';

/** A hotspot user as `GET /hotspot/{routerId}/users` lists it. */
export function aHotspotUser(overrides: Partial<HotspotUser> = {}): HotspotUser {
  return {
    id: '*A1',
    name: FAKE_CODES[0],
    password: FAKE_CODES[0],
    profile: '1-hari',
    limitUptime: '',
    limitBytesTotal: 0,
    uptime: '0s',
    bytesIn: 0,
    bytesOut: 0,
    macAddress: '',
    comment: '',
    disabled: false,
    batchId: BATCH_ID,
    firstLoginAt: null,
    expiresAt: null,
    status: 'unused',
    ...overrides,
  };
}

export const HS_USERS: HotspotUser[] = [
  aHotspotUser(),
  aHotspotUser({
    id: '*A2',
    name: FAKE_CODES[1],
    password: FAKE_CODES[1],
    uptime: '1h2m3s',
    bytesIn: 1_048_576,
    bytesOut: 52_428_800,
    macAddress: 'AA:BB:CC:DD:EE:01',
    firstLoginAt: '2026-11-24T03:00:00.000Z',
    expiresAt: '2026-11-25T03:00:00.000Z',
    status: 'active',
  }),
  aHotspotUser({
    id: '*A3',
    name: 'tamu',
    password: FAKE_GUEST_PASS,
    profile: 'default',
    batchId: null,
    disabled: true,
    status: 'disabled',
    comment: 'Tamu kantor',
  }),
];

export const HS_ACTIVE: HotspotActive[] = [
  {
    id: '*B1',
    user: 'cd4p8q',
    address: '10.5.50.10',
    macAddress: 'AA:BB:CC:DD:EE:01',
    uptime: '1h2m3s',
    uptimeSeconds: 3723,
    bytesIn: 1_048_576,
    bytesOut: 52_428_800,
    loginBy: 'http-chap',
    server: 'hotspot1',
  },
];

export function aBatch(overrides: Partial<VoucherBatch> = {}): VoucherBatch {
  return {
    id: BATCH_ID,
    routerId: '1',
    profile: '1-hari',
    count: 2,
    unused: 1,
    mode: 'voucher',
    length: 6,
    prefix: '',
    charset: 'lower-digits',
    limitUptime: '',
    limitBytesTotal: 0,
    note: 'Warung Bu Sri',
    createdBy: 'admin',
    createdAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  };
}

/** A batch's detail with `count` vouchers (the first two as HS_USERS has them, the rest unused). */
export function aBatchDetail(
  count = 2,
  overrides: Partial<VoucherBatchDetail> = {},
): VoucherBatchDetail {
  return {
    ...aBatch({ count }),
    validity: '1d',
    sellingPrice: 6000,
    price: 5000,
    hotspotDnsName: 'login.wifi.test',
    vouchers: Array.from({ length: count }, (_, index) => ({
      id: `*C${index}`,
      name: index === 1 ? 'cd4p8q' : `v${String(index).padStart(5, '0')}`,
      password: index === 1 ? 'cd4p8q' : `v${String(index).padStart(5, '0')}`,
      status: index === 1 ? ('active' as const) : ('unused' as const),
      uptime: '0s',
      bytesIn: 0,
      bytesOut: 0,
      firstLoginAt: null,
      expiresAt: null,
    })),
    ...overrides,
  };
}

export const HS_SALES: HotspotSale[] = [
  {
    id: 's-1',
    user: 'cd4p8q',
    profile: '1-hari',
    price: 5000,
    firstLoginAt: '2026-11-24T03:00:00.000Z',
    macAddress: 'AA:BB:CC:DD:EE:01',
    address: '10.5.50.10',
    batchId: BATCH_ID,
    source: 'monitor',
  },
];

export function ok(data: unknown, extra: object = {}): Reply {
  return { status: 200, data: { success: true, data, ...extra } };
}

export function failed(status: number, error: string): Reply {
  return { status, data: { success: false, error, message: error } };
}

export interface HotspotState {
  routers: Router[];
  stats: DashboardStats;
  secrets: PppSecret[];
  active: PppActive[];
  profiles: PppProfile[];
  payments: Transaction[];
  /** Callbacks per merchantRef, for the detail. */
  callbacks: Record<string, PaymentCallback[]>;
  hsProfiles: HotspotProfile[];
  hsUsers: HotspotUser[];
  hsActive: HotspotActive[];
  batches: VoucherBatch[];
  batchDetail: VoucherBatchDetail;
  sales: HotspotSale[];
  company: { companyName: string; logo: string } | null;
  /** What `GET /reports/sales` answers, whatever the filter. */
  report: SalesReport;
}

const paged = (rows: unknown[], extra: object = {}) =>
  ok(rows, { pagination: { page: 1, perPage: 10, total: rows.length, totalPages: 1 }, ...extra });

/**
 * The hotspot API for component tests, over shared-auth's fake network: reads answer from `state`,
 * and `override` (tried first) answers what a test wants otherwise (a failure, a slow reply, a write).
 */
export function serveHotspot(
  state: Partial<HotspotState> = {},
  override?: Handler,
): MockNetwork & { state: HotspotState } {
  const full: HotspotState = {
    routers: [aRouter()],
    stats: STATS,
    secrets: secrets(),
    active: ACTIVE,
    profiles: PROFILES,
    payments: [],
    callbacks: {},
    hsProfiles: HS_PROFILES,
    hsUsers: HS_USERS,
    hsActive: HS_ACTIVE,
    batches: [aBatch()],
    batchDetail: aBatchDetail(),
    sales: HS_SALES,
    company: { companyName: 'WiFi Pak Budi', logo: '' },
    report: { rows: [], totals: { count: 0, amount: 0 } },
    ...state,
  };
  const network = mockHttp(async (request) => {
    const planned = await override?.(request);
    if (planned) return planned;
    // Column choices (ui-kit's ResourceList `preferencesId`): the network's standing answer
    // (shared-auth/testing `standingReply`).
    if (request.method !== 'GET') return undefined;
    const ppp = /^\/ppp\/[^/]+\/(secrets|active|profiles)$/.exec(request.url);
    if (ppp) return ok(full[ppp[1] as 'secrets' | 'active' | 'profiles']);
    if (request.url === '/dashboard/routers') return ok(full.routers);
    const hotspot = /^\/hotspot\/[^/]+\/(users|profiles|active|vouchers|sales)(?:\/([^/]+))?$/.exec(
      request.url,
    );
    if (hotspot) {
      const [, area, id] = hotspot;
      // The API's list parameters (contracts list-query): another page size is a validation error.
      const perPage = request.params.perPage;
      if (perPage !== undefined && ![5, 10, 25, 50, 100].includes(Number(perPage))) {
        return {
          status: 400,
          data: {
            message: 'validation_error',
            errors: [{ path: 'perPage', message: 'perPage must be 5, 10, 25, 50 or 100' }],
          },
        };
      }
      if (area === 'profiles') return ok(full.hsProfiles);
      if (area === 'active') return ok(full.hsActive);
      if (area === 'users') {
        const { status, profile, batchId } = request.params as Record<string, string | undefined>;
        return paged(
          full.hsUsers.filter(
            (row) =>
              (!status || row.status === status) &&
              (!profile || row.profile === profile) &&
              (!batchId || row.batchId === batchId),
          ),
        );
      }
      if (area === 'vouchers') {
        if (!id) return paged(full.batches);
        return id === full.batchDetail.id
          ? ok(full.batchDetail)
          : failed(404, 'Voucher batch not found');
      }
      const revenue = full.sales.reduce((sum, sale) => sum + sale.price, 0);
      return paged(full.sales, { totals: { count: full.sales.length, revenue } });
    }
    if (request.url === '/cms/company-profile') return ok(full.company);
    if (request.url === '/dashboard/stats') return ok(full.stats);
    if (request.url === '/reports/sales') return ok(full.report);
    if (/^(\/routers\/[^/]+)?\/payments$/.test(request.url)) {
      return ok(full.payments, {
        pagination: { page: 1, perPage: 5, total: full.payments.length, totalPages: 1 },
      });
    }
    const detail = /^\/routers\/[^/]+\/payments\/([^/]+)$/.exec(request.url);
    if (detail) {
      const merchantRef = decodeURIComponent(detail[1]!);
      const row = full.payments.find((candidate) => candidate.merchantRef === merchantRef);
      if (!row) return failed(404, 'Transaction not found');
      return ok({ ...row, callbacks: full.callbacks[merchantRef] ?? [] });
    }
    return undefined;
  });
  return Object.assign(network, { state: full });
}
