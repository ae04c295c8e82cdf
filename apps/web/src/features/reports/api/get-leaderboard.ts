import {
  type LeaderboardQuery,
  type LeaderboardRow,
  leaderboardApi,
} from '@portico/contract/assessment-leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/**
 * spec 2 §7: GET leaderboard, data is the list. With the page's module, only the tests of that
 * page count (the Mock Tests board ranks mocks, never practice points).
 */
export async function getLeaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]> {
  const rows = await callData(leaderboardApi.leaderboard, { query });
  return [...rows].sort((a, b) => a.rank - b.rank);
}

export const leaderboardQueryOptions = (query: LeaderboardQuery) =>
  queryOptions({
    queryKey: ['leaderboard', query.courseId, query.learningModuleId ?? null],
    queryFn: () => getLeaderboard(query),
  });

/** The board of one page: waits for both the course and the page's module. */
export const useLeaderboard = (courseId: string | null, learningModuleId: string | null) =>
  useQuery({
    ...leaderboardQueryOptions({ courseId: courseId ?? '', learningModuleId: learningModuleId ?? undefined }),
    enabled: Boolean(courseId && learningModuleId),
  });
