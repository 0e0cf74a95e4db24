import type { FastifyRequest } from 'fastify';
import type { BillingCaller } from '../../billing/service';
import { signedInUser } from '../record-routes';

/** The signed-in admin as the billing service's caller: its username and its request's audit row. */
export function billingCaller(request: FastifyRequest): BillingCaller {
  return {
    username: signedInUser(request).username,
    audit: (tx, entry) => request.audit(tx, entry),
  };
}
