import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Code,
  DataList,
  Drawer,
  HStack,
  Heading,
  Portal,
  Skeleton,
  Stack,
  Text,
  chakra,
  type BadgeProps,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_ROUTERS_PATH, DASHBOARD_STATS_PATH, routerPaymentsPath } from 'contracts/paths';
import type { PaymentCallback, TransactionDetail } from 'contracts/types';
import type { ReactElement, ReactNode } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { getErrorMessage } from 'shared-auth';
import { formatRupiah, formatWibDateTime } from 'ui-kit/format';
import { useIsSmallScreen } from 'ui-kit/layout';
import { ActionButton, type RowAction } from 'ui-kit/list';
import { FlagBadge, ProvisioningBadge, TransactionStatusBadge } from 'ui-kit/payments';
import {
  RETRY_ERROR_MESSAGE,
  RETRY_SUCCESS_MESSAGE,
  paymentDetailKey,
  retryProvisioning,
  usePaymentDetail,
} from '../api/payments';

export const DETAIL_FETCH_ERROR = 'Failed to fetch transaction';
export const NO_CALLBACKS_TEXT = 'No callback from Tripay yet';
export const RETRY_LABEL = 'Retry provisioning';

/** How each verdict of the callback log reads (docs/rules/payments.md#callback). */
const VERDICT_PALETTE: Record<string, BadgeProps['colorPalette']> = {
  applied: 'green',
  repeat: 'gray',
  ignored: 'gray',
  'amount-mismatch': 'red',
  'bad-signature': 'red',
  'bad-event': 'red',
  'unknown-ref': 'red',
  malformed: 'red',
};

/** Retry provisioning: a PAID transaction whose account is not made yet (the API's 409 otherwise). */
export const retryProvisioningAction: RowAction<TransactionDetail> = {
  action: 'retry-provisioning',
  label: RETRY_LABEL,
  icon: <LuRotateCw />,
  request: (row) => retryProvisioning(row.routerId, row.merchantRef),
  when: (row) => row.status === 'PAID' && row.provisioning !== 'done',
  confirm: {
    title: RETRY_LABEL,
    message:
      'Create the PPP account of this payment on the router now? An account already made for it is reused, never doubled.',
    confirmLabel: 'Retry',
  },
  successMessage: RETRY_SUCCESS_MESSAGE,
  errorMessage: (error: unknown) => getErrorMessage(error, RETRY_ERROR_MESSAGE),
};

/** A callback body as sent, indented when it is JSON (a malformed one is shown as it came). */
function prettyBody(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

const Details = chakra('details');
const Summary = chakra('summary');

function CallbackEntry({ callback }: { callback: PaymentCallback }): ReactElement {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p="3" listStyleType="none">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text textStyle="sm" fontWeight="medium">
            {formatWibDateTime(callback.receivedAt)}
          </Text>
          <Badge
            colorPalette={VERDICT_PALETTE[callback.verdict] ?? 'gray'}
            variant="subtle"
            data-verdict={callback.verdict}
          >
            {callback.verdict}
          </Badge>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <DataList.Item>
            <DataList.ItemLabel minW="24">Event</DataList.ItemLabel>
            <DataList.ItemValue>{callback.event ?? '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">Status</DataList.ItemLabel>
            <DataList.ItemValue>{callback.status ?? '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">Amount</DataList.ItemLabel>
            <DataList.ItemValue>
              {callback.totalAmount === null ? '—' : formatRupiah(callback.totalAmount)}
            </DataList.ItemValue>
          </DataList.Item>
          {callback.remoteAddress ? (
            <DataList.Item>
              <DataList.ItemLabel minW="24">From</DataList.ItemLabel>
              <DataList.ItemValue>{callback.remoteAddress}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {callback.detail ? (
            <DataList.Item>
              <DataList.ItemLabel minW="24">Note</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{callback.detail}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        <Details>
          <Summary cursor="pointer" textStyle="sm" color="fg.muted" w="fit-content">
            Raw body
          </Summary>
          <Code
            as="pre"
            display="block"
            mt="2"
            p="2"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            maxH="60"
            overflow="auto"
            textStyle="xs"
            // A long body scrolls: focusable, so a keyboard can scroll it too (WCAG 2.1.1).
            tabIndex={0}
            data-testid="raw-body"
          >
            {prettyBody(callback.rawBody)}
          </Code>
        </Details>
      </Stack>
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }): ReactElement {
  const empty = children === null || children === undefined || children === '';
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{empty ? '—' : children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function DetailBody({ detail }: { detail: TransactionDetail }): ReactElement {
  const small = useIsSmallScreen();
  const notDone = detail.status === 'PAID' && detail.provisioning !== 'done';
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <TransactionStatusBadge status={detail.status} />
        {detail.provisioning !== 'none' ? (
          <ProvisioningBadge provisioning={detail.provisioning} />
        ) : null}
        {detail.flag ? <FlagBadge flag={detail.flag} /> : null}
      </HStack>
      {detail.flag ? (
        <Alert.Root status="warning" variant="subtle" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Flagged: a signed callback was refused</Alert.Title>
            <Alert.Description>{detail.flag}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {notDone ? (
        <Alert.Root
          status={detail.provisioning === 'failed' ? 'error' : 'info'}
          variant="subtle"
          alignItems="start"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {detail.provisioning === 'failed'
                ? 'The PPP account could not be created'
                : 'The PPP account is being created'}
            </Alert.Title>
            <Alert.Description>
              {detail.provisionError ?? 'Waiting for the router; it is retried automatically.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <DataList.Root orientation={small ? 'vertical' : 'horizontal'} gap="3">
        <Field label="Amount">{formatRupiah(detail.amount)}</Field>
        <Field label="Package">{detail.packageName}</Field>
        <Field label="Payment method">{detail.method}</Field>
        <Field label="Tripay reference">{detail.reference}</Field>
        <Field label="Merchant ref">{detail.merchantRef}</Field>
        <Field label="Buyer">{detail.customerName}</Field>
        <Field label="Phone">{detail.customerPhone}</Field>
        <Field label="Email">{detail.customerEmail}</Field>
        <Field label="PPP username">{detail.pppUsername}</Field>
        <Field label="PPP profile">{detail.pppProfile}</Field>
        <Field label="Account valid until">{formatWibDateTime(detail.secretExpiresAt)}</Field>
        <Field label="Provisioned at">{formatWibDateTime(detail.provisionedAt)}</Field>
        <Field label="Created">{formatWibDateTime(detail.createdAt)}</Field>
        <Field label="Pay before">{formatWibDateTime(detail.expiresAt)}</Field>
        <Field label="Paid">{formatWibDateTime(detail.paidAt)}</Field>
        <Field label="Updated">{formatWibDateTime(detail.updatedAt)}</Field>
      </DataList.Root>

      <Stack gap="3" as="section" aria-labelledby="callback-history">
        <Heading as="h3" size="sm" id="callback-history">
          Callback history ({detail.callbacks.length})
        </Heading>
        {detail.callbacks.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {NO_CALLBACKS_TEXT}
          </Text>
        ) : (
          <Stack as="ol" gap="2" ps="0" m="0" aria-label="Callbacks">
            {detail.callbacks.map((callback) => (
              <CallbackEntry key={callback.id} callback={callback} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

export interface PaymentDetailDrawerProps {
  routerId: string;
  /** The transaction shown; null: closed. */
  merchantRef: string | null;
  onClose(): void;
}

/**
 * One transaction (docs/rules/payments.md#transactions-screen): every field, the flag, the account
 * on the router, the callback history with the raw bodies, and Retry provisioning for an admin.
 * A drawer from the end on a desktop, the whole width on a phone; Escape or Close shuts it.
 */
export function PaymentDetailDrawer({
  routerId,
  merchantRef,
  onClose,
}: PaymentDetailDrawerProps): ReactElement {
  const queryClient = useQueryClient();
  const detail = usePaymentDetail(routerId, merchantRef);
  const data = detail.data;

  return (
    <Drawer.Root
      open={merchantRef !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title wordBreak="break-all">Transaction {merchantRef}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {detail.isLoading ? (
                <Stack gap="3" role="status" aria-label="Loading transaction">
                  <Skeleton h="6" w="40" />
                  <Skeleton h="40" />
                  <Skeleton h="24" />
                </Stack>
              ) : detail.isError && !data ? (
                <Alert.Root status="error" variant="subtle" role="alert" alignItems="start">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{DETAIL_FETCH_ERROR}</Alert.Title>
                    <Alert.Description>{getErrorMessage(detail.error)}</Alert.Description>
                  </Alert.Content>
                  <Button
                    size="sm"
                    variant="outline"
                    flexShrink="0"
                    loading={detail.isFetching}
                    loadingText="Retry"
                    onClick={() => void detail.refetch()}
                  >
                    <LuRotateCw aria-hidden />
                    Retry
                  </Button>
                </Alert.Root>
              ) : data ? (
                <DetailBody detail={data} />
              ) : null}
            </Drawer.Body>
            <Drawer.Footer gap="2" flexWrap="wrap">
              {data ? (
                <ActionButton<TransactionDetail>
                  path={routerPaymentsPath(routerId)}
                  action={retryProvisioningAction}
                  row={data}
                  colorPalette="brand"
                  variant="solid"
                  onSuccess={(response) => {
                    // The answer is the fresh detail; the list, its detail and the dashboard's
                    // Pending/Revenue cards read again.
                    queryClient.setQueryData(
                      paymentDetailKey(routerId, data.merchantRef),
                      response.data as TransactionDetail,
                    );
                    void queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_PATH] });
                    void queryClient.invalidateQueries({ queryKey: [DASHBOARD_ROUTERS_PATH] });
                  }}
                />
              ) : null}
              <Drawer.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
