import { useMutation } from '@tanstack/react-query';
import { PUBLIC_CHECKOUT_PATH } from 'contracts/paths';
import type { CheckoutInput, CheckoutResult } from 'contracts/types';
import { http } from 'shared-auth';
import { successData } from './success-data';

/** `POST /public/checkout`: the server takes the amount from the package, never from here. */
export async function createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  const response = await http.post<unknown>(PUBLIC_CHECKOUT_PATH, input);
  return successData<CheckoutResult>(response.status, response.data);
}

export function useCreateCheckout() {
  // A checkout is never retried by itself: a second POST would be a second order.
  return useMutation({ mutationFn: createCheckout, retry: false });
}
