import type { ReactElement } from 'react';
import { capitalise } from 'ui-kit/format';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';
import type { RecordParam } from 'ui-kit/routing';

export interface CmsFormPageProps {
  /** What the form edits, e.g. 'banner' or 'contact info'. */
  item: string;
  record: RecordParam;
}

/**
 * The four CMS forms (banner, package, company profile, contact info) until their issue lands: each
 * route is real and tells create mode from edit mode by the rule of docs/rules/forms.md#record-route.
 */
export function CmsFormPage({ item, record }: CmsFormPageProps): ReactElement {
  usePageTitle('CMS');
  return (
    <ScreenPlaceholder
      screen={record.mode === 'create' ? `New ${item}` : `${capitalise(item)} ${record.id}`}
    >
      {record.mode === 'create'
        ? 'Create mode: the form starts empty.'
        : `Edit mode for the ${item} with id ${record.id}.`}
    </ScreenPlaceholder>
  );
}
