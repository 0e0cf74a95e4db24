import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormResource } from 'ui-kit/form';
import { usePageTitle } from 'ui-kit/layout';
import { useCanWrite } from 'ui-kit/list';
import { FormDescription, type AuditedRecord } from 'ui-kit/record';
import type { RecordParam } from 'ui-kit/routing';
import { notify } from 'ui-kit/toast';
import { AREAS, cmsPath, type CmsArea } from './cms-areas';

/** Where the CMS lives; a form whose record cannot be read goes back there (docs/rules/cms.md#messages). */
export const CMS_HOME = '/app/cms';

export function cmsTabPath(area: CmsArea): string {
  return `${CMS_HOME}?tab=${area}`;
}

export interface CmsForm<TRecord, TValues> {
  /** The record in edit mode, once loaded. */
  record: TRecord | undefined;
  /** Props for ui-kit's FormPage: heading, line under it, load states, save and its failure toast. */
  page: {
    title: string;
    description: ReactElement | undefined;
    isLoading: boolean;
    backTo: string;
    errorMessage: string;
    onSubmit(values: TValues): Promise<{ message: string }>;
  };
  readOnly: boolean;
}

/**
 * One CMS record's form: loads it in the `{ success, data }` envelope, toasts 'Error fetching …' and
 * goes back to /app/cms when it cannot be read, saves with the area's own toasts ('Banner created
 * successfully', 'Error saving banner', …), and is read-only for plain users (docs/rules/roles.md#screens).
 */
export function useCmsForm<TRecord extends AuditedRecord, TValues, TBody>(
  area: CmsArea,
  param: RecordParam,
  toBody: (values: TValues) => TBody,
): CmsForm<TRecord, TValues> {
  usePageTitle('CMS');
  const texts = AREAS[area];
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const resource = useFormResource<TRecord, TBody>(cmsPath(area), param, { envelope: 'success' });
  const failed = resource.isNotFound || Boolean(resource.error);
  const reported = useRef(false);

  useEffect(() => {
    if (!failed || reported.current) return;
    reported.current = true;
    notify.error(texts.fetchError);
    void navigate(cmsTabPath(area), { replace: true });
  }, [failed, texts, navigate, area]);

  const { isCreate, record } = resource;
  let title = texts.type;
  if (isCreate) title = `Add ${texts.noun}`;
  else if (canWrite) title = `Edit ${texts.noun}`;
  const readOnlyNote = canWrite ? undefined : `Only admins can change the landing page's content.`;
  const description =
    record || readOnlyNote ? (
      <FormDescription record={record} readOnlyNote={readOnlyNote} />
    ) : undefined;

  return {
    record,
    readOnly: !canWrite,
    page: {
      title,
      description,
      // Until the toast and the way back, the form stays a skeleton rather than flashing an error.
      isLoading: resource.isLoading || failed,
      backTo: cmsTabPath(area),
      errorMessage: (isCreate && texts.createError) || texts.saveError,
      onSubmit: async (values) => {
        await resource.save(toBody(values));
        return { message: isCreate ? texts.created : texts.updated };
      },
    },
  };
}
