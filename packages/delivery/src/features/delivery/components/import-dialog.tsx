import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { LuFileText, LuUpload, LuX } from 'react-icons/lu';
import { formatNumber } from 'ui-kit/format';
import { CANCEL_LABEL } from 'ui-kit/list';
import { notify } from 'ui-kit/toast';
import { FileDropzone, STOP_UPLOAD_LABEL, UploadProgress, formatFileSize } from 'ui-kit/upload';
import { IMPORT_ERROR_LIMIT, IMPORT_MAX_BYTES } from 'contracts/limits';
import { DELIVERIES_PATH } from 'contracts/paths';
import type { CustomerOption } from '../api/delivery.types';
import {
  IMPORT_TEXTS,
  importDeliveries,
  ignoredColumnsMessage,
  importSuccessMessage,
  lineErrorPlace,
  readImportFailure,
  type ImportFailure,
  type UploadProgress as UploadState,
} from '../api/import-deliveries';
import { customerLabel } from '../lib/delivery-format';

/** Import dialog texts (docs/rules/import.md#dialog). */
export const IMPORT_DIALOG_TITLE = 'Import file';
export const IMPORT_DIALOG_TEXT = 'Silahkan pilih file txt';
export const IMPORT_LABEL = 'Import';
export { STOP_UPLOAD_LABEL };
export const NOT_TXT_WARNING =
  'This is not a .txt file. It is imported only if it holds delimited text with a header row.';

/** What makes a chosen file unfit to send; null when it may go. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return IMPORT_TEXTS.empty;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TEXTS.tooLarge;
  return null;
}

export function isTxtFile(file: File): boolean {
  return /\.txt$/i.test(file.name);
}

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** The customer the rows are imported for (the list's selected customer). */
  customer: CustomerOption | null;
}

/**
 * docs/rules/import.md#dialog 'Import file' (admins): choose or drop a delimited text file, send it for the selected
 * customer with a progress bar, then the counts as a toast and the table reloaded; a refused file
 * keeps the dialog open with the server's reasons, row errors listed by line and column. While a
 * file is on its way the dialog does not close by accident (Escape, a click outside); Stop upload
 * aborts it.
 */
export function ImportDialog({ open, onClose, customer }: ImportDialogProps): ReactElement {
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={() => inputRef.current}
      ids={{ description: descriptionId }}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Chakra's 'full' size (phones) keeps its full height and square corners at the
              wider sizes unless they are undone here. */}
          <Dialog.Content minH={{ base: '100dvh', sm: 'auto' }} rounded={{ base: '0', sm: 'l3' }}>
            <ImportForm
              customer={customer}
              inputRef={inputRef}
              descriptionId={descriptionId}
              onBusyChange={setBusy}
              onImported={onClose}
              onCancel={onClose}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Phase = 'idle' | 'uploading' | 'processing';

interface ImportFormProps {
  customer: CustomerOption | null;
  inputRef: RefObject<HTMLInputElement | null>;
  descriptionId: string;
  onBusyChange(busy: boolean): void;
  onImported(): void;
  onCancel(): void;
}

/** The dialog's content; it lives while the dialog is open, so every opening starts clean. */
function ImportForm({
  customer,
  inputRef,
  descriptionId,
  onBusyChange,
  onImported,
  onCancel,
}: ImportFormProps): ReactElement {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<UploadState | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const errorId = useId();
  const busy = phase !== 'idle';

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);
  // Closing is blocked while busy; if the dialog goes anyway (the page is left), the upload stops.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      onBusyChange(false);
    },
    [onBusyChange],
  );
  // The Import button turns into a spinner and cannot hold the focus; Stop upload takes it.
  useEffect(() => {
    if (busy) stopRef.current?.focus();
  }, [busy]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function choose(next: File | null): void {
    setFile(next);
    setFailure(null);
    setFieldError(next ? fileProblem(next) : null);
  }

  function removeFile(): void {
    choose(null);
    // The same file chosen again must still fire a change.
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || !customer) return;
    if (!file) {
      setFieldError(IMPORT_TEXTS.noFile);
      inputRef.current?.focus();
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setFieldError(problem);
      inputRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    let uploaded = false;
    setFailure(null);
    setProgress({ loaded: 0, percent: 0 });
    setPhase('uploading');
    try {
      const { counts, ignoredColumns } = await importDeliveries({
        customerId: customer.id,
        file,
        signal: controller.signal,
        onProgress: (next) => {
          setProgress(next);
          if (next.percent === 100 && !uploaded) {
            // Every byte is sent; the server now reads and saves the rows.
            uploaded = true;
            setPhase('processing');
          }
        },
      });
      notify.success(importSuccessMessage(counts));
      if (ignoredColumns.length > 0) notify.warning(ignoredColumnsMessage(ignoredColumns));
      void queryClient.invalidateQueries({ queryKey: [DELIVERIES_PATH] });
      controllerRef.current = null;
      setPhase('idle');
      onImported();
    } catch (error) {
      const cancelled = controller.signal.aborted;
      controllerRef.current = null;
      setPhase('idle');
      setProgress(null);
      setFailure(readImportFailure(error, { cancelled, uploaded }));
      // Stopped after the whole file was sent: the server may have saved it all the same.
      if (cancelled && uploaded)
        void queryClient.invalidateQueries({ queryKey: [DELIVERIES_PATH] });
    }
  }

  const notTxt = file !== null && !isTxtFile(file) && fieldError === null;

  return (
    <chakra.form display="contents" noValidate onSubmit={(event) => void submit(event)}>
      <Dialog.Header>
        <Dialog.Title>{IMPORT_DIALOG_TITLE}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description fontWeight="medium" color="fg">
            {IMPORT_DIALOG_TEXT}
          </Dialog.Description>
          <Text textStyle="sm" color="fg.muted">
            For customer{' '}
            <Text as="strong" color="fg" fontWeight="semibold">
              {customer ? customerLabel(customer) : '—'}
            </Text>
            {customer?.alias && customer.name && customer.alias.trim() !== customer.name.trim()
              ? ` (${customer.name})`
              : null}
            . Rows already there (same slip number and Seq Prod) are updated.
          </Text>

          <FileDropzone
            accept=".txt,text/plain"
            onFiles={(files) => choose(files[0] ?? null)}
            disabled={busy}
            invalid={fieldError !== null}
            inputRef={inputRef}
            labelledBy={descriptionId}
            describedBy={fieldError ? errorId : undefined}
            hint="Delimited text (.txt) with a header row, up to 50 MiB"
            hintId={hintId}
          />

          {fieldError ? (
            <Text id={errorId} role="alert" textStyle="sm" color="fg.error" mt="-2">
              {fieldError}
            </Text>
          ) : null}

          {file ? (
            <HStack
              gap="3"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              px="3"
              py="2"
              align="center"
            >
              <Box color="fg.muted" fontSize="lg" aria-hidden>
                <LuFileText />
              </Box>
              <Stack gap="0" flex="1" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate title={file.name}>
                  {file.name}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatFileSize(file.size)}
                </Text>
              </Stack>
              <IconButton
                aria-label={`Remove ${file.name}`}
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={removeFile}
              >
                <LuX />
              </IconButton>
            </HStack>
          ) : null}

          {notTxt ? (
            <Alert.Root status="warning" variant="subtle" size="sm">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{NOT_TXT_WARNING}</Alert.Title>
            </Alert.Root>
          ) : null}

          {busy && progress ? (
            <UploadProgress
              loaded={progress.loaded}
              total={file?.size ?? null}
              percent={progress.percent}
              processing={phase === 'processing'}
              processingLabel="Checking and saving the rows…"
              processingDetail="The whole file is sent; the server is reading it."
            />
          ) : null}

          {failure ? <FailureReport failure={failure} ref={failureRef} /> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {busy ? (
          <Button
            ref={stopRef}
            variant="outline"
            colorPalette="red"
            onClick={() => controllerRef.current?.abort()}
          >
            {STOP_UPLOAD_LABEL}
          </Button>
        ) : (
          <Button variant="outline" onClick={onCancel}>
            {CANCEL_LABEL}
          </Button>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          loading={busy}
          loadingText="Importing…"
          disabled={!customer}
        >
          <LuUpload aria-hidden />
          {IMPORT_LABEL}
        </Button>
      </Dialog.Footer>
      {busy ? null : (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      )}
    </chakra.form>
  );
}

interface FailureReportProps {
  failure: ImportFailure;
  ref: RefObject<HTMLDivElement | null>;
}

/** The refused import: the server's message, and for bad rows where each one is. */
function FailureReport({ failure, ref }: FailureReportProps): ReactElement {
  const listLabelId = useId();
  if (failure.kind === 'message') {
    return (
      <Alert.Root
        ref={ref}
        tabIndex={-1}
        status="error"
        variant="subtle"
        role="alert"
        outline="none"
      >
        <Alert.Indicator />
        <Alert.Title>{failure.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const shown = failure.errors.length;
  const total = failure.totalErrors;
  const more =
    total !== null && total > shown
      ? `Showing the first ${formatNumber(shown)} of ${formatNumber(total)} errors.`
      : total === null && shown >= IMPORT_ERROR_LIMIT
        ? `Showing the first ${formatNumber(shown)} errors; the file may have more.`
        : null;
  return (
    <Stack gap="2">
      <Alert.Root
        ref={ref}
        tabIndex={-1}
        status="error"
        variant="subtle"
        role="alert"
        outline="none"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{failure.message}</Alert.Title>
          <Alert.Description>Correct these lines and import the file again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {shown > 0 ? (
        <>
          <Text id={listLabelId} srOnly>
            Import errors
          </Text>
          <Box
            role="region"
            aria-labelledby={listLabelId}
            // Scrollable, so it must be reachable by keyboard.
            tabIndex={0}
            maxH={{ base: '40vh', sm: '240px' }}
            overflowY="auto"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <chakra.ul listStyleType="none" m="0" p="0">
              {failure.errors.map((error, index) => (
                <chakra.li
                  key={`${error.line}-${error.column}-${index}`}
                  px="3"
                  py="1.5"
                  textStyle="sm"
                  borderTopWidth={index === 0 ? '0' : '1px'}
                  borderColor="border.muted"
                >
                  <Text as="span" fontWeight="semibold">
                    {lineErrorPlace(error)}:
                  </Text>{' '}
                  {error.message}
                </chakra.li>
              ))}
            </chakra.ul>
          </Box>
          {more ? (
            <Text textStyle="xs" color="fg.muted">
              {more}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
