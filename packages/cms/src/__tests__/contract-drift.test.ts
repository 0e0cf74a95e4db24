// The four CMS forms against the API's body schemas (packages/contracts): every string value the API
// draws a line at (lengths, patterns, choices) is tried on the form, which must accept and refuse
// alike, with the API's messages. A limit or message changed on one side only fails here.
// `formDrift` probes text fields; numbers, switches and lists (order, price, isActive, features) are
// typed by their inputs and checked by each form's own tests, so only the text fields are compared.
import {
  CreateBannerBody,
  CreateCompanyProfileBody,
  CreateContactInfoBody,
  CreatePackageBody,
  UpdateBannerBody,
  UpdateCompanyProfileBody,
  UpdateContactInfoBody,
  UpdatePackageBody,
} from 'contracts/schemas';
import { formDrift, type FormSchemaLike } from 'contracts/testing';
import { bannerSchema } from '../features/banners/components/banner-schema';
import { companyProfileSchema } from '../features/company-profile/components/company-profile-schema';
import { contactInfoSchema } from '../features/contact-info/components/contact-info-schema';
import { packageSchema } from '../features/packages/components/package-schema';

interface BodySchema {
  [keyword: string]: unknown;
  properties: Record<string, { type?: string; anyOf?: { type?: string }[] }>;
  required?: readonly string[];
}

function isText(property: BodySchema['properties'][string]): boolean {
  if (property.type === 'string') return true;
  return (
    (property.anyOf ?? []).some((member) => member.type === 'string') &&
    (property.anyOf ?? []).every((member) => member.type === 'string' || member.type === 'null')
  );
}

/** The text fields of a body and of its form, nothing else. */
function textFieldsOf(form: FormSchemaLike, body: BodySchema): [FormSchemaLike, BodySchema] {
  const names = Object.keys(body.properties).filter((name) => isText(body.properties[name]!));
  const pick = <T>(record: Record<string, T>) =>
    Object.fromEntries(names.filter((name) => name in record).map((name) => [name, record[name]!]));
  return [
    { fields: pick(form.fields), validateAt: (path, value) => form.validateAt(path, value) },
    {
      ...body,
      properties: pick(body.properties),
      required: body.required?.filter((name) => names.includes(name)),
    },
  ];
}

test.each([
  ['banner form, create', bannerSchema, CreateBannerBody],
  ['banner form, edit', bannerSchema, UpdateBannerBody],
  ['package form, create', packageSchema, CreatePackageBody],
  ['package form, edit', packageSchema, UpdatePackageBody],
  ['company profile form, create', companyProfileSchema, CreateCompanyProfileBody],
  ['company profile form, edit', companyProfileSchema, UpdateCompanyProfileBody],
  ['contact info form, create', contactInfoSchema, CreateContactInfoBody],
  ['contact info form, edit', contactInfoSchema, UpdateContactInfoBody],
])('the %s agrees with the API', async (_name, form, body) => {
  const [textForm, textBody] = textFieldsOf(form, body as unknown as BodySchema);
  expect(await formDrift(textForm, textBody)).toEqual([]);
});
