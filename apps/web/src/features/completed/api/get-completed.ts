import { type CompletedQuery, ordersApi } from '@portico/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** spec 3 §7 GET {completed}: the server-built message (HTML) for a completion token. */
export async function getCompleted(query: CompletedQuery): Promise<string> {
  const response = await call(ordersApi.completed, { query }, { sessionExpiredDialog: false });
  return response.message ?? '';
}

export const completedQueryKey = (query: CompletedQuery) =>
  ['completed', query.companyCode, query.token] as const;

export const completedQueryOptions = (query: CompletedQuery) =>
  queryOptions({ queryKey: completedQueryKey(query), queryFn: () => getCompleted(query) });

export const useCompleted = (query: CompletedQuery) => useQuery(completedQueryOptions(query));
