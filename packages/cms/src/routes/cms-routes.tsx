import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { RecordRoute, parseRecordParam, type RecordParam } from 'ui-kit/routing';
import { BannerFormPage } from '../features/banners/components/banner-form-page';
import { BannerPreviewPage } from '../features/banners/components/banner-preview-page';
import { CmsPage } from '../features/cms/components/cms-page';
import { CompanyProfileFormPage } from '../features/company-profile/components/company-profile-form-page';
import { ContactInfoFormPage } from '../features/contact-info/components/contact-info-form-page';
import { PackageFormPage } from '../features/packages/components/package-form-page';

type FormPage = (props: { record: RecordParam }) => ReactElement;

/** The CMS areas with a form, by URL segment (route table: docs/rules/README.md#routes). */
export const CMS_FORMS: readonly { segment: string; Form: FormPage }[] = [
  { segment: 'banners', Form: BannerFormPage },
  { segment: 'packages', Form: PackageFormPage },
  { segment: 'company-profile', Form: CompanyProfileFormPage },
  { segment: 'contact-info', Form: ContactInfoFormPage },
];

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
      {CMS_FORMS.map(({ segment, Form }) => (
        <Route
          key={segment}
          path={`${segment}/:recordId`}
          element={
            <RecordRoute param="recordId">
              {/* A new key per record: the form starts over when the address names another one. */}
              {(record) => (
                <Form key={record.mode === 'edit' ? record.id : 'create'} record={record} />
              )}
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
