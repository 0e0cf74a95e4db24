import { yup } from 'ui-kit/form';

/**
 * A required text field as the API checks it: trimmed (the server trims too), at least `min`
 * characters with the field's message, at most `max` with its too-long message.
 */
export function requiredText(
  limits: { min: number; max: number },
  messages: { required: string; tooLong: string },
) {
  return yup
    .string()
    .trim()
    .required(messages.required)
    .min(limits.min, messages.required)
    .max(limits.max, messages.tooLong);
}
