import type { CompletedQuery, CompletedResponse } from '@portico/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** spec 3 §7 GET {completed}: the server-built message (HTML) for a completion token. */
export async function getCompleted(query: CompletedQuery): Promise<string> {
  const response = await apiGet<CompletedResponse>('completed', { query, sessionExpiredDialog: false });
  return response.message ?? '';
}

export const completedQueryKey = (query: CompletedQuery) =>
  ['completed', query.companyCode, query.token] as const;

export const completedQueryOptions = (query: CompletedQuery) =>
  queryOptions({ queryKey: completedQueryKey(query), queryFn: () => getCompleted(query) });

export const useCompleted = (query: CompletedQuery) => useQuery(completedQueryOptions(query));
