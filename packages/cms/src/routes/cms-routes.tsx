import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { RecordRoute, parseRecordParam } from 'ui-kit/routing';
import { BannerPreviewPage } from '../features/banners/components/banner-preview-page';
import { CmsFormPage } from '../features/cms/components/cms-form-page';
import { CmsPage } from '../features/cms/components/cms-page';

/** The CMS areas with a form, by URL segment (route table: docs/rules/README.md#routes). */
export const CMS_FORMS = [
  { segment: 'banners', item: 'banner' },
  { segment: 'packages', item: 'package' },
  { segment: 'company-profile', item: 'company profile' },
  { segment: 'contact-info', item: 'contact info' },
] as const;

function BannerPreviewRoute(): ReactElement {
  const record = parseRecordParam(useParams().recordId);
  // A banner that does not exist yet has nothing to preview.
  return record?.mode === 'edit' ? <BannerPreviewPage bannerId={record.id} /> : <NotFound />;
}

/** Exposed as `./CmsRoutes`, mounted by the shell at `/app/cms/*`. */
export function CmsRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<CmsPage />} />
      {CMS_FORMS.map(({ segment, item }) => (
        <Route
          key={segment}
          path={`${segment}/:recordId`}
          element={
            <RecordRoute param="recordId">
              {(record) => <CmsFormPage item={item} record={record} />}
            </RecordRoute>
          }
        />
      ))}
      <Route path="banners/:recordId/view" element={<BannerPreviewRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default CmsRoutes;
