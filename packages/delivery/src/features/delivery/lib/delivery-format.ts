import { formatCalendarDay, formatListDate, formatNumber } from 'ui-kit/format';
import type { CustomerOption, DeliveryCustomer } from '../api/delivery.types';

const CLOCK_TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A plain calendar date ('YYYY-MM-DD', the `date` and `adjustDate` fields) as 'DD/MM/YYYY'. */
export const formatDeliveryDate = formatCalendarDay;

/** A clock time ('HH:mm:ss', the `time` and `adjustTime` fields) as 'HH:mm', the time part of the list format of docs/rules/README.md#dates. */
export function formatDeliveryTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = CLOCK_TIME.exec(value);
  return match ? `${match[1]}:${match[2]}` : value;
}

/**
 * A timestamp as 'DD/MM/YYYY HH:mm'. The scan times come without a zone ('YYYY-MM-DDTHH:mm:ss',
 * the scanner's wall clock) and are parsed as local time, so they are shown exactly as scanned;
 * the audit times carry a zone and are shown in the browser's time.
 */
export function formatDeliveryTimestamp(value: string | null | undefined): string {
  return formatListDate(value ?? null);
}

/** Qty with Indonesian grouping ('1.234'). */
export function formatQty(value: number | string | null | undefined): string {
  return formatNumber(value ?? null);
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** docs/rules/lists.md#delivery-table: a customer is shown by its alias, else its name. */
export function customerLabel(
  customer: DeliveryCustomer | CustomerOption | null | undefined,
): string {
  if (!customer) return '';
  return text(customer.alias) || text(customer.name);
}

/** File sizes as the import dialog shows them ('12 KiB'): ui-kit's, shared with every upload. */
export { formatFileSize } from 'ui-kit/upload';
