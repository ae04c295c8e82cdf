import { liveClassesApi } from '@portico/contract/live-classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The whole answer: the batches in `data`, and the downloads, languages and batch types beside it. */
export const getBatches = (courseId: string) => call(liveClassesApi.batches, { query: { courseId } });

export const batchesQueryKey = (courseId: string) => ['live-classes', 'batches', courseId] as const;

export const batchesQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: batchesQueryKey(courseId), queryFn: () => getBatches(courseId) });

/** spec 3 §7 GET live-class/batches. */
export const useBatches = (courseId: string | null) =>
  useQuery({ ...batchesQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
