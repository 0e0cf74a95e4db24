// What the customer and user forms share around their fields (docs/rules/forms.md): the heading by
// mode and role, the line under it, and the load states handed to ui-kit's FormPage.
import type { ReactElement, ReactNode } from 'react';
import type { FormResource } from 'ui-kit/form';
import { usePageTitle } from 'ui-kit/layout';
import { useCanWrite } from 'ui-kit/list';
import { FormDescription, type AuditedRecord } from 'ui-kit/record';

export interface RecordFormFrame {
  title: string;
  description: ReactNode;
  /** docs/rules/roles.md#screens: a plain user who opens a form (a typed URL, a bookmark) sees it read-only. */
  readOnly: boolean;
  isLoading: boolean;
  loadError: unknown;
  notFound: boolean;
  onRetry: () => void;
}

/**
 * The frame of a record's form page. `title` is the header's ('Customer'), `noun` the record's name in
 * prose ('customer': 'Add customer', 'Only admins can change customers.').
 */
export function useRecordFormFrame<TRecord extends AuditedRecord, TValues>(
  title: string,
  noun: string,
  resource: FormResource<TRecord, TValues>,
): RecordFormFrame {
  usePageTitle(title);
  const canWrite = useCanWrite();
  const { isCreate, record } = resource;
  const readOnlyNote = canWrite
    ? undefined
    : `Only admins can ${isCreate ? 'add' : 'change'} ${noun}s.`;
  let heading = title;
  if (isCreate) heading = `Add ${noun}`;
  else if (canWrite) heading = `Edit ${noun}`;
  const description: ReactElement | undefined =
    record || readOnlyNote ? (
      <FormDescription record={record} readOnlyNote={readOnlyNote} />
    ) : undefined;
  return {
    title: heading,
    description,
    readOnly: !canWrite,
    isLoading: resource.isLoading,
    loadError: resource.error,
    notFound: resource.isNotFound,
    onRetry: resource.refetch,
  };
}
