// Billing time for the subscriber specs, in WIB (the API's billing calendar): periods counted from
// this month, and billing terms that put a due date already past its grace days. Time is arranged
// with billingStart and billingDay, never waited for.

const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;

/** `YYYY-MM-DD` of the instant `ms`, in WIB. */
export const wibDay = (ms: number): string => new Date(ms + WIB_MS).toISOString().slice(0, 10);

/** `YYYY-MM` of `monthsAgo` months before this one (negative: after), in WIB. */
export function period(monthsAgo: number): string {
  const wib = new Date(Date.now() + WIB_MS);
  const date = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - monthsAgo, 1));
  return date.toISOString().slice(0, 7);
}

/** `YYYY-MM` of the month before the one of `day` (`YYYY-MM-DD` or `YYYY-MM`). */
export function monthBefore(day: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 2, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * A due date past the grace days whose day of the month is 1–28: the invoice of that period is
 * issued (billingStart is that day), the month before is before billingStart, the month after is
 * more than invoiceLeadDays away.
 */
export function overdueTerms(graceDays: number): { billingDay: number; billingStart: string } {
  for (let back = graceDays + 2; back < graceDays + 10; back++) {
    const due = wibDay(Date.now() - back * DAY_MS);
    const day = Number(due.slice(8, 10));
    if (day <= 28) return { billingDay: day, billingStart: due };
  }
  throw new Error('no due date found');
}
