import type { Assets, AssetsQuery } from '@portico/contract/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { loadTenancyApi, withoutSessionDialog } from './tables';

export async function getAssets(query: AssetsQuery): Promise<Assets> {
  return callData((await loadTenancyApi()).assets, { query }, withoutSessionDialog);
}

export const assetsQueryOptions = (query: AssetsQuery) =>
  queryOptions({
    queryKey: ['assets', query.companyCode, query.id],
    queryFn: () => getAssets(query),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAssets = (query: AssetsQuery) => useQuery(assetsQueryOptions(query));
