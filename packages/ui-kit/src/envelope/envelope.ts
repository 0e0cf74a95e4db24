import { FailedAnswerError } from 'shared-auth';

/** A page of rows in the shape every list of the console works with. */
export interface ListPagination {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export interface ListResponse<TRecord> {
  result: TRecord[];
  pagination: ListPagination;
  /** The sums over every row the filter matches, when the list answers them beside `pagination`. */
  totals?: ListTotalFigures;
}

export type ListTotalFigures = Record<string, number>;

/** A list answer's `totals`, its numbers only; undefined when it has none. */
export function readTotals(value: unknown): ListTotalFigures | undefined {
  if (!isRecord(value)) return undefined;
  const totals: ListTotalFigures = {};
  for (const [name, figure] of Object.entries(value))
    if (typeof figure === 'number' && Number.isFinite(figure)) totals[name] = figure;
  return totals;
}

/** `{ result, pagination }` and, when the body has them, its `totals`. */
const withTotals = <TRecord>(list: ListResponse<TRecord>, body: Record<string, unknown>) => {
  const totals = readTotals(body.totals);
  return totals ? { ...list, totals } : list;
};

/** What a create or update answered: the server's message and the saved record, when given. */
export interface SaveResponse<TRecord> {
  message?: string;
  result?: TRecord;
}

/**
 * How a resource wraps its answers (docs/rules/api.md). The list, record and form machinery read
 * every answer through one of these, so a resource picks its envelope by an option:
 * - `result`: `/users`, `/customers`, `/deliveries`: `{ result: [...], pagination }`, `{ result }`,
 *   writes `{ message, result }`.
 * - `success`: routers, dashboard, PPP, CMS, payments: `{ success: true, data }` or
 *   `{ success: false, error }`; a list's `data` is the array of rows, with `pagination` beside it
 *   when the server pages (without it the array is the whole list, one page).
 */
export interface Envelope {
  readonly kind: EnvelopeKind;
  /** A list answer as rows and pagination; `perPage` is what was asked for. */
  readList<TRecord>(body: unknown, perPage: number): ListResponse<TRecord>;
  /** One record. */
  readRecord<TRecord>(body: unknown): TRecord;
  /** A write's answer (create, update, an action). */
  readSave<TRecord>(body: unknown): SaveResponse<TRecord>;
}

export type EnvelopeKind = 'result' | 'success';

/** An envelope by name, or an adapter of its own for a resource that answers otherwise. */
export type EnvelopeOption = EnvelopeKind | Envelope;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function messageOf(body: Record<string, unknown>): string | undefined {
  return typeof body.message === 'string' ? body.message : undefined;
}

/** Pagination as the server sent it, each missing number filled in from the rows. */
export function readPagination(value: unknown, rowCount: number, perPage: number): ListPagination {
  const page = isRecord(value) ? value : {};
  const total = numberOr(page.total, rowCount);
  const size = numberOr(page.perPage, perPage);
  return {
    page: numberOr(page.page, 1),
    perPage: size,
    total,
    totalPages: numberOr(page.totalPages, size > 0 ? Math.ceil(total / size) : 0),
  };
}

/** Every row in one page: a list the server does not page (PPP secrets come whole from a router). */
export function wholeListPagination(rowCount: number): ListPagination {
  return { page: 1, perPage: rowCount, total: rowCount, totalPages: rowCount > 0 ? 1 : 0 };
}

/** A body that is not the envelope is a server bug, reported as an error (never as an empty list). */
function malformed(what: string, without: string): Error {
  return new Error(`The server answered ${what} without ${without}`);
}

export const resultEnvelope: Envelope = {
  kind: 'result',
  readList<TRecord>(body: unknown, perPage: number): ListResponse<TRecord> {
    if (!isRecord(body) || !Array.isArray(body.result))
      throw malformed('a list call', 'a result array');
    const rows = body.result as TRecord[];
    return withTotals(
      { result: rows, pagination: readPagination(body.pagination, rows.length, perPage) },
      body,
    );
  },
  readRecord<TRecord>(body: unknown): TRecord {
    if (!isRecord(body) || !('result' in body)) throw malformed('a record call', 'a result');
    return body.result as TRecord;
  },
  readSave<TRecord>(body: unknown): SaveResponse<TRecord> {
    if (!isRecord(body)) return {};
    return { message: messageOf(body), result: body.result as TRecord | undefined };
  },
};

/**
 * The `data` of a `{ success: true, data }` answer; `{ success: false, error }` (even with a 2xx
 * status) throws a `FailedAnswerError`, whose message `getErrorMessage` reads from `error`.
 */
function successData(
  body: unknown,
  what: string,
): { data: unknown; body: Record<string, unknown> } {
  if (!isRecord(body) || typeof body.success !== 'boolean') throw malformed(what, 'success');
  if (!body.success) throw new FailedAnswerError(200, body);
  return { data: body.data, body };
}

export const successEnvelope: Envelope = {
  kind: 'success',
  readList<TRecord>(body: unknown, perPage: number): ListResponse<TRecord> {
    const { data, body: answer } = successData(body, 'a list call');
    if (!Array.isArray(data)) throw malformed('a list call', 'a data array');
    const rows = data as TRecord[];
    return withTotals(
      {
        result: rows,
        pagination:
          answer.pagination === undefined
            ? wholeListPagination(rows.length)
            : readPagination(answer.pagination, rows.length, perPage),
      },
      answer,
    );
  },
  readRecord<TRecord>(body: unknown): TRecord {
    const { data } = successData(body, 'a record call');
    if (data === undefined) throw malformed('a record call', 'data');
    return data as TRecord;
  },
  readSave<TRecord>(body: unknown): SaveResponse<TRecord> {
    if (!isRecord(body)) return {};
    const { data, body: answer } = successData(body, 'a save');
    return { message: messageOf(answer), result: data as TRecord | undefined };
  },
};

/** The envelope an option names; the `result` envelope when none is given. */
export function resolveEnvelope(option: EnvelopeOption = 'result'): Envelope {
  if (typeof option !== 'string') return option;
  return option === 'success' ? successEnvelope : resultEnvelope;
}
