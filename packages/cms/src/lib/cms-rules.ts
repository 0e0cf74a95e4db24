import { CMS_LIMITS } from 'contracts/limits';
import { BANNER_FIELD_MESSAGES } from 'contracts/messages';
import { yup } from 'ui-kit/form';

/** Every CMS form's order rule (docs/rules/cms.md#validation): a whole number of at least 0. */
export function orderRule() {
  const { order, orderTooHigh } = BANNER_FIELD_MESSAGES;
  return yup
    .number()
    .typeError(order)
    .required(order)
    .integer(order)
    .min(CMS_LIMITS.order.min, order)
    .max(CMS_LIMITS.order.max, orderTooHigh);
}

/** A required text within `max`: spaces around it do not count (the server trims too). */
export function requiredText(message: string, max?: number, tooLong?: string) {
  const rule = yup.string().trim().required(message).min(1, message);
  return max === undefined ? rule : rule.max(max, tooLong ?? message);
}

/** An optional text, trimmed, within `max`. */
export function optionalText(max?: number, tooLong?: string) {
  const rule = yup.string().trim();
  return max === undefined ? rule : rule.max(max, tooLong);
}

/** An address an http(s) link may point to, with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A number field's value, or 0 while it is empty (the schema has refused that already). */
export function toNumber(value: number | ''): number {
  return value === '' ? 0 : value;
}

/**
 * One of `choices`: empty is `required`'s message (the product's 'X is required'), anything else not
 * in the list `wrong` (yup's `oneOf` would answer first, with the wrong text for an empty value).
 */
export function choiceRule(choices: readonly string[], required: string, wrong: string) {
  return yup
    .string()
    .required(required)
    .test('choice', wrong, (value) => !value || choices.includes(value));
}
