import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuBan, LuCircleCheck, LuCircleDashed, LuTimerOff, LuWifi } from 'react-icons/lu';
import type { HotspotUserStatus } from '../api/types';

interface BadgeLook {
  palette: BadgeProps['colorPalette'];
  icon: ReactElement;
  label: string;
}

/** Each hotspot user status its colour, icon and word (never colour alone), like the payment badges. */
export const USER_STATUS_LOOK: Record<HotspotUserStatus, BadgeLook> = {
  unused: { palette: 'blue', icon: <LuCircleDashed />, label: 'Unused' },
  active: { palette: 'green', icon: <LuWifi />, label: 'Active' },
  used: { palette: 'purple', icon: <LuCircleCheck />, label: 'Used' },
  expired: { palette: 'orange', icon: <LuTimerOff />, label: 'Expired' },
  disabled: { palette: 'gray', icon: <LuBan />, label: 'Disabled' },
};

export const USER_STATUSES = Object.keys(USER_STATUS_LOOK) as HotspotUserStatus[];

export function isUserStatus(value: unknown): value is HotspotUserStatus {
  return typeof value === 'string' && Object.hasOwn(USER_STATUS_LOOK, value);
}

export function UserStatusBadge({ status }: { status: HotspotUserStatus }): ReactElement {
  const look = USER_STATUS_LOOK[status] ?? USER_STATUS_LOOK.unused;
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-status={status}>
      <span aria-hidden>{look.icon}</span>
      {look.label}
    </Badge>
  );
}
