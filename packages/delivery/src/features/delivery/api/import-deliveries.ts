import type { AxiosProgressEvent } from 'axios';
import { getErrorMessage, http, toFieldErrors } from 'shared-auth';
import { formatNumber } from 'ui-kit/format';
import { errorStatus } from 'ui-kit/list';
import { IMPORT_MAX_BYTES } from 'contracts/limits';
import { IMPORT_FIELD_MESSAGES } from 'contracts/messages';
import { DELIVERY_IMPORT_PATH } from 'contracts/paths';
import type { ImportLineError } from 'contracts/types';
import type { ImportCounts } from './delivery.types';

/**
 * A big file on a slow line takes minutes to send, and the server then reads every row: the
 * console's usual 30 s would cut a healthy import short. The dialog has a Stop button meanwhile.
 */
export const IMPORT_TIMEOUT_MS = 15 * 60_000;
export const IMPORT_TEXTS = {
  noFile: IMPORT_FIELD_MESSAGES.file,
  // The server's default limit, checked here too so that a huge file is not sent for nothing.
  tooLarge: `The file is larger than the ${IMPORT_MAX_BYTES / 1024 / 1024} MiB limit`,
  empty: 'The file is empty.',
  timeout: 'The server did not finish the import within 15 minutes.',
  cancelled: 'Upload stopped. Nothing was imported.',
  cancelledWhileProcessing:
    'Stopped waiting for the server. The import may still finish; the table shows what is saved.',
  invalidAnswer: 'The server answered the import in a way this screen does not understand.',
} as const;

/** The toast after a successful import, e.g. 'Imported: 120 inserted, 3 updated, 50 unchanged'. */
export function importSuccessMessage(counts: ImportCounts): string {
  return `Imported: ${formatNumber(counts.inserted)} inserted, ${formatNumber(counts.updated)} updated, ${formatNumber(counts.unchanged)} unchanged`;
}

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** 0–100, or null while the browser does not know the size. */
  percent: number | null;
}

export interface ImportRequest {
  customerId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface ImportResponse {
  message: string | null;
  counts: ImportCounts;
  /** Header columns that name no delivery field: their cells were not imported. */
  ignoredColumns: string[];
}

/** Said after a successful import whose file had columns that name no field (a misspelt header?). */
export function ignoredColumnsMessage(columns: readonly string[]): string {
  return `Not imported, no such field: ${columns.join(', ')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

export function toUploadProgress(
  event: Pick<AxiosProgressEvent, 'loaded' | 'total'>,
): UploadProgress {
  const total = event.total ?? 0;
  return {
    loaded: event.loaded,
    percent: total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : null,
  };
}

/** Checks the 200 envelope `{ message, result: { inserted, updated, unchanged, total } }`. */
export function readImportResponse(body: unknown): ImportResponse {
  const result = isRecord(body) ? body.result : undefined;
  if (!isRecord(result)) throw new Error(IMPORT_TEXTS.invalidAnswer);
  const inserted = count(result.inserted);
  const updated = count(result.updated);
  const unchanged = count(result.unchanged);
  if (inserted === null || updated === null || unchanged === null) {
    throw new Error(IMPORT_TEXTS.invalidAnswer);
  }
  const ignored = Array.isArray(result.ignoredColumns) ? result.ignoredColumns : [];
  return {
    message: isRecord(body) && typeof body.message === 'string' ? body.message : null,
    ignoredColumns: ignored.filter((column): column is string => typeof column === 'string'),
    counts: {
      inserted,
      updated,
      unchanged,
      total: count(result.total) ?? inserted + updated + unchanged,
    },
  };
}

/**
 * `POST /deliveries/import` as multipart: `customerId` first, then `file` — the server reads the
 * parts in order while it streams the file, so it must know the customer before the first row.
 */
export async function importDeliveries({
  customerId,
  file,
  onProgress,
  signal,
}: ImportRequest): Promise<ImportResponse> {
  const form = new FormData();
  form.append('customerId', customerId);
  form.append('file', file, file.name);
  const response = await http.post<unknown>(DELIVERY_IMPORT_PATH, form, {
    signal,
    timeout: IMPORT_TIMEOUT_MS,
    onUploadProgress: onProgress ? (event) => onProgress(toUploadProgress(event)) : undefined,
  });
  return readImportResponse(response.data);
}

/** Why an import failed, in the shape the dialog shows it. */
export type ImportFailure =
  /** 422: rows that are wrong, by line and column; nothing was imported. */
  | { kind: 'rows'; message: string; errors: ImportLineError[]; totalErrors: number | null }
  /** Anything else with one message (400 empty/binary file or missing column, 403, 413, network). */
  | { kind: 'message'; message: string };

function responseBody(error: unknown): unknown {
  if (!isRecord(error) || !isRecord(error.response)) return undefined;
  return error.response.data;
}

function readLineErrors(value: unknown): ImportLineError[] {
  if (!Array.isArray(value)) return [];
  const errors: ImportLineError[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const line = count(entry.line);
    const message = typeof entry.message === 'string' ? entry.message : '';
    if (line === null || !message) continue;
    errors.push({ line, column: typeof entry.column === 'string' ? entry.column : null, message });
  }
  return errors;
}

function isTimeout(error: unknown): boolean {
  return (
    isRecord(error) &&
    error.code === 'ECONNABORTED' &&
    !isRecord(error.response) &&
    typeof error.message === 'string' &&
    /timeout|did not answer/i.test(error.message)
  );
}

/** A failed import as the dialog tells it; `cancelled` when the user stopped it. */
export function readImportFailure(
  error: unknown,
  { cancelled = false, uploaded = false }: { cancelled?: boolean; uploaded?: boolean } = {},
): ImportFailure {
  if (cancelled) {
    return {
      kind: 'message',
      message: uploaded ? IMPORT_TEXTS.cancelledWhileProcessing : IMPORT_TEXTS.cancelled,
    };
  }
  const status = errorStatus(error);
  if (status === 422) {
    const body = responseBody(error);
    const errors = readLineErrors(isRecord(body) ? body.errors : undefined);
    const declaredTotal = isRecord(body)
      ? (count(body.totalErrors) ?? count(body.errorCount) ?? count(body.total))
      : null;
    return {
      kind: 'rows',
      message: getErrorMessage(error, 'The file has rows that cannot be imported.'),
      errors,
      totalErrors: declaredTotal,
    };
  }
  if (status === 413) {
    return { kind: 'message', message: getErrorMessage(error, IMPORT_TEXTS.tooLarge) };
  }
  // A refused field (no file, no customer) says which in its own words, not the forms' toast text.
  const fields = toFieldErrors(error);
  if (fields) return { kind: 'message', message: Object.values(fields).join(' ') };
  // The client's own timeout text speaks of the usual 30 s; an import has its own limit (above).
  if (isTimeout(error)) return { kind: 'message', message: IMPORT_TEXTS.timeout };
  return { kind: 'message', message: getErrorMessage(error) };
}

/** Where a line error points, e.g. 'Line 12, column qty'. */
export function lineErrorPlace(error: ImportLineError): string {
  return error.column ? `Line ${error.line}, column ${error.column}` : `Line ${error.line}`;
}
