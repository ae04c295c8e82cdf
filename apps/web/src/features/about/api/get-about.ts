import type { AboutResponse } from '@portico/contract/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** spec 1 §7 GET aboutus: the whole envelope (pages, enableNewPage, profile). */
export async function getAbout(accountId: string): Promise<AboutResponse> {
  return apiGet<AboutResponse>('aboutus', { query: { accountId } });
}

export const aboutQueryKey = (accountId: string) => ['about', accountId] as const;

export const aboutQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: aboutQueryKey(accountId), queryFn: () => getAbout(accountId) });

export const useAbout = (accountId: string) => useQuery(aboutQueryOptions(accountId));
