import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuBan, LuCircleCheck, LuCircleDashed, LuTimerOff, LuTrash2, LuWifi } from 'react-icons/lu';
import { HOTSPOT_USER_STATUSES } from 'contracts/limits';
import type { HotspotUserStatus, VoucherStatus } from '../api/types';

interface BadgeLook {
  palette: BadgeProps['colorPalette'];
  icon: ReactElement;
  label: string;
}

/** Each hotspot user status its colour, icon and word (never colour alone), like the payment badges. */
export const USER_STATUS_LOOK: Record<VoucherStatus, BadgeLook> = {
  unused: { palette: 'blue', icon: <LuCircleDashed />, label: 'Unused' },
  active: { palette: 'green', icon: <LuWifi />, label: 'Active' },
  used: { palette: 'purple', icon: <LuCircleCheck />, label: 'Used' },
  expired: { palette: 'orange', icon: <LuTimerOff />, label: 'Expired' },
  disabled: { palette: 'gray', icon: <LuBan />, label: 'Disabled' },
  // A batch's voucher that is gone from the router (deleted unused, or removed at expiry).
  removed: { palette: 'red', icon: <LuTrash2 />, label: 'Removed' },
};

/** The statuses the Users filter offers. */
export const USER_STATUSES: readonly HotspotUserStatus[] = HOTSPOT_USER_STATUSES;

export function isUserStatus(value: unknown): value is HotspotUserStatus {
  return (USER_STATUSES as readonly unknown[]).includes(value);
}

export function UserStatusBadge({ status }: { status: VoucherStatus }): ReactElement {
  const look = USER_STATUS_LOOK[status] ?? USER_STATUS_LOOK.unused;
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-status={status}>
      <span aria-hidden>{look.icon}</span>
      {look.label}
    </Badge>
  );
}
