import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, type ReactElement, type ReactNode } from 'react';

/** Row-menu confirmations (docs/rules/lists.md#row-menu). */
export const DELETE_CONFIRM_MESSAGE = 'Apakah anda yakin akan menghapus data ini?';
export const APPROVE_CONFIRM_MESSAGE = 'Apakah anda yakin akan menyetujui data ini?';
export const REJECT_CONFIRM_MESSAGE = 'Apakah anda yakin akan menolak data ini?';
export const CONFIRM_LABEL = 'Konfirmasi';
export const CANCEL_LABEL = 'Batal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm(): void;
  /** Cancel, Escape, the close button or a click outside; not offered while pending. */
  onCancel(): void;
  /** The action runs: Konfirmasi shows a spinner and nothing closes the dialog. */
  pending?: boolean;
  confirmLabel?: string;
  /**
   * null: a notice to acknowledge (a password shown once) with the one button: no cancel, no close
   * button, and a click outside does not close it (Escape still does, through onCancel).
   */
  cancelLabel?: string | null;
  /** 'danger' paints Konfirmasi red (delete, reject). */
  tone?: 'danger' | 'default';
  /**
   * Why the last attempt failed, shown in the dialog: while it is open the rest of the page
   * (the toaster too) is hidden from screen readers, so a toast alone would go unheard.
   */
  error?: string | null;
  /** Where the focus goes when the dialog closes; default: where it was when the dialog opened. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * An alert dialog asking to confirm one action. Focus starts on the safe choice (cancel) and
 * returns to what opened the dialog when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  pending = false,
  confirmLabel = CONFIRM_LABEL,
  cancelLabel = CANCEL_LABEL,
  tone = 'default',
  error = null,
  finalFocusEl,
}: ConfirmDialogProps): ReactElement {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const notice = cancelLabel === null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !pending) onCancel();
      }}
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending && !notice}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {typeof message === 'string' ? <Text>{message}</Text> : message}
                {error ? (
                  <Alert.Root status="error" variant="subtle" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {notice ? null : (
                <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={pending}>
                  {cancelLabel}
                </Button>
              )}
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                onClick={onConfirm}
                loading={pending}
                // The spinner replaces the text; the name stays for screen readers.
                loadingText={confirmLabel}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            {pending || notice ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
