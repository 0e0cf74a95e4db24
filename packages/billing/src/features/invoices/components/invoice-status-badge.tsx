import type { InvoiceStatus } from 'contracts/limits';
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuBan, LuCheck, LuClock } from 'react-icons/lu';

interface BadgeLook {
  label: string;
  palette: BadgeProps['colorPalette'];
  icon: ReactElement;
}

/** docs/rules/billing.md#invoices: unpaid, paid and void, each its own word, colour and icon. */
export const INVOICE_STATUS_LOOK: Record<InvoiceStatus, BadgeLook> = {
  unpaid: { label: 'Unpaid', palette: 'orange', icon: <LuClock /> },
  paid: { label: 'Paid', palette: 'green', icon: <LuCheck /> },
  void: { label: 'Void', palette: 'gray', icon: <LuBan /> },
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }): ReactElement {
  const look = INVOICE_STATUS_LOOK[status] ?? INVOICE_STATUS_LOOK.void;
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-status={status}>
      <span aria-hidden>{look.icon}</span>
      {look.label}
    </Badge>
  );
}
