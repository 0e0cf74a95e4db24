import type { ReactElement } from 'react';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';

/** `/app/cms`: the CMS tabs (docs/rules/cms.md#screens). */
export function CmsPage(): ReactElement {
  usePageTitle('CMS');
  return (
    <ScreenPlaceholder screen="CMS">
      Banners, packages, company profile and contact info of the public landing page.
    </ScreenPlaceholder>
  );
}
