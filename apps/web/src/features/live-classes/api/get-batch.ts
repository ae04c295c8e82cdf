import { type BatchDetail, liveClassesApi } from '@portico/contract/live-classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { STATUS_REFRESH_MS } from './refresh';

export const getBatch = (courseId: string, batchId: string): Promise<BatchDetail> =>
  callData(liveClassesApi.batch, { query: { courseId, batchId, tz: browserTimeZone() } });

export const batchQueryKey = (courseId: string, batchId: string) =>
  ['live-classes', 'batch', courseId, batchId] as const;

export const batchQueryOptions = (courseId: string, batchId: string) =>
  queryOptions({ queryKey: batchQueryKey(courseId, batchId), queryFn: () => getBatch(courseId, batchId) });

/** spec 3 §7 GET live-class/batch: today's, completed and upcoming classes of one batch. */
export const useBatch = (courseId: string | null, batchId: string | undefined) =>
  useQuery({
    ...batchQueryOptions(courseId ?? '', batchId ?? ''),
    enabled: Boolean(courseId && batchId),
    refetchInterval: STATUS_REFRESH_MS,
  });
