import { Alert, Button, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft, LuPrinter, LuTrash2 } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { formatNumber, formatWibDateTime } from 'ui-kit/format';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { ActionButton, createListStore, type ListStore } from 'ui-kit/list';
import { useQueryClient } from '@tanstack/react-query';
import { failureWithReason } from '../../../lib/failure-text';
import { hotspotPaths, useRefreshHotspot, useVoucherBatch } from '../api/hotspot';
import type { HotspotUser, VoucherBatch } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';
import { UsersList } from './users-tab';
import { batchPrintPath } from './vouchers-tab';

const storesByBatch = new Map<string, ListStore<HotspotUser>>();
function batchUsersStore(routerId: string, batchId: string): ListStore<HotspotUser> {
  const key = `${routerId}/${batchId}`;
  let store = storesByBatch.get(key);
  if (!store) {
    store = createListStore<HotspotUser>(`hotspot-batch-${key}`, {
      sortCol: 'name',
      sortDir: 'ASC',
    });
    storesByBatch.set(key, store);
  }
  return store;
}

export const DELETE_UNUSED_CONFIRM =
  'Remove this batch’s unused vouchers from the router? Used vouchers stay for the sales history.';

function BatchScreen({ routerId, batchId }: { routerId: string; batchId: string }): ReactElement {
  usePageTitle('Voucher Batch');
  const batch = useVoucherBatch(routerId, batchId);
  const refresh = useRefreshHotspot(routerId);
  const queryClient = useQueryClient();
  const data = batch.data;
  const back = `/app/routers/${encodeURIComponent(routerId)}/hotspot?tab=vouchers`;

  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to={back}>
            <LuArrowLeft aria-hidden />
            Vouchers
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            Voucher batch{data ? `: ${data.profile}` : ''}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button asChild colorPalette="brand" size="sm">
              <Link to={batchPrintPath(routerId, batchId)}>
                <LuPrinter aria-hidden />
                Print
              </Link>
            </Button>
            {data ? (
              <ActionButton<VoucherBatch>
                path={hotspotPaths(routerId).vouchers}
                row={data}
                size="sm"
                variant="outline"
                colorPalette="red"
                action={{
                  action: 'delete',
                  label: 'Delete unused',
                  icon: <LuTrash2 />,
                  confirm: {
                    title: 'Delete unused vouchers',
                    message: DELETE_UNUSED_CONFIRM,
                    confirmLabel: 'Delete unused',
                    tone: 'danger',
                  },
                  disabledReason: (row) => (row.unused === 0 ? 'No unused vouchers' : null),
                  successMessage: HOTSPOT_TEXT.batchDeleted,
                  errorMessage: failureWithReason(HOTSPOT_TEXT.deleteBatchFailed),
                }}
                onSuccess={() => {
                  void refresh();
                  void queryClient.invalidateQueries({
                    queryKey: [hotspotPaths(routerId).vouchers],
                  });
                }}
              />
            ) : null}
          </HStack>
        </HStack>
      </Stack>
      {batch.isError ? (
        <Alert.Root status="error" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{HOTSPOT_TEXT.fetchFailed}</Alert.Title>
            <Alert.Description>{getErrorMessage(batch.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void batch.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : null}
      {data ? (
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {[
            ['Profile', data.profile],
            ['Vouchers', formatNumber(data.count)],
            ['Unused', formatNumber(data.unused)],
            ['Created', formatWibDateTime(data.createdAt)],
            ['Created by', data.createdBy],
            ['Note', data.note || '—'],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : batch.isLoading ? (
        <Text color="fg.muted" role="status">
          Loading…
        </Text>
      ) : null}
      <UsersList
        routerId={routerId}
        store={batchUsersStore(routerId, batchId)}
        params={{ batchId }}
        label="Vouchers of this batch"
      />
    </Stack>
  );
}

/** `/app/routers/{routerId}/hotspot/vouchers/{id}`: a batch, its vouchers and their status, Print, Delete unused. */
export function BatchPage(): ReactElement {
  const { routerId, batchId } = useParams();
  if (!routerId || !batchId) return <NotFound />;
  return <BatchScreen key={`${routerId}/${batchId}`} routerId={routerId} batchId={batchId} />;
}
