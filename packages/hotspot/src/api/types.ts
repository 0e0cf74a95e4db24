/**
 * The hotspot API's records as the screens read them (docs/rules/routers.md#router-records,
 * docs/rules/routers.md#ppp-records, docs/rules/payments.md). Router secrets are write-only: a read
 * carries `hasPassword` / `tripayConfigured`, never the values.
 */
export type RecordKey = string | number;

export interface Router {
  id: RecordKey;
  routerName: string;
  routerHost: string;
  routerUser: string;
  routerDns?: string | null;
  trafficInterface?: string | null;
  useTls?: boolean;
  hasPassword?: boolean;
  tripayConfigured?: boolean;
  isOnline: boolean;
  lastSeenAt?: string | null;
  lastError?: string | null;
  identity?: string | null;
  version?: string | null;
  uptime?: string | null;
  cpuLoad?: number | null;
  freeMemory?: number | null;
  totalMemory?: number | null;
  stats?: { pppSecret?: number | null; pppActive?: number | null } | null;
  transactionCount?: number | null;
  createdAt?: string | null;
}

/** What the add/edit dialog sends (`POST /routers`, `PUT /routers/{id}`). */
export interface RouterInput {
  routerName: string;
  routerHost: string;
  routerUser: string;
  routerPass: string;
  routerDns: string;
  trafficInterface: string;
  useTls: boolean;
  tripayMerchantCode: string;
  tripayApiKey: string;
  tripayPrivateKey: string;
}

/** `POST /routers/{id}/test` → data. */
export interface RouterTestResult {
  identity?: string;
  version?: string;
  uptime?: string;
  pppSecret?: number;
  pppActive?: number;
  latencyMs?: number;
}

export interface DashboardStats {
  totalRouters: number;
  onlineRouters: number;
  offlineRouters: number;
  totalTransactions: number;
  completedTransactions: number;
  totalAmount: number;
  pendingTransactions: number;
}

export interface PppSecret {
  id: string;
  name: string;
  password?: string;
  localAddress?: string;
  remoteAddress?: string;
  profile?: string;
  comment?: string;
  address?: string;
  /** The string 'true' means disabled. */
  disabled?: string;
}

export type PppSecretInput = Pick<
  Required<PppSecret>,
  'name' | 'password' | 'localAddress' | 'remoteAddress' | 'profile' | 'comment'
>;

export interface PppProfile {
  id: string;
  name: string;
  addressPool?: string;
  rateLimit?: string;
  sharedUsers?: number | string;
  onLogin?: string;
  parent?: string;
}

export interface PppProfileInput {
  name: string;
  addressPool: string;
  rateLimit: string;
  sharedUsers: number | '';
  onLogin: string;
  parent: string;
}

export interface PppActive {
  id: string;
  name: string;
  service?: string;
  address?: string;
  uptime?: string;
  profile?: string;
  callerId?: string;
}

/** A router's Tripay transaction (`GET /routers/{id}/payments`). */
export interface Transaction {
  id: RecordKey;
  merchantRef: string;
  reference?: string | null;
  customerName?: string | null;
  customerPhone?: string | null;
  customerEmail?: string | null;
  packageName?: string | null;
  method?: string | null;
  amount: number;
  status: string;
  paidAt?: string | null;
  createdAt?: string | null;
}
