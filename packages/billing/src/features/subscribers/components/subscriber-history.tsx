import type { BillingEventKind, SubscriberEvent } from 'contracts/types';
import { Alert, Button, HStack, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { getErrorMessage } from 'shared-auth';
import { formatWibDateTime } from 'ui-kit/format';
import { useSubscriberHistory } from '../api/subscribers';

/** What each billing event reads as in the history. */
export const HISTORY_LABELS: Record<BillingEventKind, string> = {
  invoice_issued: 'Invoice issued',
  invoice_paid: 'Payment received',
  invoice_voided: 'Invoice voided',
  subscriber_isolated: 'Isolated',
  subscriber_restored: 'Restored',
  subscriber_terminated: 'Terminated',
  invoice_reminder: 'Reminder queued',
  invoice_due: 'Due today',
};

export const HISTORY_EMPTY = 'No history yet';
export const HISTORY_FETCH_ERROR = 'Failed to fetch the history';

function HistoryTable({ events }: { events: readonly SubscriberEvent[] }): ReactElement {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" aria-label="History">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((event) => (
            <Table.Row key={event.id}>
              <Table.Cell whiteSpace="nowrap">{formatWibDateTime(event.at)}</Table.Cell>
              <Table.Cell>{HISTORY_LABELS[event.event]}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{event.invoiceNumber ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The subscriber page's history (docs/rules/billing.md#invoices): its billing events newest first,
 * the latest 100, read again after a payment or an isolate, restore or terminate.
 */
export function SubscriberHistory({ subscriberId }: { subscriberId: string }): ReactElement {
  const history = useSubscriberHistory(subscriberId);
  let body: ReactElement;
  if (history.error) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{HISTORY_FETCH_ERROR}</Alert.Title>
          <Alert.Description>{getErrorMessage(history.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (!history.data) {
    body = (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>Loading..</Text>
      </HStack>
    );
  } else if (history.data.length === 0) {
    body = <Text color="fg.muted">{HISTORY_EMPTY}</Text>;
  } else {
    body = <HistoryTable events={history.data} />;
  }
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        History
      </Heading>
      {body}
    </Stack>
  );
}
