import { Type, type Static } from '@sinclair/typebox';
import { listQuery } from './list-query';
import { TRANSACTION_STATUSES } from '../limits';
import { TRANSACTION_SORT_COLUMNS } from './router';
import { calendarDay } from './calendar-day';

// Sales reports (docs/rules/reports.md): `GET /reports/sales` and `/reports/sales.csv`, and the payments
// list across routers (`GET /payments`) the dashboard's View Payments opens.

export const REPORT_GROUP_BY = ['day', 'month'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];
/**
 * online = PAID transactions by paidAt (not those paying an invoice); voucher = hotspot sales by
 * their first login; invoice = paid subscriber invoices by paidAt, whatever the method.
 */
export const REPORT_SOURCES = ['online', 'voucher', 'invoice'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
/** The longest range one report covers (a day per row for 3 years at most). */
export const REPORT_MAX_DAYS = 1100;

const day = (what: string) => calendarDay(what, 'Asia/Jakarta');

const oneOf = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    description,
    'x-message': `must be one of ${values.join(', ')}`,
  });

export const SalesReportQuery = Type.Object({
  from: day('First day'),
  to: day('Last day'),
  groupBy: Type.Optional(oneOf(REPORT_GROUP_BY, 'Periods: day (default) or month, in WIB')),
  routerId: Type.Optional(
    Type.String({ format: 'uuid', 'x-message': 'must be a router id', description: 'One router' }),
  ),
  source: Type.Optional(
    oneOf(REPORT_SOURCES, 'Only online payments, voucher sales or paid invoices'),
  ),
});
export type SalesReportQueryInput = Static<typeof SalesReportQuery>;

export const SalesReportRowSchema = Type.Object(
  {
    period: Type.String({ description: 'YYYY-MM-DD (day) or YYYY-MM (month), WIB' }),
    routerId: Type.String({ format: 'uuid' }),
    routerName: Type.String(),
    source: oneOf(REPORT_SOURCES, 'online, voucher or invoice'),
    count: Type.Integer({ minimum: 0 }),
    amount: Type.Integer({ minimum: 0, description: 'Whole rupiah' }),
  },
  { title: 'SalesReportRow' },
);
export type SalesReportRow = Static<typeof SalesReportRowSchema>;

export const SalesReportSchema = Type.Object(
  {
    rows: Type.Array(SalesReportRowSchema),
    totals: Type.Object({
      count: Type.Integer({ minimum: 0 }),
      amount: Type.Integer({ minimum: 0, description: 'Whole rupiah' }),
    }),
  },
  { title: 'SalesReport' },
);
export type SalesReport = Static<typeof SalesReportSchema>;

/** `GET /payments`: a router's payments list's parameters, across routers (or one `routerId`). */
export const PaymentsQuery = listQuery(TRANSACTION_SORT_COLUMNS, {
  status: Type.Optional(oneOf(TRANSACTION_STATUSES, 'Transaction status')),
  startDate: Type.Optional(day('First day, on createdAt')),
  endDate: Type.Optional(day('Last day, on createdAt')),
  routerId: Type.Optional(
    Type.String({ format: 'uuid', 'x-message': 'must be a router id', description: 'One router' }),
  ),
});

/** A table's id in a user's preferences: a list store's name (`payments-all`, `customers`). */
export const TABLE_ID_PATTERN = '^[A-Za-z0-9_.:*-]{1,80}$';
const columnIds = (description: string) =>
  Type.Array(
    Type.String({
      pattern: '^[A-Za-z0-9_.-]{1,100}$',
      'x-message': 'must be column ids (letters, digits, _ . -)',
    }),
    { maxItems: 100, uniqueItems: true, description },
  );

export const TablePreferencesParams = Type.Object({
  tableId: Type.String({ pattern: TABLE_ID_PATTERN, 'x-message': 'must be a table id' }),
});

/** `PUT /me/preferences/tables/{tableId}`: a table's visible columns and order (docs/rules/reports.md). */
export const TablePreferencesBody = Type.Object(
  {
    hidden: columnIds('Columns the user hid'),
    shown: Type.Optional(columnIds('Columns hidden by default the user shows')),
    order: columnIds('Column ids in the order the user put them; [] = the table’s own'),
  },
  { additionalProperties: false },
);
export type TablePreferencesInput = Static<typeof TablePreferencesBody>;

export const TablePreferencesSchema = Type.Object(
  {
    tableId: Type.String(),
    hidden: Type.Array(Type.String()),
    shown: Type.Array(Type.String()),
    order: Type.Array(Type.String()),
    updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'TablePreferences' },
);
export type TablePreferences = Static<typeof TablePreferencesSchema>;
