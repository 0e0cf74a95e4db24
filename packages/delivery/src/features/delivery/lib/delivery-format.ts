import { formatListDate, formatNumber } from 'ui-kit/format';
import type { CustomerOption, DeliveryCustomer } from '../api/delivery.types';

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_FIRST_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A plain calendar date ('YYYY-MM-DD', the `date` and `adjustDate` fields) as 'DD/MM/YYYY', the
 * date part of the list format of docs/rules/README.md#dates. It is read as text, never through a Date: a day has no time
 * zone and must not move. Anything unexpected is shown as it came.
 */
export function formatDeliveryDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DAY_FIRST_DATE.test(value)) return value;
  const match = ISO_DATE_PREFIX.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

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
