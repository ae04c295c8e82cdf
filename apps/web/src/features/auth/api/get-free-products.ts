import type { FreeProductsResponse } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

type Query = { companyCode: string; accountId: string };

export const getFreeProducts = (query: Query) =>
  apiGet<FreeProductsResponse>('free-products', { query, sessionExpiredDialog: false });

export const freeProductsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['free-products', query.companyCode, query.accountId],
    queryFn: () => getFreeProducts(query),
    staleTime: 5 * 60_000,
  });

export const useFreeProducts = (query: Query) => useQuery(freeProductsQueryOptions(query));
