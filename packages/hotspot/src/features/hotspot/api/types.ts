/** The hotspot records of docs/rules/hotspot.md as the screens read them, from the shared contract. */
export type {
  HotspotActive,
  HotspotExpiryMode as ExpiryMode,
  HotspotProfile,
  HotspotSale,
  HotspotSalesTotals,
  HotspotUser,
  HotspotUserStatus,
  MikhmonImportResult,
  Voucher as BatchVoucher,
  VoucherBatch,
  VoucherBatchCreated,
  VoucherBatchDetail,
  VoucherCharset,
  VoucherMode,
  VoucherStatus,
} from 'contracts/types';
