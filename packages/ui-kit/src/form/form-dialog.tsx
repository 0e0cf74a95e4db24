import { Alert, Button, CloseButton, Dialog, List, Portal, Stack, chakra } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { LuSave } from 'react-icons/lu';
import { VALIDATION_TOAST_MESSAGE, getErrorMessage, toFieldErrors } from 'shared-auth';
import { CANCEL_LABEL, READ_ONLY_TITLES, useCanWrite } from 'ui-kit/common';
import { DEFAULT_SUCCESS_MESSAGE, notify } from 'ui-kit/toast';
import { SAVE_LABEL } from './form-page';
import { readServerErrors, toFormikErrors, type FormStatus } from './server-errors';

export interface FormDialogProps<TValues extends FormikValues> {
  open: boolean;
  /** The dialog's heading, e.g. 'Add PPP User'. */
  title: string;
  initialValues: TValues;
  /** A yup schema; none for the router and PPP forms (docs/rules/routers.md#routers-screen). */
  validationSchema?: unknown;
  /** Saves the values; throw to report failure. */
  onSubmit(values: TValues): Promise<{ message?: string } | void>;
  /** Cancel, Escape, the close button, or after a successful save. */
  onClose(): void;
  /** Called after a successful save, before the dialog closes. */
  onSaved?: (response: { message?: string } | void) => void;
  /** The success toast; default the server's message, else 'Sukses'. */
  successMessage?: string;
  /**
   * The failure toast for anything but a validation error (e.g. 'Failed to add router'); default
   * the server's message. The server's reason is shown in the dialog either way.
   */
  errorMessage?: string;
  saveLabel?: string;
  /** The fields (TextField, PasswordField, …). */
  children: ReactNode;
  /** Dialog width; default 'md' (full width on phones). */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A record's form in a dialog (router, PPP secret, PPP profile): the kit's fields on formik, the
 * server's validation errors on their fields ('Please fix the validation errors below'), any
 * other failure toasted and shown in the dialog with the server's reason (the dialog hides the
 * toaster from screen readers), Save disabled for a read-only user with the lists' title, and
 * focus back on what opened it when it closes. Nothing closes it while a save runs.
 */
export function FormDialog<TValues extends FormikValues>({
  open,
  title,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  onSaved,
  successMessage,
  errorMessage,
  saveLabel = SAVE_LABEL,
  children,
  size = 'md',
}: FormDialogProps<TValues>): ReactElement {
  const formId = useId();
  const canWrite = useCanWrite();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  async function submit(values: TValues, helpers: FormikHelpers<TValues>): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      const response = await onSubmit(values);
      const serverMessage =
        response && typeof response.message === 'string' && response.message.trim()
          ? response.message
          : undefined;
      notify.success(successMessage ?? serverMessage ?? DEFAULT_SUCCESS_MESSAGE);
      onSaved?.(response);
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const fields = toFieldErrors(error);
      if (fields) {
        helpers.setStatus({ serverErrors: fields } satisfies FormStatus);
        helpers.setErrors(toFormikErrors<TValues>(fields));
        notify.error(VALIDATION_TOAST_MESSAGE);
        return;
      }
      const reason = getErrorMessage(error);
      notify.error(errorMessage ?? reason);
      setFailure(reason);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'full', sm: size }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onExitComplete={() => {
        setFailure(null);
        setSubmitted(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<TValues>
              initialValues={initialValues}
              validationSchema={validationSchema}
              validateOnChange={submitted}
              validateOnBlur={submitted}
              onSubmit={submit}
            >
              {(formik) => {
                const others = Object.entries(readServerErrors(formik.status)).filter(
                  ([path]) => !((path.split('.')[0] ?? path) in initialValues),
                );
                return (
                  <chakra.form
                    id={formId}
                    noValidate
                    display="contents"
                    onSubmit={(event) => {
                      setSubmitted(true);
                      formik.handleSubmit(event);
                    }}
                  >
                    <Dialog.Header>
                      <Dialog.Title>{title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        {failure ? (
                          <Alert.Root status="error" variant="subtle" role="alert">
                            <Alert.Indicator />
                            <Alert.Title>{failure}</Alert.Title>
                          </Alert.Root>
                        ) : null}
                        {others.length > 0 ? (
                          <Alert.Root status="error" variant="subtle">
                            <Alert.Indicator />
                            <Alert.Content>
                              <List.Root ps="4">
                                {others.map(([path, message]) => (
                                  <List.Item key={path}>{message}</List.Item>
                                ))}
                              </List.Root>
                            </Alert.Content>
                          </Alert.Root>
                        ) : null}
                        {children}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button
                        type="button"
                        variant="outline"
                        disabled={busy}
                        onClick={() => onClose()}
                      >
                        {CANCEL_LABEL}
                      </Button>
                      <Button
                        type="submit"
                        colorPalette="brand"
                        loading={busy}
                        loadingText={saveLabel}
                        disabled={!canWrite}
                        title={canWrite ? undefined : READ_ONLY_TITLES.edit}
                      >
                        <LuSave aria-hidden />
                        {saveLabel}
                      </Button>
                    </Dialog.Footer>
                  </chakra.form>
                );
              }}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
