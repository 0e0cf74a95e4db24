// The payments list (docs/rules/payments.md): one router's (`GET /routers/{id}/payments`) and every
// router's (`GET /payments`) are the same list, answered by this one handler.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  PaginationSchema,
  TRANSACTION_SORT_COLUMNS,
  TransactionSchema,
  type RouterPaymentsQuery,
} from 'contracts/schemas';
import { checkDayRange } from '../../lib/calendar-day';
import { listRouterTransactions, toTransaction } from '../../repositories/routers';
import { errorResponses } from '../../schemas/errors';
import { paginationOf, resolveListQuery, type ListQueryInput } from '../../schemas/list-query';

export const paymentsListResponse = {
  200: Type.Object({
    success: Type.Literal(true),
    data: Type.Array(TransactionSchema),
    pagination: PaginationSchema,
  }),
  ...errorResponses(400, 401, 404),
};

/** One page of the payments list: `routerId`'s, or every router's (null), newest first by default. */
export async function paymentsListPage(
  app: FastifyInstance,
  routerId: string | null,
  input: Static<typeof RouterPaymentsQuery>,
) {
  checkDayRange(input, 'startDate', 'endDate');
  const { status, startDate, endDate } = input;
  const query = resolveListQuery(input as ListQueryInput, TRANSACTION_SORT_COLUMNS, {
    sortCol: 'createdAt',
    sortDir: 'desc',
  });
  const { rows, total } = await listRouterTransactions(app.db.orm, routerId, query, {
    ...(status ? { status } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  });
  return {
    success: true as const,
    data: rows.map(toTransaction),
    pagination: paginationOf(query.paging, total),
  };
}
