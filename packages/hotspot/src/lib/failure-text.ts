import { getErrorMessage } from 'shared-auth';

/**
 * A failed call's toast: the product's text (docs/rules/routers.md#messages), then the server's
 * reason when it gave one ('Connection test failed: wrong username or password').
 */
export function failureWithReason(text: string): (error: unknown) => string {
  return (error) => {
    const reason = getErrorMessage(error, '');
    return reason ? `${text}: ${reason}` : text;
  };
}
