/**
 * The hotspot API's records as the screens read them, from the shared contract
 * (docs/rules/routers.md#router-records, docs/rules/routers.md#ppp-records, docs/rules/payments.md).
 * Router secrets are write-only: a read carries `hasPassword` / `tripayConfigured`, never the values.
 */
export type {
  DashboardStats,
  PppActive,
  PppProfile,
  PppSecret,
  Router,
  RouterTestResult,
  Transaction,
} from 'contracts/types';

/** What the router dialog holds (`POST /routers`, `PUT /routers/{id}` send a subset of it). */
export interface RouterInput {
  routerName: string;
  routerHost: string;
  routerUser: string;
  routerPass: string;
  routerDns: string;
  trafficInterface: string;
  /** The hotspot server's DNS name; blank on add means the server's default (hotspot.lan). */
  hotspotDnsName: string;
  useTls: boolean;
  tripayMerchantCode: string;
  tripayApiKey: string;
  tripayPrivateKey: string;
}

/** What the PPP user dialog holds and sends. */
export interface PppSecretInput {
  name: string;
  password: string;
  profile: string;
  localAddress: string;
  remoteAddress: string;
  comment: string;
}

/** What the user profile dialog holds; shared users is a count, 'unlimited' or 'default'. */
export interface PppProfileInput {
  name: string;
  addressPool: string;
  rateLimit: string;
  sharedUsers: string;
  onLogin: string;
  parent: string;
}
