import type { ReactElement } from 'react';
import { ScreenPlaceholder, usePageTitle } from 'ui-kit/layout';

/** `/app/cms/banners/{id}/view`: a read-only banner preview (docs/rules/cms.md#banner-preview). */
export function BannerPreviewPage({ bannerId }: { bannerId: string }): ReactElement {
  usePageTitle('CMS');
  return (
    <ScreenPlaceholder screen={`Banner ${bannerId} preview`}>
      The banner as the landing page shows it, read-only.
    </ScreenPlaceholder>
  );
}
