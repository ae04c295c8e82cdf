import { type Dashboard, dashboardApi } from '@portico/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';

export const getDashboard = (courseId: string): Promise<Dashboard> =>
  callData(dashboardApi.dashboard, { query: { id: courseId, tz: browserTimeZone() } });

export const dashboardQueryKey = (courseId?: string | null) =>
  courseId ? (['dashboard', courseId] as const) : (['dashboard'] as const);

export const dashboardQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: dashboardQueryKey(courseId), queryFn: () => getDashboard(courseId) });

/** spec 1 §7 GET dashboard: one call feeds the page. */
export const useDashboard = (courseId: string | null) =>
  useQuery({ ...dashboardQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
