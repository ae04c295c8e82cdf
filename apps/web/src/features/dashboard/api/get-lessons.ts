import type { DashboardLessonsResponse, LearningObject } from '@portico/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

// Under 'learning': a redeemed coupon or a finished lesson refreshes it with the other learning lists.
export const dashboardLessonsKey = (courseId: string) => ['learning', 'dashboard', courseId] as const;

/** spec 1 §4 dashboard lesson list: current lessons and tests with their status. */
export async function getDashboardLessons(courseId: string): Promise<LearningObject[]> {
  return (
    (await apiGet<DashboardLessonsResponse>('dashboard/lessons', { query: { id: courseId } })).data ?? []
  );
}

export const useDashboardLessons = (courseId: string) =>
  useQuery({ queryKey: dashboardLessonsKey(courseId), queryFn: () => getDashboardLessons(courseId) });
