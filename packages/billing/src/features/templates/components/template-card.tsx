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
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { LuRotateCcw, LuSave } from 'react-icons/lu';
import { VALIDATION_TOAST_MESSAGE, getErrorMessage, toFieldErrors } from 'shared-auth';
import { formatWibDateTime } from 'ui-kit/format';
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

type TemplateErrors = Partial<Record<keyof TemplateValues, string>>;

/** What a failed save says about each field: the unknown-variable 400 is the body's. */
function saveErrors(error: unknown): TemplateErrors | null {
  const fields = toFieldErrors(error);
  if (fields) return { body: fields.body, subject: fields.subject };
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 400 ? { body: getErrorMessage(error) } : null;
}

/** A labelled control with its helper and error, both named in aria-describedby (ui-kit's fields do the same). */
function TemplateField({
  label,
  helperText,
  error,
  readOnly,
  children,
}: {
  label: string;
  helperText?: string;
  error: string | undefined;
  readOnly: boolean;
  children: (describedBy: string | undefined) => ReactElement;
}): ReactElement {
  const id = useId();
  const describedBy =
    [helperText ? `${id}-helper` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Field.Root
      invalid={error !== undefined}
      readOnly={readOnly}
      ids={{ helperText: `${id}-helper`, errorText: `${id}-error` }}
    >
      <Field.Label>{label}</Field.Label>
      {children(describedBy)}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
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
 * wording back in the editor, saved with Save). Two fields on Chakra's Field rather than ui-kit's
 * form (see TemplatesPage): the server's refusal still lands on its field.
 */
export function TemplateCard({ template, invoices, readOnly }: TemplateCardProps): ReactElement {
  const { event } = template;
  const headingId = useId();
  const save = useSaveTemplate();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState<TemplateValues>({
    body: template.body,
    subject: template.subject,
  });
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [saving, setSaving] = useState(false);
  // The saved wording read again (after a save, or another admin's) replaces the editor's.
  useEffect(() => {
    setValues({ body: template.body, subject: template.subject });
  }, [template.body, template.subject]);
  const dirty = values.body !== template.body || values.subject !== template.subject;
  const defaults = DEFAULT_TEMPLATES[event];
  const isDefaultText = values.body === defaults.body && values.subject === defaults.subject;

  function change(next: Partial<TemplateValues>): void {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const left = { ...current };
      for (const key of Object.keys(next) as (keyof TemplateValues)[]) delete left[key];
      return left;
    });
  }

  async function submit(submitEvent: FormEvent): Promise<void> {
    submitEvent.preventDefault();
    if (values.body.trim() === '') {
      setErrors({ body: NOTIFY_FIELD_MESSAGES.body });
      textarea.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await save(event, { body: values.body, subject: values.subject });
      notify.success(saved.message?.trim() ? saved.message : TEMPLATE_SAVED);
    } catch (error) {
      const fields = saveErrors(error);
      if (fields) {
        setErrors(fields);
        notify.error(toFieldErrors(error) ? VALIDATION_TOAST_MESSAGE : (fields.body ?? ''));
        if (fields.body) textarea.current?.focus();
      } else {
        notify.error(getErrorMessage(error));
      }
    } finally {
      setSaving(false);
    }
  }

  function insertVariable(name: string): void {
    const token = `{${name}}`;
    const value = values.body;
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    change({ body: value.slice(0, start) + token + value.slice(end) });
    const cursor = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
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
        <chakra.form
          onSubmit={(submitEvent) => void submit(submitEvent)}
          aria-label={`Template: ${EVENT_LABELS[event]}`}
          noValidate
        >
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <Stack gap="3" minW="0">
              <TemplateField label="Message" error={errors.body} readOnly={readOnly}>
                {(describedBy) => (
                  <Textarea
                    ref={textarea}
                    name="body"
                    rows={7}
                    autoresize
                    maxLength={TEMPLATE_LIMITS.body.max}
                    value={values.body}
                    onChange={(input) => change({ body: input.currentTarget.value })}
                    aria-describedby={describedBy}
                  />
                )}
              </TemplateField>
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
              <TemplateField
                label="Email subject"
                helperText="Used when the message goes by email."
                error={errors.subject}
                readOnly={readOnly}
              >
                {(describedBy) => (
                  <Input
                    name="subject"
                    maxLength={TEMPLATE_LIMITS.subject.max}
                    value={values.subject}
                    onChange={(input) => change({ subject: input.currentTarget.value })}
                    aria-describedby={describedBy}
                  />
                )}
              </TemplateField>
            </Stack>
            <Preview event={event} body={values.body} invoices={invoices} />
          </SimpleGrid>
          {readOnly ? null : (
            <HStack justify="flex-end" gap="2" mt="4" wrap="wrap">
              <Button
                type="button"
                variant="outline"
                onClick={() => change({ body: defaults.body, subject: defaults.subject })}
                disabled={isDefaultText || saving}
              >
                <LuRotateCcw aria-hidden />
                {RESET_LABEL}
              </Button>
              <Button type="submit" colorPalette="brand" loading={saving} disabled={!dirty}>
                <LuSave aria-hidden />
                Save
              </Button>
            </HStack>
          )}
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
