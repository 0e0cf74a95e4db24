import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** docs/rules/api.md#review-status: the review mark of customers, users and deliveries. */
export type RecordStatus = 'pending' | 'approved' | 'rejected';

export const STATUS_LABELS: Record<RecordStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_PALETTE: Record<RecordStatus, BadgeProps['colorPalette']> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function isRecordStatus(value: unknown): value is RecordStatus {
  return value === 'pending' || value === 'approved' || value === 'rejected';
}

export interface StatusBadgeProps {
  status: string | null | undefined;
  /** Other words for the three states (e.g. Indonesian). */
  labels?: Partial<Record<RecordStatus, string>>;
}

/** A record's review status as a badge; an unknown or missing status shows nothing. */
export function StatusBadge({ status, labels }: StatusBadgeProps): ReactElement | null {
  const normalized = typeof status === 'string' ? status.toLowerCase() : status;
  if (!isRecordStatus(normalized)) return null;
  return (
    <Badge colorPalette={STATUS_PALETTE[normalized]} variant="subtle" data-status={normalized}>
      {labels?.[normalized] ?? STATUS_LABELS[normalized]}
    </Badge>
  );
}
