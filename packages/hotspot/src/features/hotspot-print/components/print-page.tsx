import { Alert, Box, Button, Checkbox, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { LuPrinter } from 'react-icons/lu';
import { useParams, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { withQuery } from 'ui-kit/routing';
import { PrintBar, useCompanyOnCard } from 'ui-kit/record';
import { DEFAULT_HOTSPOT_DNS_NAME, useVoucherBatch } from '../../hotspot';
import { LAYOUT_SPECS, PRINT_LAYOUTS, readLayout, type PrintLayout } from '../lib/print-layout';
import { loadQrMaker, type QrMaker } from '../lib/qr';
import { VoucherSheet, type CardInfo } from './voucher-sheet';

export const PRINT_ROOT_ATTRIBUTE = 'data-voucher-print';

/**
 * On screen the print page covers the console (a sheet preview with its own bar); printed, only
 * the sheets remain: everything else in <body> is hidden, the bar too, so Print or Save as PDF gives
 * exactly the sheets the screen shows.
 */
const CHROME_CSS = `
[${PRINT_ROOT_ATTRIBUTE}] { position: fixed; inset: 0; z-index: 1300; overflow: auto; background: #e5e7eb; }
[${PRINT_ROOT_ATTRIBUTE}] .vs-sheet { display: flex; flex-direction: column; align-items: safe center;
  gap: 16px; padding: 16px; }
/* A phone shows the A4 sheet whole, scaled down (print is unaffected: screen only). */
@media screen and (max-width: 840px) { [${PRINT_ROOT_ATTRIBUTE}] .vs-sheet[data-layout='a4'] { zoom: 0.75; } }
@media screen and (max-width: 640px) { [${PRINT_ROOT_ATTRIBUTE}] .vs-sheet[data-layout='a4'] { zoom: 0.44; padding: 8px; } }
[${PRINT_ROOT_ATTRIBUTE}] .vs-page { box-shadow: 0 1px 4px rgba(0,0,0,.25); flex: none; }
@media print {
  html, body { background: #fff !important; }
  body > *:not([${PRINT_ROOT_ATTRIBUTE}]) { display: none !important; }
  [${PRINT_ROOT_ATTRIBUTE}] { position: static; overflow: visible; background: #fff; }
  [${PRINT_ROOT_ATTRIBUTE}] .vs-bar { display: none !important; }
  [${PRINT_ROOT_ATTRIBUTE}] .vs-sheet { display: block; padding: 0; }
  [${PRINT_ROOT_ATTRIBUTE}] .vs-page { box-shadow: none; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

const LAYOUT_CHOICES = PRINT_LAYOUTS.map((option) => ({
  value: option,
  label: LAYOUT_SPECS[option].label,
}));

export const PRINT_FETCH_ERROR = 'Failed to fetch the vouchers to print';
export const NOTHING_TO_PRINT = 'No vouchers to print';

function VoucherPrintBar({
  backTo,
  layout,
  unusedOnly,
  count,
  ready,
  onLayout,
  onUnused,
}: {
  backTo: string;
  layout: PrintLayout;
  unusedOnly: boolean;
  count: number;
  ready: boolean;
  onLayout(layout: PrintLayout): void;
  onUnused(unused: boolean): void;
}): ReactElement {
  return (
    <PrintBar
      className="vs-bar"
      backTo={backTo}
      backLabel="Back to batch"
      layout={layout}
      layouts={LAYOUT_CHOICES}
      onLayout={(value) => onLayout(readLayout(value))}
      layoutMinW="44"
      printIcon={<LuPrinter aria-hidden />}
      printDisabled={!ready || count === 0}
    >
      <Checkbox.Root
        checked={unusedOnly}
        onCheckedChange={(details) => onUnused(details.checked === true)}
        size="sm"
        pb="2"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Unused only</Checkbox.Label>
      </Checkbox.Root>
      <Text textStyle="sm" color="fg.muted" pb="2" aria-live="polite">
        {count} {count === 1 ? 'card' : 'cards'}
      </Text>
    </PrintBar>
  );
}

function PrintScreen({ routerId, batchId }: { routerId: string; batchId: string }): ReactElement {
  usePageTitle('Print Vouchers');
  const [query, setQuery] = useSearchParams();
  const layout = readLayout(query.get('layout'));
  const unusedOnly = query.get('unused') === '1';
  const batch = useVoucherBatch(routerId, batchId);
  const company = useCompanyOnCard();
  const [makeQr, setMakeQr] = useState<QrMaker | null>(null);
  const [qrError, setQrError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadQrMaker().then(
      (maker) => live && setMakeQr(() => maker),
      (error: unknown) => live && setQrError(getErrorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const vouchers = useMemo(
    () =>
      (batch.data?.vouchers ?? []).filter((voucher) => !unusedOnly || voucher.status === 'unused'),
    [batch.data, unusedOnly],
  );
  // The batch answers its profile's card fields and the login address: printing needs no router.
  const info: CardInfo = {
    companyName: company.data?.companyName ?? '',
    logo: company.data?.logo ?? '',
    profile: batch.data?.profile ?? '',
    validity: batch.data?.validity ?? '',
    sellingPrice: batch.data?.sellingPrice ?? null,
    dnsName: batch.data?.hotspotDnsName || DEFAULT_HOTSPOT_DNS_NAME,
  };

  function change(key: string, value: string | null): void {
    setQuery((current) => withQuery(current, { [key]: value }), { replace: true });
  }

  // The console stays mounted under the sheets: made inert while they cover it, so Tab and a
  // screen reader stay on the print page, as in a dialog.
  useEffect(() => {
    const behind = [...document.body.children].filter(
      (element) => !element.hasAttribute(PRINT_ROOT_ATTRIBUTE) && !element.hasAttribute('inert'),
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, []);

  const ready = Boolean(batch.data && makeQr && !company.isLoading);
  let body: ReactElement;
  if (batch.isError) {
    body = (
      <Box p="6">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PRINT_FETCH_ERROR}</Alert.Title>
            <Alert.Description>{getErrorMessage(batch.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void batch.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      </Box>
    );
  } else if (!ready) {
    body = (
      <HStack p="6" role="status" gap="3">
        <Spinner size="sm" />
        <Text>Preparing cards…</Text>
      </HStack>
    );
  } else if (vouchers.length === 0) {
    body = (
      <Text p="6" color="fg.muted">
        {NOTHING_TO_PRINT}
      </Text>
    );
  } else {
    body = <VoucherSheet layout={layout} vouchers={vouchers} info={info} makeQr={makeQr} />;
  }

  return createPortal(
    <div {...{ [PRINT_ROOT_ATTRIBUTE]: '' }} data-ready={ready ? 'true' : 'false'}>
      <style>{CHROME_CSS}</style>
      <VoucherPrintBar
        backTo={`/app/routers/${encodeURIComponent(routerId)}/hotspot/vouchers/${encodeURIComponent(batchId)}`}
        layout={layout}
        unusedOnly={unusedOnly}
        count={vouchers.length}
        ready={ready}
        onLayout={(next) => change('layout', next)}
        onUnused={(unused) => change('unused', unused ? '1' : null)}
      />
      {qrError ? (
        <Text px="6" pt="3" color="fg.error" role="alert">
          QR codes could not be made: {qrError}
        </Text>
      ) : null}
      {body}
    </div>,
    document.body,
  );
}

/** `/app/routers/{routerId}/hotspot/vouchers/{id}/print?layout=a4|thermal58|thermal80&unused=1`. */
export function PrintPage(): ReactElement {
  const { routerId, batchId } = useParams();
  if (!routerId || !batchId) return <NotFound />;
  return <PrintScreen routerId={routerId} batchId={batchId} />;
}

export default PrintPage;
