import {
  DEFAULT_TEMPLATES,
  EVENT_VARIABLES,
  NOTIFY_FIELD_MESSAGES,
  SAMPLE_TEMPLATE_FACTS,
  TEMPLATE_LIMITS,
  renderTemplate,
  templateValues,
  unknownTemplateVariables,
  type MessageEvent,
} from 'contracts/notify';
import type { Invoice, Template } from 'contracts/types';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Field,
  HStack,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { LuRotateCcw, LuSave } from 'react-icons/lu';
import { getErrorMessage, toFieldErrors } from 'shared-auth';
import {
  FormikProvider,
  TextField,
  TextareaField,
  applyServerErrors,
  useFormik,
} from 'ui-kit/form';
import { formatWibDateTime } from 'ui-kit/format';
import { errorStatus } from 'ui-kit/list';
import { notify } from 'ui-kit/toast';
import { EVENT_LABELS } from '../../messages';
import { useSaveTemplate, useServerPreview } from '../api/templates';

export const TEMPLATE_SAVED = 'Template saved';
export const RESET_LABEL = 'Reset to default';
export const SAMPLE_DATA_LABEL = 'Sample data';
const PREVIEW_DEBOUNCE_MS = 400;

/** Events whose message is about a subscriber's invoice: the preview can use a real one. */
const INVOICE_EVENTS: ReadonlySet<MessageEvent> = new Set<MessageEvent>([
  'invoice_issued',
  'invoice_reminder',
  'invoice_due',
  'subscriber_isolated',
  'invoice_paid',
  'subscriber_restored',
]);

interface TemplateValues {
  body: string;
  subject: string;
}

/** The contracts' unknown-variable message, as the server words its 400. */
export function unknownVariableText(event: MessageEvent, unknown: readonly string[]): string {
  return NOTIFY_FIELD_MESSAGES.unknownVariable
    .replace('{0}', unknown.map((name) => `{${name}}`).join(', '))
    .replace('{1}', EVENT_VARIABLES[event].map((name) => `{${name}}`).join(', '));
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Preview({
  event,
  body,
  invoices,
}: {
  event: MessageEvent;
  body: string;
  invoices: readonly Invoice[];
}): ReactElement {
  const selectId = useId();
  const [invoiceId, setInvoiceId] = useState('');
  const settledBody = useDebounced(body, PREVIEW_DEBOUNCE_MS);
  const withInvoice = INVOICE_EVENTS.has(event) && invoiceId !== '' && settledBody.trim() !== '';
  const server = useServerPreview(event, withInvoice ? { body: settledBody, invoiceId } : null);
  const unknown = unknownTemplateVariables(body, event);

  let text = renderTemplate(body, templateValues(SAMPLE_TEMPLATE_FACTS));
  let note: string | null = null;
  if (withInvoice) {
    if (server.error) note = getErrorMessage(server.error);
    else if (server.data) text = server.data.text;
    else note = 'Loading…';
  }

  return (
    <Stack gap="2" minW="0">
      {INVOICE_EVENTS.has(event) && invoices.length > 0 ? (
        <Field.Root>
          <Field.Label htmlFor={selectId}>Preview with</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={selectId}
              value={invoiceId}
              onChange={(change) => setInvoiceId(change.currentTarget.value)}
            >
              <option value="">{SAMPLE_DATA_LABEL}</option>
              {invoices.map((invoice) => (
                <option key={invoice.id} value={invoice.id}>
                  {invoice.number} · {invoice.subscriberName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : (
        <Text textStyle="sm" fontWeight="medium">
          Preview with {SAMPLE_DATA_LABEL.toLowerCase()}
        </Text>
      )}
      <Box
        role="region"
        aria-label={`Preview: ${EVENT_LABELS[event]}`}
        aria-live="polite"
        bg="green.50"
        _dark={{ bg: 'green.950' }}
        borderWidth="1px"
        borderColor="green.200"
        rounded="lg"
        p="3"
        textStyle="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {text}
      </Box>
      {note ? (
        <Text textStyle="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
      {unknown.length > 0 ? (
        <Text textStyle="xs" color="orange.700" _dark={{ color: 'orange.300' }} role="note">
          {unknownVariableText(event, unknown)}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface TemplateCardProps {
  template: Template;
  invoices: readonly Invoice[];
  readOnly: boolean;
}

/**
 * One event's template (docs/rules/notify.md): its text and email subject, the variables it may
 * use (a click writes one at the cursor), a live preview (sample data through the contracts'
 * renderer, or a recent invoice through the server's), Save, and Reset to default (the default
 * wording back in the editor, saved with Save).
 */
export function TemplateCard({ template, invoices, readOnly }: TemplateCardProps): ReactElement {
  const { event } = template;
  const headingId = useId();
  const save = useSaveTemplate();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const formik = useFormik<TemplateValues>({
    initialValues: { body: template.body, subject: template.subject },
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save(event, { body: values.body, subject: values.subject });
        notify.success(saved.message?.trim() ? saved.message : TEMPLATE_SAVED);
      } catch (error) {
        // The unknown-variable refusal is the body's, whether or not the server named the field.
        if (toFieldErrors(error) === null && errorStatus(error) === 400) {
          helpers.setStatus({ serverErrors: { body: getErrorMessage(error) } });
          notify.error(getErrorMessage(error));
          return;
        }
        applyServerErrors(error, helpers);
      }
    },
  });
  const defaults = DEFAULT_TEMPLATES[event];
  const isDefaultText =
    formik.values.body === defaults.body && formik.values.subject === defaults.subject;

  function insertVariable(name: string): void {
    const token = `{${name}}`;
    const value = formik.values.body;
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    formik.setStatus(undefined);
    void formik.setFieldValue('body', value.slice(0, start) + token + value.slice(end));
    const cursor = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  }

  function resetToDefault(): void {
    formik.setStatus(undefined);
    void formik.setValues({ body: defaults.body, subject: defaults.subject });
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {EVENT_LABELS[event]}
          </Heading>
          {template.isDefault ? (
            <Badge variant="subtle">Default wording</Badge>
          ) : (
            <Badge variant="subtle" colorPalette="brand">
              Edited
              {template.updatedAt ? ` ${formatWibDateTime(template.updatedAt)}` : ''}
              {template.updatedBy ? ` by ${template.updatedBy}` : ''}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <FormikProvider value={formik}>
          <chakra.form
            onSubmit={formik.handleSubmit}
            aria-label={`Template: ${EVENT_LABELS[event]}`}
            noValidate
          >
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
              <Stack gap="3" minW="0">
                <TextareaField
                  name="body"
                  label="Message"
                  rows={7}
                  maxLength={TEMPLATE_LIMITS.body.max}
                  textareaRef={textarea}
                  readOnly={readOnly}
                />
                <Stack gap="1">
                  <Text textStyle="sm" fontWeight="medium" id={`${headingId}-variables`}>
                    Variables
                  </Text>
                  <HStack
                    as="ul"
                    wrap="wrap"
                    gap="1.5"
                    listStyleType="none"
                    aria-labelledby={`${headingId}-variables`}
                  >
                    {EVENT_VARIABLES[event].map((name) => (
                      <li key={name}>
                        {readOnly ? (
                          <Code>{`{${name}}`}</Code>
                        ) : (
                          <Button
                            type="button"
                            size="xs"
                            variant="outline"
                            fontFamily="mono"
                            aria-label={`Insert {${name}}`}
                            onClick={() => insertVariable(name)}
                          >
                            {`{${name}}`}
                          </Button>
                        )}
                      </li>
                    ))}
                  </HStack>
                </Stack>
                <TextField
                  name="subject"
                  label="Email subject"
                  helperText="Used when the message goes by email."
                  maxLength={TEMPLATE_LIMITS.subject.max}
                  readOnly={readOnly}
                />
              </Stack>
              <Preview event={event} body={formik.values.body} invoices={invoices} />
            </SimpleGrid>
            {readOnly ? null : (
              <HStack justify="flex-end" gap="2" mt="4" wrap="wrap">
                <Button
                  type="button"
                  variant="outline"
                  onClick={resetToDefault}
                  disabled={isDefaultText || formik.isSubmitting}
                >
                  <LuRotateCcw aria-hidden />
                  {RESET_LABEL}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={formik.isSubmitting}
                  disabled={!formik.dirty}
                >
                  <LuSave aria-hidden />
                  Save
                </Button>
              </HStack>
            )}
          </chakra.form>
        </FormikProvider>
      </Card.Body>
    </Card.Root>
  );
}
