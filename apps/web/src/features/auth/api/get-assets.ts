import type { Assets, AssetsQuery, AssetsResponse } from '@portico/contract/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export async function getAssets(query: AssetsQuery): Promise<Assets> {
  const response = await apiGet<AssetsResponse>('assets', { query, sessionExpiredDialog: false });
  if (!response.data) throw new Error('Assets answer without data');
  return response.data;
}

export const assetsQueryOptions = (query: AssetsQuery) =>
  queryOptions({
    queryKey: ['assets', query.companyCode, query.id],
    queryFn: () => getAssets(query),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAssets = (query: AssetsQuery) => useQuery(assetsQueryOptions(query));
