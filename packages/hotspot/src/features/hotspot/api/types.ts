/**
 * The hotspot records of DECISIONS §8 as the screens read them.
 * TODO(h17api contracts): replaced by `contracts/types` once branch h17api's contracts are merged.
 */
export type HotspotUserStatus = 'unused' | 'active' | 'used' | 'expired' | 'disabled';
export type ExpiryMode = 'remove' | 'disable' | 'none';
export type VoucherMode = 'voucher' | 'userpass';

export interface HotspotProfile {
  id: string;
  name: string;
  rateLimit: string;
  sharedUsers: string | number;
  addressPool: string;
  parentQueue: string;
  sessionTimeout: string;
  price: number;
  sellingPrice: number | null;
  validity: string;
  expiryMode: ExpiryMode;
  lockMac: boolean;
}

export interface HotspotUser {
  id: string;
  name: string;
  password: string;
  profile: string;
  limitUptime: string;
  limitBytesTotal: string | number;
  uptime: string;
  bytesIn: number;
  bytesOut: number;
  macAddress: string;
  comment: string;
  disabled: boolean;
  batchId: string | null;
  firstLoginAt: string | null;
  expiresAt: string | null;
  status: HotspotUserStatus;
}

export interface HotspotActive {
  id: string;
  user: string;
  address: string;
  macAddress: string;
  uptime: string;
  bytesIn: number;
  bytesOut: number;
  loginBy: string;
}

export interface VoucherBatch {
  id: string;
  createdAt: string;
  createdBy: string;
  profile: string;
  count: number;
  unused: number;
  note: string;
}

export interface BatchVoucher {
  id?: string;
  name: string;
  password: string;
  status: HotspotUserStatus;
  firstLoginAt?: string | null;
  expiresAt?: string | null;
}

export interface VoucherBatchDetail extends VoucherBatch {
  vouchers: BatchVoucher[];
}

export interface HotspotSale {
  id: string;
  user: string;
  profile: string;
  price: number;
  firstLoginAt: string;
  macAddress: string;
  address: string;
  batchId: string | null;
}
