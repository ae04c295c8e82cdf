import { type LaunchData, launchApi } from '@portico/contract/assessment-launch';
import { queryOptions } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { RUNNER_ID } from '../engine/runner-id';

export const launchQueryKey = (studentTestId: string) => ['assessment-launch', studentTestId] as const;

/**
 * POST assessment/launch (spec 3 §7): the testJson (answers only after the end) and saved tracks.
 * This page's runner takes the attempt over from any other tab or device.
 */
export const launchAssessment = (studentTestId: string): Promise<LaunchData> =>
  callData(launchApi.launch, { body: { testId: studentTestId, runnerId: RUNNER_ID } });

/**
 * The runner page's launch, one per page load: asked for by the route's loader as soon as the address
 * is known (with the page's code still on its way), and read by the page from the cache.
 */
export const launchQueryOptions = (studentTestId: string) =>
  queryOptions({
    queryKey: launchQueryKey(studentTestId),
    queryFn: () => launchAssessment(studentTestId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 1,
  });
