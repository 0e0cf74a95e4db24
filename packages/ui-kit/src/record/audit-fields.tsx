import { HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatListDate } from 'ui-kit/format';
import type { DetailField } from 'ui-kit/list';
import { StatusBadge, isRecordStatus } from 'ui-kit/list';

/** What every generic resource carries besides its own fields (docs/rules/api.md#audit). */
export interface AuditedRecord {
  status?: string | null;
  createdAt?: string | null;
  createdBy?: string | null;
  updatedAt?: string | null;
  updatedBy?: string | null;
}

/** The review status and who/when of a record, for Lihat (the dialog shows '—' for blanks). */
export function auditDetailFields(record: AuditedRecord): DetailField[] {
  return [
    {
      label: 'Status',
      value: isRecordStatus(record.status) ? <StatusBadge status={record.status} /> : '',
    },
    { label: 'Created at', value: formatListDate(record.createdAt) },
    { label: 'Created by', value: record.createdBy ?? '' },
    { label: 'Updated at', value: formatListDate(record.updatedAt) },
    { label: 'Updated by', value: record.updatedBy ?? '' },
  ];
}

export interface FormDescriptionProps {
  /** The record being edited; its status and last change are shown. */
  record?: AuditedRecord;
  /** Said to a read-only user, e.g. 'Only admins can change customers.' */
  readOnlyNote?: string;
}

/**
 * The line under a form's heading: the record's status and its last change (edit mode), and for a
 * read-only user why the form cannot be saved. Inline content: the form page wraps it in a <p>.
 */
export function FormDescription({
  record,
  readOnlyNote,
}: FormDescriptionProps): ReactElement | null {
  if (!record && !readOnlyNote) return null;
  const updatedAt = record ? formatListDate(record.updatedAt ?? record.createdAt) : '';
  const updatedBy = record ? (record.updatedBy ?? record.createdBy) : null;
  return (
    <HStack as="span" gap="2" wrap="wrap">
      {record ? <StatusBadge status={record.status} /> : null}
      {updatedAt ? (
        <Text as="span">
          Updated {updatedAt}
          {updatedBy ? ` by ${updatedBy}` : ''}
          {readOnlyNote ? ' ·' : ''}
        </Text>
      ) : null}
      {readOnlyNote ? <Text as="span">{readOnlyNote}</Text> : null}
    </HStack>
  );
}
