import type { SubscriberStatus } from 'contracts/limits';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuBan, LuCheck, LuUnplug } from 'react-icons/lu';

interface BadgeLook {
  label: string;
  palette: BadgeProps['colorPalette'];
  icon: ReactElement;
}

/**
 * docs/rules/billing.md#subscribers: each status its own word, colour and icon (never colour
 * alone); subtle badges, whose text passes WCAG AA on every palette.
 */
export const SUBSCRIBER_STATUS_LOOK: Record<SubscriberStatus, BadgeLook> = {
  active: { label: 'Active', palette: 'green', icon: <LuCheck /> },
  isolated: { label: 'Isolated', palette: 'orange', icon: <LuUnplug /> },
  terminated: { label: 'Terminated', palette: 'gray', icon: <LuBan /> },
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }): ReactElement {
  const look = SUBSCRIBER_STATUS_LOOK[status] ?? SUBSCRIBER_STATUS_LOOK.terminated;
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-status={status}>
      <span aria-hidden>{look.icon}</span>
      {look.label}
    </Badge>
  );
}
