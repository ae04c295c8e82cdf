import type { Assets, AssetsResponseSchema } from '@portico/contract/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/http';

type AssetsResponse = z.infer<typeof AssetsResponseSchema>;
type Query = { companyCode: string; id: string };

export async function getAssets(query: Query): Promise<Assets> {
  const response = await apiGet<AssetsResponse>('assets', { query, sessionExpiredDialog: false });
  if (!response.data) throw new Error('Assets answer without data');
  return response.data;
}

export const assetsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['assets', query.companyCode, query.id],
    queryFn: () => getAssets(query),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAssets = (query: Query) => useQuery(assetsQueryOptions(query));
