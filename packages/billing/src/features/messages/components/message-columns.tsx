import type { OutboxMessage } from 'contracts/types';
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { formatWibDateTime } from 'ui-kit/format';
import type { RowAction } from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import { CHANNEL_LABELS, EVENT_LABELS, MESSAGE_RETRIED } from '../api/messages';
import { MessageStatusBadge } from './message-status-badge';

function SubscriberCell({ row }: { row: OutboxMessage }): ReactElement {
  if (row.subscriberId === null) return <>{row.subscriberName ?? '—'}</>;
  return (
    <ChakraLink asChild>
      <Link to={`/app/billing/subscribers/${encodeURIComponent(row.subscriberId)}`}>
        {row.subscriberName ?? row.subscriberId}
      </Link>
    </ChakraLink>
  );
}

const dateTime = (value: string | null) => (value ? formatWibDateTime(value) : '—');

// Module scope: a new array each render would rebuild the table model.
/** The outbox list (docs/rules/notify.md): what was sent to whom, and why a failed one failed. */
export const messageColumns: DataColumn<OutboxMessage>[] = [
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (row) => <MessageStatusBadge status={row.status} />,
  },
  { id: 'event', label: 'Event', sortable: true, cell: (row) => EVENT_LABELS[row.event] },
  { id: 'channel', label: 'Channel', sortable: true, cell: (row) => CHANNEL_LABELS[row.channel] },
  { id: 'to', label: 'To', cell: (row) => row.to },
  {
    id: 'subscriberName',
    label: 'Subscriber',
    cell: (row) => <SubscriberCell row={row} />,
  },
  { id: 'invoiceNumber', label: 'Invoice', cell: (row) => row.invoiceNumber ?? '—' },
  { id: 'attempts', label: 'Attempts', align: 'end', cell: (row) => String(row.attempts) },
  {
    id: 'lastError',
    label: 'Reason',
    minWidth: '18ch',
    cell: (row) =>
      row.lastError ? (
        <Text as="span" color={row.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {row.lastError}
        </Text>
      ) : (
        '—'
      ),
  },
  { id: 'sentAt', label: 'Sent', sortable: true, cell: (row) => dateTime(row.sentAt) },
  {
    id: 'createdAt',
    label: 'Queued',
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => dateTime(row.createdAt),
  },
  {
    id: 'nextAttemptAt',
    label: 'Next attempt',
    hiddenByDefault: true,
    // The outbox's CSV has no such column: a queued message's next try matters on screen only.
    exportIds: [],
    cell: (row) => (row.status === 'queued' ? dateTime(row.nextAttemptAt) : '—'),
  },
  {
    id: 'providerId',
    label: 'Gateway id',
    hiddenByDefault: true,
    cell: (row) => row.providerId ?? '—',
  },
  {
    id: 'body',
    label: 'Message',
    hiddenByDefault: true,
    minWidth: '30ch',
    cell: (row) => (
      <Text as="span" whiteSpace="pre-wrap">
        {row.body}
      </Text>
    ),
  },
];

/** Retry on a failed message (admins; a plain user sees it disabled with the lists' title). */
export const retryMessageAction: RowAction<OutboxMessage> = {
  action: 'retry',
  when: (row) => row.status === 'failed',
  successMessage: MESSAGE_RETRIED,
};
