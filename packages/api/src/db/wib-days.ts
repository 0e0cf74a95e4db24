// Lists and reports filter their times by WIB days (docs/rules/reports.md): `>= wibDayStart(from)
// AND < wibNextDayStart(to)`, the bounds computed by the database.
import { sql, type SQL } from 'drizzle-orm';

/** The first instant of `day` (`YYYY-MM-DD`) in Asia/Jakarta, as SQL. */
export const wibDayStart = (day: string): SQL =>
  sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Jakarta'`;

/** The first instant of the day after `day` in Asia/Jakarta, as SQL. */
export const wibNextDayStart = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Asia/Jakarta'`;
