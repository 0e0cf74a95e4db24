import { yup } from 'ui-kit/form';
import { CMS_LIMITS as L, PACKAGE_CATEGORIES, SALE_KINDS } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES as HM, PACKAGE_FIELD_MESSAGES as PM } from 'contracts/messages';
import { choiceRule, orderRule, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, package; the online-sale texts are the API's (docs/rules/payments.md). */
export const PACKAGE_MESSAGES = {
  ...PM,
  router: 'Choose the router that sells this package',
} as const;

/** A rule that applies only to a package sold online (and, given `kind`, selling that kind). */
function whenOnline(message: string, ok: (value: unknown) => boolean, kind?: 'ppp' | 'voucher') {
  return yup.mixed().test('sold-online', message, function check(value) {
    const parent = this.parent as { soldOnline?: boolean; saleKind?: string };
    if (parent.soldOnline !== true) return true;
    if (kind !== undefined && (parent.saleKind ?? 'ppp') !== kind) return true;
    return ok(value);
  });
}

const chosen = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export const packageSchema = yup.object({
  name: requiredText(PM.name, L.shortText, PM.nameTooLong),
  speed: requiredText(PM.speed, L.shortText, PM.speedTooLong),
  price: yup
    .number()
    .typeError(PM.price)
    .required(PM.price)
    .integer(PM.priceRange)
    .min(L.price.min, PM.priceRange)
    .max(L.price.max, PM.priceRange),
  originalPrice: yup
    .mixed()
    .test(
      'original-price',
      PM.originalPrice,
      (value) =>
        value === '' ||
        value === null ||
        value === undefined ||
        (typeof value === 'number' && value >= L.price.min && value <= L.price.max),
    ),
  features: yup
    .array()
    .of(yup.string().trim().min(1, PM.features).max(L.feature, PM.featureTooLong))
    .min(1, PM.features)
    .max(L.features, PM.tooManyFeatures)
    .required(PM.features),
  category: choiceRule(PACKAGE_CATEGORIES, PM.category, PM.categoryChoice),
  isPopular: yup.boolean(),
  isActive: yup.boolean(),
  order: orderRule(),
  soldOnline: yup.boolean(),
  routerId: whenOnline(PACKAGE_MESSAGES.router, chosen),
  saleKind: choiceRule(SALE_KINDS, HM.saleKind, HM.saleKind),
  pppProfile: whenOnline(PM.pppProfile, chosen, 'ppp'),
  hotspotProfile: whenOnline(HM.hotspotProfile, chosen, 'voucher'),
  durationDays: whenOnline(
    PM.durationDays,
    (value) =>
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= L.durationDays.min &&
      value <= L.durationDays.max,
  ),
});
