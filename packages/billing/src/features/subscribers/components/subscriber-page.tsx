import { wibDay } from 'contracts/format';
import type { Invoice, Subscriber } from 'contracts/types';
import {
  Alert,
  Box,
  Button,
  DataList,
  HStack,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuArrowLeft, LuFilePlus, LuPencil } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { useFormResource } from 'ui-kit/form';
import { formatCalendarDay, formatListDate, formatRupiah } from 'ui-kit/format';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { RequireWrite, ResourceList } from 'ui-kit/list';
import { RecordRoute } from 'ui-kit/routing';
import {
  INVOICES_PATH,
  InvoiceViewDialog,
  IssueInvoiceDialog,
  copyPayLinkAction,
  subscriberInvoiceColumns,
  useSubscriberInvoiceListStore,
} from '../../invoices';
import { SUBSCRIBERS_PATH } from '../api/subscribers';
import { PendingChangeBanner, SubscriberChangeButtons } from './subscriber-changes';
import { SubscriberHistory } from './subscriber-history';
import { SubscriberDialog } from './subscriber-dialog';
import { SubscriberStatusBadge } from './subscriber-status-badge';

export const SUBSCRIBER_FETCH_ERROR = 'Failed to fetch the subscriber';

function Details({ subscriber }: { subscriber: Subscriber }): ReactElement {
  const items: [string, string][] = [
    ['Phone', subscriber.phone || '—'],
    ['Email', subscriber.email || '—'],
    ['Address', subscriber.address || '—'],
    ['Router', subscriber.routerName],
    ['PPP username', subscriber.pppUsername],
    ['Plan', `${subscriber.planName} (${formatRupiah(subscriber.planPrice)})`],
    ['Billing day', String(subscriber.billingDay)],
    ['Billing start', formatCalendarDay(subscriber.billingStart)],
    ['Notes', subscriber.notes || '—'],
    ['Created', `${formatListDate(subscriber.createdAt)} by ${subscriber.createdBy ?? '—'}`],
    ['Updated', `${formatListDate(subscriber.updatedAt)} by ${subscriber.updatedBy ?? '—'}`],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

type DialogState = 'edit' | 'issue' | null;

function SubscriberScreen({ id }: { id: string }): ReactElement {
  const resource = useFormResource<Subscriber>(SUBSCRIBERS_PATH, id, { envelope: 'success' });
  const subscriber = resource.record;
  usePageTitle(subscriber ? subscriber.name : 'Subscriber');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [viewed, setViewed] = useState<Invoice | null>(null);

  if (resource.isNotFound) return <NotFound />;
  if (resource.error) {
    return (
      <Box p={{ base: '3', md: '6' }}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{SUBSCRIBER_FETCH_ERROR}</Alert.Title>
            <Alert.Description>{getErrorMessage(resource.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => resource.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      </Box>
    );
  }
  if (!subscriber) {
    return (
      <HStack p="6" role="status" gap="3">
        <Spinner size="sm" />
        <Text>Loading..</Text>
      </HStack>
    );
  }
  const terminated = subscriber.status === 'terminated';
  return (
    <Stack p={{ base: '3', md: '6' }} gap="5" minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app/billing/subscribers">
            <LuArrowLeft aria-hidden />
            Subscribers
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            {subscriber.name}
          </Heading>
          <SubscriberStatusBadge status={subscriber.status} />
        </HStack>
      </Stack>
      <RequireWrite>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
            <LuPencil aria-hidden />
            Edit
          </Button>
          {terminated ? null : (
            <Button size="sm" variant="outline" onClick={() => setDialog('issue')}>
              <LuFilePlus aria-hidden />
              Issue invoice
            </Button>
          )}
          <SubscriberChangeButtons subscriber={subscriber} />
        </HStack>
      </RequireWrite>
      <PendingChangeBanner subscriber={subscriber} />
      <Details subscriber={subscriber} />
      <Stack gap="2">
        <Heading as="h2" size="md">
          Invoices
        </Heading>
        <ResourceList<Invoice>
          path={INVOICES_PATH}
          store={useSubscriberInvoiceListStore}
          params={{ subscriberId: subscriber.id }}
          columns={subscriberInvoiceColumns}
          label="Invoices"
          preferencesId="subscriber-invoices"
          envelope="success"
          getRowLabel={(row) => row.number}
          searchPlaceholder="Search number"
          emptyText="No invoices yet"
          actions={{ onView: setViewed, more: [copyPayLinkAction] }}
        />
      </Stack>
      <SubscriberHistory subscriberId={subscriber.id} />
      <SubscriberDialog
        open={dialog === 'edit'}
        subscriber={subscriber}
        onClose={() => setDialog(null)}
      />
      <InvoiceViewDialog invoice={viewed} onClose={() => setViewed(null)} />
      <IssueInvoiceDialog
        open={dialog === 'issue'}
        subscriberId={subscriber.id}
        defaultPeriod={wibDay(new Date()).slice(0, 7)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

/**
 * `/app/billing/subscribers/{id}` (docs/rules/billing.md#subscribers): details, invoices and history; an
 * admin edits, issues an invoice, isolates, restores or terminates; a change waiting for the
 * router shows with the router's reason.
 */
export function SubscriberPage(): ReactElement {
  return (
    <RecordRoute param="subscriberId">
      {(record) => (record.mode === 'edit' ? <SubscriberScreen id={record.id} /> : <NotFound />)}
    </RecordRoute>
  );
}
