import type { FreeProductsQuery, FreeProductsResponse } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export const getFreeProducts = (query: FreeProductsQuery) =>
  apiGet<FreeProductsResponse>('free-products', { query, sessionExpiredDialog: false });

export const freeProductsQueryOptions = (query: FreeProductsQuery) =>
  queryOptions({
    queryKey: ['free-products', query.companyCode, query.accountId],
    queryFn: () => getFreeProducts(query),
    staleTime: 5 * 60_000,
  });

export const useFreeProducts = (query: FreeProductsQuery) => useQuery(freeProductsQueryOptions(query));
