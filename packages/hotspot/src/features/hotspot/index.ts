/** What the print page and the dashboard use of the hotspot feature. */
export { useHotspotProfiles, useVoucherBatch } from './api/hotspot';
export type { HotspotUserStatus, VoucherBatchDetail } from './api/types';
export { DEFAULT_HOTSPOT_DNS_NAME, routerDnsName } from './lib/router-dns';
export { describeValidity } from './lib/validity';
