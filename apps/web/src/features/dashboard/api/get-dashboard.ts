import type { Dashboard, DashboardResponse } from '@portico/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { browserTimeZone } from '../../../lib/time-zone';

export async function getDashboard(courseId: string): Promise<Dashboard> {
  const response = await apiGet<DashboardResponse>('dashboard', {
    query: { id: courseId, tz: browserTimeZone() },
  });
  if (!response.data) throw new Error('The dashboard could not be loaded.');
  return response.data;
}

export const dashboardQueryKey = (courseId?: string | null) =>
  courseId ? (['dashboard', courseId] as const) : (['dashboard'] as const);

export const dashboardQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: dashboardQueryKey(courseId), queryFn: () => getDashboard(courseId) });

/** spec 1 §7 GET dashboard: one call feeds the page. */
export const useDashboard = (courseId: string | null) =>
  useQuery({ ...dashboardQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
