import { SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import {
  FormPage,
  NumberField,
  RupiahField,
  SelectField,
  SwitchField,
  TagListField,
  TextField,
} from 'ui-kit/form';
import type { RecordParam } from 'ui-kit/routing';
import { PACKAGE_CATEGORIES, type ServicePackage } from '../../../lib/cms-areas';
import { useCmsForm } from '../../../lib/use-cms-form';
import {
  EMPTY_PACKAGE,
  toPackageBody,
  toPackageValues,
  type PackageBody,
  type PackageValues,
} from '../api/package-values';
import { OnlineSaleFields } from './online-sale-fields';
import { packageSchema } from './package-schema';

const CATEGORY_OPTIONS = PACKAGE_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/** `/app/cms/packages/create` and `/app/cms/packages/{id}` (docs/rules/cms.md#screens). */
export function PackageFormPage({ record: param }: { record: RecordParam }): ReactElement {
  const { page, record, readOnly } = useCmsForm<ServicePackage, PackageValues, PackageBody>(
    'packages',
    param,
    toPackageBody,
  );
  return (
    <FormPage<PackageValues>
      {...page}
      initialValues={record ? toPackageValues(record) : EMPTY_PACKAGE}
      validationSchema={packageSchema}
    >
      <TextField name="name" label="Package name" required readOnly={readOnly} autoComplete="off" />
      <TextField
        name="speed"
        label="Speed"
        required
        readOnly={readOnly}
        placeholder="e.g. 20 Mbps"
        autoComplete="off"
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <RupiahField name="price" label="Price" required readOnly={readOnly} placeholder="0" />
        <RupiahField
          name="originalPrice"
          label="Original price"
          readOnly={readOnly}
          helperText="Shown struck through beside the price."
        />
      </SimpleGrid>
      <TagListField
        name="features"
        label="Features"
        itemLabel="feature"
        required
        readOnly={readOnly}
        placeholder="Type a feature and press Enter"
      />
      <SelectField
        name="category"
        label="Category"
        required
        readOnly={readOnly}
        disabled={readOnly}
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
      />
      <NumberField name="order" label="Order" min={0} step={1} readOnly={readOnly} />
      <SwitchField name="isPopular" label="Popular" readOnly={readOnly} />
      <SwitchField name="isActive" label="Active" readOnly={readOnly} />
      <OnlineSaleFields readOnly={readOnly} />
    </FormPage>
  );
}
