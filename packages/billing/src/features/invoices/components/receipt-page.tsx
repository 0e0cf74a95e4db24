import { Alert, Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { Invoice } from 'contracts/types';
import { useEffect, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { useFormResource } from 'ui-kit/form';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { PrintBar, useCompanyOnCard } from 'ui-kit/record';
import { RecordRoute, withQuery } from 'ui-kit/routing';
import { INVOICES_PATH } from '../api/invoices';
import {
  RECEIPT_LAYOUTS,
  RECEIPT_LAYOUT_LABELS,
  ReceiptSheet,
  readReceiptLayout,
  receiptCss,
} from './receipt-sheet';

const RECEIPT_LAYOUT_CHOICES = RECEIPT_LAYOUTS.map((option) => ({
  value: option,
  label: RECEIPT_LAYOUT_LABELS[option],
}));

export const RECEIPT_ROOT_ATTRIBUTE = 'data-receipt-print';
export const RECEIPT_FETCH_ERROR = 'Failed to fetch the invoice';

/**
 * On screen the receipt covers the console (a sheet preview with its own bar); printed, only the
 * sheet remains, so Print or Save as PDF gives exactly the sheet the screen shows.
 */
const CHROME_CSS = `
[${RECEIPT_ROOT_ATTRIBUTE}] { position: fixed; inset: 0; z-index: 1300; overflow: auto; background: #e5e7eb; }
[${RECEIPT_ROOT_ATTRIBUTE}] .rc-sheet { display: flex; justify-content: safe center; padding: 16px; }
@media screen and (max-width: 840px) { [${RECEIPT_ROOT_ATTRIBUTE}] .rc-sheet[data-layout='a4'] { zoom: 0.45; padding: 8px; } }
[${RECEIPT_ROOT_ATTRIBUTE}] .rc-page { box-shadow: 0 1px 4px rgba(0,0,0,.25); flex: none; }
@media print {
  html, body { background: #fff !important; }
  body > *:not([${RECEIPT_ROOT_ATTRIBUTE}]) { display: none !important; }
  [${RECEIPT_ROOT_ATTRIBUTE}] { position: static; overflow: visible; background: #fff; }
  [${RECEIPT_ROOT_ATTRIBUTE}] .rc-bar { display: none !important; }
  [${RECEIPT_ROOT_ATTRIBUTE}] .rc-sheet { display: block; padding: 0; }
  [${RECEIPT_ROOT_ATTRIBUTE}] .rc-page { box-shadow: none; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

function ReceiptScreen({ id }: { id: string }): ReactElement {
  usePageTitle('Receipt');
  const [query, setQuery] = useSearchParams();
  const layout = readReceiptLayout(query.get('layout'));
  const invoice = useFormResource<Invoice>(INVOICES_PATH, id, { envelope: 'success' });
  const company = useCompanyOnCard();

  // The console stays mounted under the sheet: inert while covered, as under a dialog.
  useEffect(() => {
    const behind = [...document.body.children].filter(
      (element) => !element.hasAttribute(RECEIPT_ROOT_ATTRIBUTE) && !element.hasAttribute('inert'),
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, []);

  if (invoice.isNotFound) return <NotFound />;
  const ready = Boolean(invoice.record) && !company.isLoading;
  let body: ReactElement;
  if (invoice.error) {
    body = (
      <Box p="6">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{RECEIPT_FETCH_ERROR}</Alert.Title>
            <Alert.Description>{getErrorMessage(invoice.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => invoice.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      </Box>
    );
  } else if (!ready || !invoice.record) {
    body = (
      <HStack p="6" role="status" gap="3">
        <Spinner size="sm" />
        <Text>Preparing the receipt…</Text>
      </HStack>
    );
  } else {
    body = (
      <div className="rc-sheet" data-layout={layout}>
        <ReceiptSheet invoice={invoice.record} company={company.data ?? null} layout={layout} />
      </div>
    );
  }

  return createPortal(
    <div {...{ [RECEIPT_ROOT_ATTRIBUTE]: '' }} data-ready={ready ? 'true' : 'false'}>
      <style>{CHROME_CSS + receiptCss(layout)}</style>
      <PrintBar
        className="rc-bar"
        backTo="/app/billing/invoices"
        backLabel="Invoices"
        layout={layout}
        layouts={RECEIPT_LAYOUT_CHOICES}
        onLayout={(value) =>
          setQuery((current) => withQuery(current, { layout: value }), { replace: true })
        }
        printIcon={<LuPrinter aria-hidden />}
        printDisabled={!ready}
      />
      {body}
    </div>,
    document.body,
  );
}

/** `/app/billing/invoices/{id}/receipt?layout=a4|thermal58`: for every signed-in user. */
export function ReceiptPage(): ReactElement {
  return (
    <RecordRoute param="invoiceId">
      {(record) => (record.mode === 'edit' ? <ReceiptScreen id={record.id} /> : <NotFound />)}
    </RecordRoute>
  );
}
