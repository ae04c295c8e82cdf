import { type IntroStep, introApi } from '@portico/contract/intro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** spec 3 §7 GET intro: the host company's steps (public, no session). */
export async function getIntro(): Promise<IntroStep[]> {
  return (await callData(introApi.steps, undefined, { sessionExpiredDialog: false })).steps;
}

export const introQueryKey = ['intro'] as const;

export const introQueryOptions = () => queryOptions({ queryKey: introQueryKey, queryFn: getIntro });

export const useIntro = () => useQuery(introQueryOptions());
