import { yup } from 'ui-kit';
import { PACKAGE_CATEGORIES } from '../../../lib/cms-areas';
import { orderRule, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, package; the online-sale texts are ours (docs/rules/payments.md). */
export const PACKAGE_MESSAGES = {
  name: 'Package name is required',
  speed: 'Speed is required',
  price: 'Price is required',
  features: 'Features are required',
  category: 'Category is required',
  router: 'Choose the router that sells this package',
  pppProfile: 'Choose the PPP profile buyers get',
  durationDays: 'Duration must be at least 1 day',
} as const;

/** A rule that applies only to a package sold online. */
function whenOnline(message: string, ok: (value: unknown) => boolean) {
  return yup.mixed().test('sold-online', message, function check(value) {
    return (this.parent as { soldOnline?: boolean }).soldOnline !== true || ok(value);
  });
}

const chosen = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export const packageSchema = yup.object({
  name: requiredText(PACKAGE_MESSAGES.name),
  speed: requiredText(PACKAGE_MESSAGES.speed),
  price: yup
    .number()
    .typeError(PACKAGE_MESSAGES.price)
    .required(PACKAGE_MESSAGES.price)
    .min(0, PACKAGE_MESSAGES.price),
  originalPrice: yup.mixed(),
  features: yup
    .array()
    .of(yup.string().trim().min(1, PACKAGE_MESSAGES.features))
    .min(1, PACKAGE_MESSAGES.features)
    .required(PACKAGE_MESSAGES.features),
  category: yup
    .string()
    .required(PACKAGE_MESSAGES.category)
    .oneOf([...PACKAGE_CATEGORIES], PACKAGE_MESSAGES.category),
  isPopular: yup.boolean(),
  isActive: yup.boolean(),
  order: orderRule(),
  soldOnline: yup.boolean(),
  routerId: whenOnline(PACKAGE_MESSAGES.router, chosen),
  pppProfile: whenOnline(PACKAGE_MESSAGES.pppProfile, chosen),
  durationDays: whenOnline(
    PACKAGE_MESSAGES.durationDays,
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1,
  ),
});
