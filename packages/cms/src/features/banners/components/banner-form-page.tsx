import type { ReactElement } from 'react';
import { FormPage, ImageField, NumberField, SwitchField, TextField, TextareaField } from 'ui-kit/form';
import type { RecordParam } from 'ui-kit/routing';
import type { Banner } from '../../../lib/cms-areas';
import { uploadCmsImage } from '../../../lib/upload-image';
import { useCmsForm } from '../../../lib/use-cms-form';
import {
  EMPTY_BANNER,
  toBannerBody,
  toBannerValues,
  type BannerValues,
} from '../api/banner-values';
import { bannerSchema } from './banner-schema';

/** `/app/cms/banners/create` and `/app/cms/banners/{id}` (docs/rules/cms.md#screens). */
export function BannerFormPage({ record: param }: { record: RecordParam }): ReactElement {
  const { page, record, readOnly } = useCmsForm<
    Banner,
    BannerValues,
    ReturnType<typeof toBannerBody>
  >('banners', param, toBannerBody);
  return (
    <FormPage<BannerValues>
      {...page}
      initialValues={record ? toBannerValues(record) : EMPTY_BANNER}
      validationSchema={bannerSchema}
    >
      <TextField name="title" label="Title" required readOnly={readOnly} autoComplete="off" />
      <TextareaField name="description" label="Description" required readOnly={readOnly} rows={3} />
      <ImageField name="image" label="Image" required readOnly={readOnly} upload={uploadCmsImage} />
      <TextareaField name="details" label="Details" readOnly={readOnly} rows={3} />
      <TextField
        name="link"
        label="Link"
        type="url"
        readOnly={readOnly}
        placeholder="https://… or /login"
        autoComplete="off"
      />
      <NumberField name="order" label="Order" min={0} step={1} readOnly={readOnly} />
      <SwitchField name="isActive" label="Active" readOnly={readOnly} />
    </FormPage>
  );
}
