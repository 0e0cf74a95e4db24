import { Heading, SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormPage, ImageField, RowsField, TextField, TextareaField } from 'ui-kit/form';
import type { RecordParam } from 'ui-kit/routing';
import type { CompanyProfile } from '../../../lib/cms-areas';
import { uploadCmsImage } from '../../../lib/upload-image';
import { useCmsForm } from '../../../lib/use-cms-form';
import {
  EMPTY_COMPANY_PROFILE,
  toCompanyProfileBody,
  toCompanyProfileValues,
  type CompanyProfileBody,
  type CompanyProfileValues,
} from '../api/company-profile-values';
import { companyProfileSchema } from './company-profile-schema';

const STAT_COLUMNS = [
  { key: 'label', label: 'Label', placeholder: 'Label, e.g. Customers' },
  { key: 'value', label: 'Value', placeholder: 'Value, e.g. 1.000+' },
] as const;

const SOCIAL_COLUMNS = [
  { key: 'platform', label: 'Platform', placeholder: 'Platform, e.g. instagram' },
  { key: 'url', label: 'URL', placeholder: 'https://…', type: 'url' },
] as const;

/** `/app/cms/company-profile/create` and `/app/cms/company-profile/{id}` (one record). */
export function CompanyProfileFormPage({ record: param }: { record: RecordParam }): ReactElement {
  const { page, record, readOnly } = useCmsForm<
    CompanyProfile,
    CompanyProfileValues,
    CompanyProfileBody
  >('company-profile', param, toCompanyProfileBody);
  return (
    <FormPage<CompanyProfileValues>
      {...page}
      initialValues={record ? toCompanyProfileValues(record) : EMPTY_COMPANY_PROFILE}
      validationSchema={companyProfileSchema}
    >
      <TextField
        name="companyName"
        label="Company name"
        required
        readOnly={readOnly}
        autoComplete="organization"
      />
      <TextareaField name="description" label="Description" required readOnly={readOnly} rows={3} />
      <TextareaField name="vision" label="Vision" readOnly={readOnly} rows={2} />
      <TextareaField name="mission" label="Mission" readOnly={readOnly} rows={2} />
      <TextareaField name="address" label="Address" readOnly={readOnly} rows={2} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <TextField name="phone" label="Phone" type="tel" readOnly={readOnly} autoComplete="off" />
        <TextField name="email" label="Email" type="email" readOnly={readOnly} autoComplete="off" />
      </SimpleGrid>
      <TextField
        name="website"
        label="Website"
        type="url"
        readOnly={readOnly}
        placeholder="https://…"
        autoComplete="off"
      />
      <ImageField name="logo" label="Logo" readOnly={readOnly} upload={uploadCmsImage} />
      <ImageField name="heroImage" label="Hero image" readOnly={readOnly} upload={uploadCmsImage} />
      <Heading as="h2" size="sm" pt="2">
        Figures and links
      </Heading>
      <RowsField
        name="stats"
        label="Stats"
        itemLabel="stat"
        columns={STAT_COLUMNS}
        readOnly={readOnly}
      />
      <RowsField
        name="socialMedia"
        label="Social media"
        itemLabel="social link"
        columns={SOCIAL_COLUMNS}
        readOnly={readOnly}
      />
    </FormPage>
  );
}
