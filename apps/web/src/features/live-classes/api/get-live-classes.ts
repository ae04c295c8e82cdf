import { type LiveClass, liveClassesApi } from '@portico/contract/live-classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { STATUS_REFRESH_MS } from './refresh';

export async function getLiveClasses(courseId: string): Promise<LiveClass[]> {
  const response = await call(liveClassesApi.list, { query: { courseId, tz: browserTimeZone() } });
  return response.data ?? [];
}

export const liveClassesQueryKey = (courseId: string) => ['live-classes', 'list', courseId] as const;

export const liveClassesQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: liveClassesQueryKey(courseId), queryFn: () => getLiveClasses(courseId) });

/** spec 3 §7 GET live-class: the student's classes of the course, today's and the next days'. */
export const useLiveClasses = (courseId: string | null) =>
  useQuery({
    ...liveClassesQueryOptions(courseId ?? ''),
    enabled: Boolean(courseId),
    refetchInterval: STATUS_REFRESH_MS,
  });
