import { BILLING_LIMITS } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { Invoice } from 'contracts/types';
import { Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormDialog, SelectField, TextField, TextareaField, yup } from 'ui-kit/form';
import { formatRupiah } from 'ui-kit/format';
import {
  PAID_AT_PATTERN,
  payInvoice,
  useRefreshInvoices,
  voidInvoice,
  type PaymentValues,
} from '../api/invoices';

const M = BILLING_FIELD_MESSAGES;
const L = BILLING_LIMITS;

const paymentSchema = yup.object({
  paidAt: yup
    .string()
    .test('paid-at', M.paidAt, (value) => !value?.trim() || PAID_AT_PATTERN.test(value.trim())),
  note: yup.string().max(L.paymentNote.max, M.paymentNote),
});

/** Record payment (docs/rules/billing.md#invoices): cash or transfer, when, and a note; once. */
export function RecordPaymentDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshInvoices();
  return (
    <FormDialog<PaymentValues>
      open={invoice !== null}
      title={`Record payment: ${invoice?.number ?? ''}`}
      initialValues={{ method: 'cash', paidAt: '', note: '' }}
      validationSchema={paymentSchema}
      onSubmit={(values) => payInvoice(invoice?.id ?? '', values)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={BILLING_MESSAGES.invoicePaid}
      saveLabel="Record payment"
    >
      <Text>
        Amount <strong>{invoice ? formatRupiah(invoice.amount) : ''}</strong>, the whole invoice.
      </Text>
      <SelectField
        name="method"
        label="Method"
        options={[
          { value: 'cash', label: 'Cash' },
          { value: 'transfer', label: 'Bank transfer' },
        ]}
      />
      <TextField
        name="paidAt"
        label="Paid at"
        placeholder="YYYY-MM-DD HH:mm"
        autoComplete="off"
        helperText="In WIB; empty is now."
      />
      <TextareaField name="note" label="Note" rows={2} />
    </FormDialog>
  );
}

const voidSchema = yup.object({
  reason: yup.string().trim().required(M.voidReason).max(L.voidReason.max, M.voidReason),
});

/** Void (docs/rules/billing.md#invoices): an unpaid invoice cancelled, with the reason kept. */
export function VoidInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshInvoices();
  return (
    <FormDialog<{ reason: string }>
      open={invoice !== null}
      title={`Void invoice: ${invoice?.number ?? ''}`}
      initialValues={{ reason: '' }}
      validationSchema={voidSchema}
      onSubmit={(values) => voidInvoice(invoice?.id ?? '', values.reason)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={BILLING_MESSAGES.invoiceVoided}
      saveLabel="Void"
      size="sm"
    >
      <TextareaField name="reason" label="Reason" rows={3} />
    </FormDialog>
  );
}
