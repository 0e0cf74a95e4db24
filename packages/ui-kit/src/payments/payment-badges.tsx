import { Badge, HStack, Stack, Text, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import {
  LuBan,
  LuCheck,
  LuCircleAlert,
  LuClock,
  LuLoaderCircle,
  LuTimerOff,
  LuTriangleAlert,
  LuUndo2,
  LuX,
} from 'react-icons/lu';
import type { Transaction, TransactionStatus } from 'contracts/types';

interface BadgeLook {
  palette: BadgeProps['colorPalette'];
  icon: ReactElement;
}

// The Tripay transaction's badges, shared by the payments lists of `hotspot` (a router's, with the
// detail drawer) and `billing` (every router's).

/**
 * docs/rules/payments.md: each status its own colour, icon and word (never colour alone). Subtle
 * badges: their text passes WCAG AA on every palette (solid green/orange do not).
 */
export const TRANSACTION_STATUS_LOOK: Record<TransactionStatus, BadgeLook> = {
  UNPAID: { palette: 'orange', icon: <LuClock /> },
  PAID: { palette: 'green', icon: <LuCheck /> },
  EXPIRED: { palette: 'gray', icon: <LuTimerOff /> },
  FAILED: { palette: 'red', icon: <LuX /> },
  REFUND: { palette: 'purple', icon: <LuUndo2 /> },
};

export function TransactionStatusBadge({ status }: { status: TransactionStatus }): ReactElement {
  const look = TRANSACTION_STATUS_LOOK[status] ?? TRANSACTION_STATUS_LOOK.EXPIRED;
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-status={status}>
      <span aria-hidden>{look.icon}</span>
      {status}
    </Badge>
  );
}

/** The account's state words: 'none' is a payment that never asked for one (not paid). */
export const PROVISIONING_LABELS: Record<Transaction['provisioning'], string> = {
  none: 'Not needed',
  pending: 'Pending',
  done: 'Done',
  failed: 'Failed',
};

const PROVISIONING_LOOK: Record<Transaction['provisioning'], BadgeLook> = {
  none: { palette: 'gray', icon: <LuBan /> },
  pending: { palette: 'orange', icon: <LuLoaderCircle /> },
  done: { palette: 'green', icon: <LuCheck /> },
  failed: { palette: 'red', icon: <LuCircleAlert /> },
};

export function ProvisioningBadge({
  provisioning,
}: {
  provisioning: Transaction['provisioning'];
}): ReactElement {
  const look = PROVISIONING_LOOK[provisioning];
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-provisioning={provisioning}>
      <span aria-hidden>{look.icon}</span>
      {PROVISIONING_LABELS[provisioning]}
    </Badge>
  );
}

/** A signed callback refused for its amount (docs/rules/payments.md#callback): money to look at. */
export function FlagBadge({ flag }: { flag: string }): ReactElement {
  return (
    <Badge colorPalette="red" variant="subtle" title={flag} data-flag>
      <LuTriangleAlert aria-hidden />
      Flagged
    </Badge>
  );
}

/** The list's Status cell: the badge, and the flag as a warning under it. */
export function StatusCell({ row }: { row: Transaction }): ReactElement {
  return (
    <Stack gap="1" align="start">
      <TransactionStatusBadge status={row.status} />
      {row.flag ? <FlagBadge flag={row.flag} /> : null}
    </Stack>
  );
}

/** The list's Provisioning cell: the state, and why it is not done (the router's error). */
export function ProvisioningCell({ row }: { row: Transaction }): ReactElement | null {
  if (row.provisioning === 'none') {
    return (
      <Text color="fg.muted" textStyle="sm">
        —
      </Text>
    );
  }
  return (
    <Stack gap="1" align="start" maxW="56">
      <HStack>
        <ProvisioningBadge provisioning={row.provisioning} />
      </HStack>
      {row.provisioning !== 'done' && row.provisionError ? (
        <Text textStyle="xs" color="fg.error" lineClamp={2} title={row.provisionError}>
          {row.provisionError}
        </Text>
      ) : null}
    </Stack>
  );
}
