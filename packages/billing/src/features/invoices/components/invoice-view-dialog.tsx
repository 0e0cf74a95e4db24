import type { Invoice } from 'contracts/types';
import { Button, CloseButton, DataList, Dialog, HStack, Portal, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuBan, LuPrinter, LuWallet } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { formatCalendarDay, formatRupiah, formatWibDateTime } from 'ui-kit/format';
import { RequireWrite } from 'ui-kit/list';
import { METHOD_LABELS, absolutePayUrl, formatPeriod } from '../api/invoices';
import { RECEIPT_LABEL, receiptPath } from './invoice-columns';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { RecordPaymentDialog, VoidInvoiceDialog } from './payment-dialogs';

function fieldsOf(invoice: Invoice): [string, ReactElement | string][] {
  return [
    ['Number', invoice.number],
    ['Subscriber', invoice.subscriberName],
    ['Period', formatPeriod(invoice.period)],
    ['Amount', formatRupiah(invoice.amount)],
    ['Status', <InvoiceStatusBadge key="status" status={invoice.status} />],
    ['Issued', formatWibDateTime(invoice.issuedAt)],
    ['Due', formatCalendarDay(invoice.dueDate)],
    ['Paid', invoice.paidAt ? formatWibDateTime(invoice.paidAt) : '—'],
    ['Paid amount', invoice.paidAmount !== null ? formatRupiah(invoice.paidAmount) : '—'],
    ['Method', invoice.method ? METHOD_LABELS[invoice.method] : '—'],
    ['Received by', invoice.receivedBy ?? '—'],
    ['Merchant ref', invoice.merchantRef ?? '—'],
    ['Void reason', invoice.voidReason ?? '—'],
    ['Pay link', invoice.payUrl ? absolutePayUrl(invoice.payUrl) : '—'],
  ];
}

/**
 * Lihat on an invoice: every field, the receipt, and for an unpaid one (admins only) Record
 * payment and Void, each in its own dialog.
 */
export function InvoiceViewDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose(): void;
}): ReactElement {
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const unpaid = invoice?.status === 'unpaid';
  return (
    <>
      <Dialog.Root
        open={invoice !== null && paying === null && voiding === null}
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        placement="center"
        size={{ base: 'full', sm: 'md' }}
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Invoice</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {invoice ? (
                  <DataList.Root orientation="horizontal" size="sm" gap="2">
                    {fieldsOf(invoice).map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                        <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Stack direction={{ base: 'column', sm: 'row' }} w="full" justify="end" gap="2">
                  {invoice ? (
                    <Button asChild variant="outline" size="sm">
                      <Link to={receiptPath(invoice)}>
                        <LuPrinter aria-hidden />
                        {RECEIPT_LABEL}
                      </Link>
                    </Button>
                  ) : null}
                  {unpaid ? (
                    <RequireWrite>
                      <HStack gap="2">
                        <Button
                          variant="outline"
                          colorPalette="red"
                          size="sm"
                          onClick={() => setVoiding(invoice)}
                        >
                          <LuBan aria-hidden />
                          Void
                        </Button>
                        <Button colorPalette="brand" size="sm" onClick={() => setPaying(invoice)}>
                          <LuWallet aria-hidden />
                          Record payment
                        </Button>
                      </HStack>
                    </RequireWrite>
                  ) : null}
                </Stack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <RecordPaymentDialog
        invoice={paying}
        onClose={() => {
          setPaying(null);
          onClose();
        }}
      />
      <VoidInvoiceDialog
        invoice={voiding}
        onClose={() => {
          setVoiding(null);
          onClose();
        }}
      />
    </>
  );
}
