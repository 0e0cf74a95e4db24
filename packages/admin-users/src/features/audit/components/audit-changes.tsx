import { Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { AuditEntry } from 'contracts/types';
import type { DetailField } from 'ui-kit/list';

export interface AuditChange {
  field: string;
  /** undefined: the field was not there (a create's before, a delete's after). */
  before: unknown;
  after: unknown;
}

/** Field by field, what a row changed: every field of `before` and `after`, in their order. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: field in before ? before[field] : undefined,
    after: field in after ? after[field] : undefined,
  }));
}

/** A value as the dialog prints it: text as is, anything else as JSON; none as an em dash. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One changed field: the old value struck through above the new one (each labelled for readers). */
function ChangeValue({ change }: { change: AuditChange }): ReactElement {
  return (
    <Stack gap="0.5" minW="0">
      {change.before !== undefined ? (
        <Text as="del" color="red.fg" wordBreak="break-word">
          <Text as="span" srOnly>
            Before:{' '}
          </Text>
          {auditValue(change.before)}
        </Text>
      ) : null}
      {change.after !== undefined ? (
        <Text as="ins" color="green.fg" textDecoration="none" wordBreak="break-word">
          <Text as="span" srOnly>
            After:{' '}
          </Text>
          {auditValue(change.after)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The row's detail: who, when, what, then each changed field with its before and after. */
export function auditDetailFields(
  entry: AuditEntry,
  formatTime: (iso: string) => string,
): DetailField[] {
  return [
    { label: 'Time', value: formatTime(entry.at) },
    { label: 'User', value: entry.actorUsername ?? '—' },
    { label: 'Address', value: entry.address ?? '—' },
    { label: 'Action', value: entry.action },
    { label: 'Resource', value: entry.resource },
    { label: 'Resource ID', value: entry.resourceId ?? '—' },
    { label: 'Summary', value: entry.summary },
    ...auditChanges(entry).map((change) => ({
      label: change.field,
      value: <ChangeValue change={change} />,
    })),
  ];
}
