import { type MetadataItem, profileApi } from '@portico/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** spec 1 §3: the preferred language is chosen from LANGUAGE metadata where isActive is true. */
export async function getLanguages(): Promise<MetadataItem[]> {
  const { metaList } = await callData(profileApi.metadata, { query: { componentType: 'LANGUAGE' } });
  return metaList.filter((item) => item.isActive);
}

export const languagesQueryOptions = () =>
  queryOptions({ queryKey: ['metadata', 'LANGUAGE'], queryFn: getLanguages, staleTime: 10 * 60_000 });

export const useLanguages = () => useQuery(languagesQueryOptions());
