import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatNumber } from 'ui-kit/format';
import { formatFileSize } from 'ui-kit/format';

export const UPLOADING_LABEL = 'Uploading…';
export const STOP_UPLOAD_LABEL = 'Stop upload';

export interface UploadProgressProps {
  /** Bytes sent so far. */
  loaded: number;
  /** The file's size, when known: the detail line then says 'x of y'. */
  total?: number | null;
  /** 0–100, or null while the browser does not know the size (the bar runs indeterminate). */
  percent: number | null;
  /** Every byte is sent and the server works on it: an indeterminate bar and these texts. */
  processing?: boolean;
  processingLabel?: string;
  processingDetail?: string;
  label?: string;
  /** A Stop button beside the label; leave it out when the dialog has its own. */
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * An upload's progress: the label and percentage, the bar (named 'Upload progress', its value
 * also as text), how many bytes are sent, and optionally a Stop button. Once the file is sent and
 * the server processes it, the bar runs indeterminate with the processing texts.
 */
export function UploadProgress({
  loaded,
  total = null,
  percent,
  processing = false,
  processingLabel = 'Processing…',
  processingDetail = 'The whole file is sent; the server is working on it.',
  label = UPLOADING_LABEL,
  onCancel,
  cancelLabel = STOP_UPLOAD_LABEL,
}: UploadProgressProps): ReactElement {
  const shownLabel = processing ? processingLabel : label;
  const detail = processing
    ? processingDetail
    : total !== null
      ? `${formatFileSize(loaded)} of ${formatFileSize(total)}`
      : formatFileSize(loaded);
  return (
    <Progress.Root
      value={processing || percent === null ? null : percent}
      colorPalette="brand"
      size="sm"
    >
      <HStack justify="space-between" mb="1.5" gap="3">
        <Progress.Label textStyle="sm">{shownLabel}</Progress.Label>
        {!processing && percent !== null ? (
          <Text textStyle="sm" fontVariantNumeric="tabular-nums" aria-hidden>
            {formatNumber(percent)}%
          </Text>
        ) : null}
        {onCancel ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </HStack>
      <Progress.Track
        aria-label="Upload progress"
        aria-valuetext={processing ? shownLabel : percent === null ? 'Uploading' : `${percent}%`}
      >
        <Progress.Range />
      </Progress.Track>
      <Text textStyle="xs" color="fg.muted" mt="1.5">
        {detail}
      </Text>
    </Progress.Root>
  );
}
