import type { FreeProductsQuery } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

/** The whole envelope: the courses are its data, the branches a field beside it. */
export const getFreeProducts = async (query: FreeProductsQuery) =>
  call((await loadAuthApi()).freeProducts, { query }, withoutSessionDialog);

export const freeProductsQueryOptions = (query: FreeProductsQuery) =>
  queryOptions({
    queryKey: ['free-products', query.companyCode, query.accountId],
    queryFn: () => getFreeProducts(query),
    staleTime: 5 * 60_000,
  });

export const useFreeProducts = (query: FreeProductsQuery) => useQuery(freeProductsQueryOptions(query));
