import { Box, Button } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuDownload } from 'react-icons/lu';
import { downloadFile, getErrorMessage } from 'shared-auth';
import { toIsoDay } from '../date/day-range';
import { notify } from 'ui-kit/toast';

export const EXPORT_CSV_LABEL = 'Export CSV';
export const EXPORT_CSV_ERROR_MESSAGE = 'The list could not be exported';

/** A list's label as a file name's start: 'PPP Secrets' → 'ppp-secrets'. */
export function fileSlug(text: string, fallback = 'list'): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || fallback
  );
}

/**
 * The days of a file filtered by date: 'from', 'from-to-to', or without a filter the day of the
 * export ('all-until-2026-11-24'), so two files never look alike.
 */
export function periodSlug(from: string | null, to: string | null, today: string): string {
  if (!from) return `all-until-${today}`;
  return from === (to ?? from) ? from : `${from}-to-${to ?? from}`;
}

/** `<slug of label>-<YYYY-MM-DD>.csv`, today's date where the user is. */
export function defaultCsvFilename(label: string, today = toIsoDay(new Date())): string {
  return `${fileSlug(label)}-${today}.csv`;
}

export interface ExportCsvButtonProps {
  /** `GET` this path (the list's path + `.csv`, docs/rules/reports.md#csv-files). */
  path: string;
  /** The file's name; a function is asked at the moment of the click (today's date). */
  filename: string | (() => string);
  /** The query, read at the moment of the click: the list's filters, search, sort and `columns`. */
  params: () => Record<string, unknown>;
  /** The toast when the server gives no reason of its own. */
  errorText?: string;
}

/**
 * Export CSV (docs/rules/reports.md#csv-files): the file of what the list shows, through the session
 * client (the bearer token; a bare link would be refused). Busy while it downloads, the server's
 * reason in a toast when it fails. A read: every signed-in user may use it. Icon-only on a phone,
 * its name kept for screen readers.
 */
export function ExportCsvButton({
  path,
  filename,
  params,
  errorText = EXPORT_CSV_ERROR_MESSAGE,
}: ExportCsvButtonProps): ReactElement {
  const [busy, setBusy] = useState(false);
  async function exportCsv(): Promise<void> {
    setBusy(true);
    try {
      await downloadFile(path, typeof filename === 'function' ? filename() : filename, {
        params: params(),
      });
    } catch (error) {
      notify.error(getErrorMessage(error, errorText));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={EXPORT_CSV_LABEL}
      aria-busy={busy || undefined}
      loading={busy}
      onClick={() => void exportCsv()}
    >
      <LuDownload aria-hidden />
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        {EXPORT_CSV_LABEL}
      </Box>
    </Button>
  );
}
