// A hotspot user's status (docs/rules/hotspot.md#status), from the router's user row, whether it
// is in the active list, and our record of it.
import type { HotspotUserStatus } from 'contracts/limits';
import type { UserRecord } from '../repositories/hotspot';

export interface StatusInputs {
  disabled: boolean;
  /** Seconds logged in, as the router counts them (0 when never, or after a reset). */
  uptimeSeconds: number;
  /** The user has a session in `/ip/hotspot/active` now. */
  active: boolean;
  record: Pick<UserRecord, 'firstLoginAt' | 'expiresAt' | 'expiredAt'> | undefined;
}

/**
 * First that applies: expired (the expiry job acted, or expiresAt has passed) → active (in a
 * session now) → disabled (on the router) → used (logged in before: our first use, or uptime on
 * the router) → unused.
 */
export function hotspotUserStatus(user: StatusInputs, now: Date): HotspotUserStatus {
  const record = user.record;
  if (record?.expiredAt || (record?.expiresAt && record.expiresAt.getTime() <= now.getTime()))
    return 'expired';
  if (user.active) return 'active';
  if (user.disabled) return 'disabled';
  if (record?.firstLoginAt || user.uptimeSeconds > 0) return 'used';
  return 'unused';
}
