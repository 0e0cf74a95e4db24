// The billing lists' filters, read once for a list and its CSV (docs/rules/billing.md#subscribers,
// #invoices): an id filter must look like an id (a malformed one would reach SQL as a bad uuid),
// else 400 naming the field.
import type { Static } from '@sinclair/typebox';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { InvoiceListQuery, SubscriberListQuery } from 'contracts/schemas';
import { isRecordId } from '../../lib/record-id';
import { invalidField } from '../../schemas/errors';

const idFilter = (path: string, raw: string | undefined, message: string) => {
  if (raw === undefined || raw === '') return undefined;
  if (!isRecordId(raw)) throw invalidField(path, message);
  return raw;
};

export function subscriberFilters(query: Static<typeof SubscriberListQuery>) {
  return {
    routerId: idFilter('routerId', query.routerId, BILLING_FIELD_MESSAGES.routerId),
    planId: idFilter('planId', query.planId, BILLING_FIELD_MESSAGES.planId),
    status: query.status,
    overdue: query.overdue,
  };
}

export function invoiceFilters(query: Static<typeof InvoiceListQuery>) {
  const subscriberId = idFilter(
    'subscriberId',
    query.subscriberId,
    BILLING_MESSAGES.subscriberNotFound,
  );
  const routerId = idFilter('routerId', query.routerId, BILLING_FIELD_MESSAGES.routerId);
  const { status, period, overdue } = query;
  return {
    ...(subscriberId !== undefined ? { subscriberId } : {}),
    ...(routerId !== undefined ? { routerId } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(period !== undefined ? { period } : {}),
    ...(overdue !== undefined ? { overdue } : {}),
  };
}
