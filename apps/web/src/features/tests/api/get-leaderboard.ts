import type { LeaderboardResponse, LeaderboardRow } from '@portico/contract/assessment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** spec 2 §7: GET leaderboard, data is the list. */
export async function getLeaderboard(courseId: string): Promise<LeaderboardRow[]> {
  const response = await apiGet<LeaderboardResponse>('leaderboard', { query: { courseId } });
  return [...(response.data ?? [])].sort((a, b) => a.rank - b.rank);
}

export const leaderboardQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: ['leaderboard', courseId], queryFn: () => getLeaderboard(courseId) });

export const useLeaderboard = (courseId: string | null) =>
  useQuery({ ...leaderboardQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
