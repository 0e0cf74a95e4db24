import { HOTSPOT_MESSAGES } from 'contracts/messages';

/** The hotspot screens' words (docs/rules/hotspot.md#messages): the contract's toasts, and the screens' own. */
export const HOTSPOT_TEXT = {
  ...HOTSPOT_MESSAGES,
  usersEmpty: 'No hotspot users',
  profilesEmpty: 'No user profiles',
  activeEmpty: 'No active sessions',
  batchesEmpty: 'No voucher batches',
  salesEmpty: 'No sales in this period',
  exportFailed: 'Failed to export sales',
} as const;
