import { type AboutResponse, aboutApi } from '@portico/contract/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** spec 1 §7 GET aboutus: the whole envelope (pages, enableNewPage, profile). */
export const getAbout = (accountId: string): Promise<AboutResponse> =>
  call(aboutApi.about, { query: { accountId } });

export const aboutQueryKey = (accountId: string) => ['about', accountId] as const;

export const aboutQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: aboutQueryKey(accountId), queryFn: () => getAbout(accountId) });

export const useAbout = (accountId: string) => useQuery(aboutQueryOptions(accountId));
