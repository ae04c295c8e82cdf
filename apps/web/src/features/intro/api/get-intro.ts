import type { IntroResponse, IntroStep } from '@portico/contract/intro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** spec 3 §7 GET intro: the host company's steps (public, no session). */
export async function getIntro(): Promise<IntroStep[]> {
  const response = await apiGet<IntroResponse>('intro', { sessionExpiredDialog: false });
  return response.data?.steps ?? [];
}

export const introQueryKey = ['intro'] as const;

export const introQueryOptions = () => queryOptions({ queryKey: introQueryKey, queryFn: getIntro });

export const useIntro = () => useQuery(introQueryOptions());
