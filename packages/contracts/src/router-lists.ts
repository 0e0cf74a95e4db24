// The columns of the lists that come live from a router (docs/rules/reports.md#exports): the ids,
// headers and raw values the console's tables search and sort by, and the text a cell shows. The
// hotspot remote's tables add their cells to these; the API's CSV of each list writes `text`.
// Passwords are no column of any of them: an export never carries a secret.
import {
  describeValidity,
  formatBytes,
  formatNumber,
  formatRupiah,
  formatUptime,
  wibDateTime,
} from './format';
import { columnValue, displayValue, type ListColumn } from './list-order';
import type { HotspotExpiryMode, HotspotUserStatus } from './limits';
import type {
  HotspotActive,
  HotspotProfile,
  HotspotUser,
  PppActive,
  PppProfile,
  PppSecret,
  VoucherBatch,
} from './types';

/** A list's column with the text an export writes for it (default: its raw value as text). */
export interface ExportColumn<TRow> extends ListColumn<TRow> {
  text?: (row: TRow) => string;
}

/** The text a cell of `column` holds in an export. */
export function columnText<TRow>(column: ExportColumn<TRow>, row: TRow): string {
  return column.text ? column.text(row) : displayValue(columnValue(column, row));
}

export const isPppSecretDisabled = (secret: Pick<PppSecret, 'disabled'>) =>
  secret.disabled === 'true';

export const PPP_SECRET_COLUMNS: readonly ExportColumn<PppSecret>[] = [
  { id: 'name', label: 'Username' },
  { id: 'profile', label: 'Profile' },
  { id: 'address', label: 'Address', accessor: (row) => row.remoteAddress || row.address || '' },
  {
    id: 'disabled',
    label: 'Status',
    accessor: (row) => (isPppSecretDisabled(row) ? 'Disabled' : 'Enabled'),
  },
  { id: 'comment', label: 'Comment' },
];

export const PPP_ACTIVE_COLUMNS: readonly ExportColumn<PppActive>[] = [
  { id: 'name', label: 'Username' },
  { id: 'service', label: 'Service' },
  { id: 'address', label: 'Address' },
  { id: 'uptime', label: 'Uptime' },
  { id: 'profile', label: 'Profile' },
];

export const PPP_PROFILE_COLUMNS: readonly ExportColumn<PppProfile>[] = [
  { id: 'name', label: 'Name' },
  { id: 'addressPool', label: 'Address Pool' },
  { id: 'rateLimit', label: 'Rate Limit' },
  { id: 'sharedUsers', label: 'Shared Users' },
];

export const EXPIRY_MODE_LABELS: Record<HotspotExpiryMode, string> = {
  remove: 'Remove user',
  disable: 'Disable user',
  none: 'Keep user',
};

export const HOTSPOT_PROFILE_COLUMNS: readonly ExportColumn<HotspotProfile>[] = [
  { id: 'name', label: 'Name' },
  { id: 'rateLimit', label: 'Rate Limit' },
  { id: 'sharedUsers', label: 'Shared Users' },
  { id: 'price', label: 'Price', text: (row) => formatRupiah(row.price ?? 0) },
  {
    id: 'sellingPrice',
    label: 'Selling Price',
    text: (row) => (row.sellingPrice === null ? '' : formatRupiah(row.sellingPrice)),
  },
  { id: 'validity', label: 'Validity', accessor: (row) => describeValidity(row.validity) },
  {
    id: 'expiryMode',
    label: 'On expiry',
    accessor: (row) => EXPIRY_MODE_LABELS[row.expiryMode] ?? row.expiryMode,
  },
  { id: 'lockMac', label: 'Lock MAC', text: (row) => (row.lockMac ? 'Locked' : 'No') },
  { id: 'addressPool', label: 'Address Pool' },
  { id: 'sessionTimeout', label: 'Session Timeout' },
];

/** The router's counters are its own: what it calls in (upload) the console calls Upload. */
export const HOTSPOT_ACTIVE_COLUMNS: readonly ExportColumn<HotspotActive>[] = [
  { id: 'user', label: 'User' },
  { id: 'address', label: 'Address' },
  { id: 'macAddress', label: 'MAC' },
  { id: 'uptime', label: 'Uptime', text: (row) => formatUptime(row.uptime) },
  { id: 'bytesIn', label: 'Download', text: (row) => formatBytes(row.bytesOut) },
  { id: 'bytesOut', label: 'Upload', text: (row) => formatBytes(row.bytesIn) },
  { id: 'loginBy', label: 'Login by' },
];

export const HOTSPOT_USER_STATUS_LABELS: Record<HotspotUserStatus | 'removed', string> = {
  unused: 'Unused',
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
  disabled: 'Disabled',
  removed: 'Removed',
};

/** Hotspot users are searched and sorted by the API (GET /hotspot/{id}/users); these are its columns. */
export const HOTSPOT_USER_COLUMNS: readonly ExportColumn<HotspotUser>[] = [
  { id: 'name', label: 'Username' },
  { id: 'profile', label: 'Profile' },
  { id: 'status', label: 'Status', text: (row) => HOTSPOT_USER_STATUS_LABELS[row.status] },
  { id: 'uptime', label: 'Uptime', text: (row) => formatUptime(row.uptime) },
  {
    id: 'bytes',
    label: 'Data used',
    accessor: (row) => Number(row.bytesIn ?? 0) + Number(row.bytesOut ?? 0),
    text: (row) => formatBytes(Number(row.bytesIn ?? 0) + Number(row.bytesOut ?? 0)),
  },
  { id: 'firstLoginAt', label: 'First login', text: (row) => wibDateTime(row.firstLoginAt) },
  { id: 'expiresAt', label: 'Expires', text: (row) => wibDateTime(row.expiresAt) },
  { id: 'macAddress', label: 'MAC' },
  { id: 'limitUptime', label: 'Time limit' },
  { id: 'comment', label: 'Comment' },
];

/** Voucher batches are searched and sorted by the API (GET /hotspot/{id}/vouchers). */
export const VOUCHER_BATCH_COLUMNS: readonly ExportColumn<VoucherBatch>[] = [
  { id: 'createdAt', label: 'Created', text: (row) => wibDateTime(row.createdAt) },
  { id: 'profile', label: 'Profile' },
  { id: 'count', label: 'Count', text: (row) => formatNumber(row.count) },
  { id: 'unused', label: 'Unused', text: (row) => formatNumber(row.unused) },
  { id: 'createdBy', label: 'Created by' },
  { id: 'note', label: 'Note' },
];
