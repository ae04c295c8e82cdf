import { type LearningObject, learningApi } from '@portico/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

// Under 'learning': a redeemed coupon or a finished lesson refreshes it with the other learning lists.
export const dashboardLessonsKey = (courseId: string) => ['learning', 'dashboard', courseId] as const;

/** spec 1 §4 dashboard lesson list: current lessons and tests with their status. */
export const getDashboardLessons = (courseId: string): Promise<LearningObject[]> =>
  callData(learningApi.dashboardLessons, { query: { id: courseId } });

export const useDashboardLessons = (courseId: string) =>
  useQuery({ queryKey: dashboardLessonsKey(courseId), queryFn: () => getDashboardLessons(courseId) });
