import { yup } from 'ui-kit';

/** Every CMS form's order rule (docs/rules/cms.md#validation): a whole number of at least 0. */
export const ORDER_MESSAGE = 'Order must be 0 or greater';

export function orderRule() {
  return yup
    .number()
    .typeError(ORDER_MESSAGE)
    .required(ORDER_MESSAGE)
    .integer(ORDER_MESSAGE)
    .min(0, ORDER_MESSAGE);
}

/** A required text: spaces around it do not count (the server trims too). */
export function requiredText(message: string) {
  return yup.string().trim().required(message).min(1, message);
}

/** An optional text, trimmed. */
export function optionalText() {
  return yup.string().trim();
}

/** An address an http(s) link may point to. */
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
