import type { MessageStatus } from 'contracts/types';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuCheck, LuClock, LuTriangleAlert } from 'react-icons/lu';

interface BadgeLook {
  label: string;
  palette: BadgeProps['colorPalette'];
  icon: ReactElement;
}

/** An outbox message's status (docs/rules/notify.md): each its own word, colour and icon. */
export const MESSAGE_STATUS_LOOK: Record<MessageStatus, BadgeLook> = {
  queued: { label: 'Queued', palette: 'blue', icon: <LuClock /> },
  sent: { label: 'Sent', palette: 'green', icon: <LuCheck /> },
  failed: { label: 'Failed', palette: 'red', icon: <LuTriangleAlert /> },
};

export function MessageStatusBadge({ status }: { status: MessageStatus }): ReactElement {
  const look = MESSAGE_STATUS_LOOK[status] ?? MESSAGE_STATUS_LOOK.queued;
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-status={status}>
      <span aria-hidden>{look.icon}</span>
      {look.label}
    </Badge>
  );
}
