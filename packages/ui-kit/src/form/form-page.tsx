import {
  Alert,
  Box,
  Button,
  HStack,
  Heading,
  List,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { LuArrowLeft, LuRotateCw, LuSave } from 'react-icons/lu';
import { getErrorMessage } from 'shared-auth';
import { READ_ONLY_TITLES, useCanWrite } from 'ui-kit/common';
import { DEFAULT_SUCCESS_MESSAGE, notify } from 'ui-kit/toast';
import { applyServerErrors, readServerErrors } from './server-errors';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useGoBack } from './use-go-back';

/** Form buttons (docs/rules/forms.md#form-page). */
export const BACK_LABEL = 'kembali';
export const SAVE_LABEL = 'Save';
export const RECORD_NOT_FOUND_MESSAGE = 'This data does not exist (any more).';

export interface FormPageProps<TValues extends FormikValues> {
  /** The page heading, e.g. 'Edit customer'. */
  title: string;
  description?: ReactNode;
  initialValues: TValues;
  /** A yup schema (`yup` is re-exported by ui-kit); checked on submit, then on every change. */
  validationSchema?: unknown;
  /** Saves the values; its answer's `message` is toasted (else 'Sukses'). Throw to report failure. */
  onSubmit(values: TValues): Promise<{ message?: string } | void>;
  /** The fields (TextField, PasswordField, …). */
  children: ReactNode;
  /** The record is loading: a skeleton instead of the form. */
  isLoading?: boolean;
  /** Loading the record failed. */
  loadError?: unknown;
  /** The record does not exist (404). */
  notFound?: boolean;
  onRetry?: () => void;
  /** Where kembali and a successful save lead when there is no page to go back to. */
  backTo?: string;
  saveLabel?: string;
  backLabel?: string;
  /** The toast of a failed save when the server sent no text (e.g. 'Error saving banner'); default 'Terjadi kesalahan'. */
  errorMessage?: string;
  /** Instead of going back after a save (the toast is still shown). */
  onSaved?: (response: { message?: string } | void) => void;
}

function successMessage(response: { message?: string } | void): string {
  return response && typeof response.message === 'string' && response.message.trim()
    ? response.message
    : DEFAULT_SUCCESS_MESSAGE;
}

/** After a submit the fields refused, the first of them gets the focus (and its message is read). */
function FocusFirstError({ formId }: { formId: string }): null {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValidating || handled.current === submitCount) {
      return;
    }
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const form = document.getElementById(formId);
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, formId]);
  return null;
}

/** Server errors for paths that are not fields of this form: shown above the fields. */
function OtherServerErrors({
  fieldNames,
}: {
  fieldNames: ReadonlySet<string>;
}): ReactElement | null {
  const { status } = useFormikContext();
  const others = Object.entries(readServerErrors(status)).filter(
    ([path]) => !fieldNames.has(path.split('.')[0] ?? path),
  );
  if (others.length === 0) return null;
  return (
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
  );
}

function PageFrame({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}): ReactElement {
  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} w="full" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" id={titleId} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      <Box
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="xs"
        p={{ base: '4', md: '6' }}
      >
        {children}
      </Box>
    </Stack>
  );
}

/**
 * A record's form page (the customer, user and CMS forms: docs/rules/forms.md#form-page): heading, fields on formik,
 * validation on submit and then on change, the server's validation errors on their fields, a
 * kembali button, Save, one page back after a successful save, and a warning before leaving
 * unsaved changes.
 */
export function FormPage<TValues extends FormikValues>({
  title,
  description,
  initialValues,
  validationSchema,
  onSubmit,
  children,
  isLoading = false,
  loadError,
  notFound = false,
  onRetry,
  backTo,
  saveLabel = SAVE_LABEL,
  backLabel = BACK_LABEL,
  onSaved,
  errorMessage,
}: FormPageProps<TValues>): ReactElement {
  const titleId = useId();
  const formId = useId();
  const goBack = useGoBack(backTo);
  const canWrite = useCanWrite();
  const [submitted, setSubmitted] = useState(false);
  const leaving = useRef(false);
  const dirty = useRef(false);
  const fieldNames = new Set(Object.keys(initialValues));

  const backButton = (
    <Button type="button" variant="outline" onClick={goBack}>
      <LuArrowLeft aria-hidden />
      {backLabel}
    </Button>
  );

  if (isLoading) {
    return (
      <PageFrame titleId={titleId} title={title} description={description}>
        <Stack gap="5" role="status" aria-busy="true" aria-label="Loading form">
          {[0, 1, 2].map((index) => (
            <Stack key={index} gap="2">
              <Skeleton h="4" w="28" />
              <Skeleton h="10" />
            </Stack>
          ))}
        </Stack>
      </PageFrame>
    );
  }

  if (notFound || loadError) {
    return (
      <PageFrame titleId={titleId} title={title} description={description}>
        <Stack gap="4" align="start">
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>
              {notFound ? RECORD_NOT_FOUND_MESSAGE : getErrorMessage(loadError)}
            </Alert.Title>
          </Alert.Root>
          <HStack gap="3">
            {backButton}
            {!notFound && onRetry ? (
              <Button variant="outline" onClick={onRetry}>
                <LuRotateCw aria-hidden />
                Retry
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </PageFrame>
    );
  }

  async function submit(values: TValues, helpers: FormikHelpers<TValues>): Promise<void> {
    try {
      const response = await onSubmit(values);
      notify.success(successMessage(response));
      if (onSaved) {
        helpers.resetForm({ values });
        onSaved(response);
      } else {
        leaving.current = true;
        goBack();
      }
    } catch (error) {
      applyServerErrors(error, helpers, errorMessage);
    }
  }

  return (
    <PageFrame titleId={titleId} title={title} description={description}>
      <Formik<TValues>
        initialValues={initialValues}
        validationSchema={validationSchema}
        // docs/rules/forms.md#validation-timing: validation runs on submit, then on change once the form has been submitted.
        validateOnChange={submitted}
        validateOnBlur={submitted}
        onSubmit={submit}
      >
        {(formik) => {
          dirty.current = formik.dirty;
          return (
            <chakra.form
              id={formId}
              noValidate
              aria-labelledby={titleId}
              onSubmit={(event) => {
                setSubmitted(true);
                formik.handleSubmit(event);
              }}
              onReset={formik.handleReset}
            >
              <Stack gap="5">
                <OtherServerErrors fieldNames={fieldNames} />
                {children}
                <HStack
                  gap="3"
                  justify="flex-end"
                  pt="2"
                  borderTopWidth="1px"
                  borderColor="border"
                  paddingTop="4"
                  wrap="wrap"
                >
                  {backButton}
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={formik.isSubmitting}
                    loadingText={saveLabel}
                    disabled={!canWrite}
                    title={canWrite ? undefined : READ_ONLY_TITLES.edit}
                  >
                    <LuSave aria-hidden />
                    {saveLabel}
                  </Button>
                </HStack>
              </Stack>
              <FocusFirstError formId={formId} />
              <UnsavedChangesGuard when={() => dirty.current && !leaving.current} />
            </chakra.form>
          );
        }}
      </Formik>
    </PageFrame>
  );
}
