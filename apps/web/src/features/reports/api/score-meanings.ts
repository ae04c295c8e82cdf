import type { ReportCard, StudentTestReportData } from '@portico/contract/reports';
import type { ScoreMeanings, ScoreTargets } from '@portico/contract/score-meaning';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

type Envelope<T> = { success: boolean; message?: string; data?: T };

export const scoreMeaningsQueryKey = ['score-meanings'] as const;

/** Decision 043: the company's score-meaning tables and the student's own targets. */
export async function getScoreMeanings(signal?: AbortSignal): Promise<ScoreMeanings> {
  const response = await apiGet<Envelope<ScoreMeanings>>('score-meanings', { signal });
  return response.data ?? { tables: [], targets: {} };
}

export const useScoreMeanings = () =>
  useQuery({
    queryKey: scoreMeaningsQueryKey,
    queryFn: ({ signal }) => getScoreMeanings(signal),
    staleTime: 60_000,
  });

/** PUT profile/targets: replaces the student's targets; the meanings are read again. */
export function useSaveTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['score-targets', 'save'],
    mutationFn: (targets: ScoreTargets) =>
      apiRequest<Envelope<ScoreTargets>>('PUT', 'profile/targets', { body: targets }),
    onSuccess: () => client.invalidateQueries({ queryKey: scoreMeaningsQueryKey }),
  });
}

/** The student's newest ended attempt of the course (mocks first, then practice tests), as its report. */
async function getLatestReport(
  courseId: string,
  signal?: AbortSignal,
): Promise<StudentTestReportData | null> {
  for (const id of ['1', '2']) {
    const cards = await apiGet<Envelope<ReportCard[]>>('reportcard', { query: { id, courseId }, signal });
    const newest = cards.data?.[0];
    if (!newest) continue;
    const report = await apiGet<Envelope<StudentTestReportData>>('studenttestreport', {
      query: { testId: newest.studentTestId },
      signal,
    });
    return report.data ?? null;
  }
  return null;
}

export const useLatestReport = (courseId: string) =>
  useQuery({
    queryKey: ['score-meanings', 'latest', courseId],
    queryFn: ({ signal }) => getLatestReport(courseId, signal),
    staleTime: 30_000,
  });
