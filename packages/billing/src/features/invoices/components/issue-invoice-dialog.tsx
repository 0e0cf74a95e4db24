import { PERIOD_PATTERN } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { ReactElement } from 'react';
import { FormDialog, TextField, yup } from 'ui-kit/form';
import { issueInvoice, useRefreshInvoices } from '../api/invoices';

interface IssueValues {
  period: string;
}

const issueSchema = yup.object({
  period: yup
    .string()
    .required(BILLING_FIELD_MESSAGES.period)
    .matches(new RegExp(PERIOD_PATTERN), BILLING_FIELD_MESSAGES.period),
});

/**
 * Issue invoice (docs/rules/billing.md#invoices): one period's invoice by hand, at the plan's price
 * today and due on the billing day of that month; a period that has one is refused (409).
 */
export function IssueInvoiceDialog({
  open,
  subscriberId,
  defaultPeriod,
  onClose,
}: {
  open: boolean;
  subscriberId: string;
  /** The period offered first (this month in WIB). */
  defaultPeriod: string;
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshInvoices();
  return (
    <FormDialog<IssueValues>
      open={open}
      title="Issue Invoice"
      initialValues={{ period: defaultPeriod }}
      validationSchema={issueSchema}
      onSubmit={(values) => issueInvoice(subscriberId, values.period)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={BILLING_MESSAGES.invoiceIssued}
      saveLabel="Issue"
      size="sm"
    >
      <TextField
        name="period"
        label="Period"
        placeholder="YYYY-MM"
        autoComplete="off"
        helperText="The month billed, as YYYY-MM. Its amount is the plan’s price now."
      />
    </FormDialog>
  );
}
