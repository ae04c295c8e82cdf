import { reportsApi, type StudentTestReportData } from '@portico/contract/reports';
import { type ScoreMeanings, type ScoreTargets, scoreMeaningApi } from '@portico/contract/score-meaning';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const scoreMeaningsQueryKey = ['score-meanings'] as const;

/** Decision 043: the company's score-meaning tables and the student's own targets. */
export async function getScoreMeanings(signal?: AbortSignal): Promise<ScoreMeanings> {
  const response = await call(scoreMeaningApi.meanings, undefined, { signal });
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
    mutationFn: (targets: ScoreTargets) => call(scoreMeaningApi.saveTargets, { body: targets }),
    onSuccess: () => client.invalidateQueries({ queryKey: scoreMeaningsQueryKey }),
  });
}

/** The student's newest ended attempt of the course (mocks first, then practice tests), as its report. */
async function getLatestReport(
  courseId: string,
  signal?: AbortSignal,
): Promise<StudentTestReportData | null> {
  for (const id of ['1', '2'] as const) {
    const cards = await call(reportsApi.reportCards, { query: { id, courseId } }, { signal });
    const newest = cards.data?.[0];
    if (!newest) continue;
    const report = await call(
      reportsApi.studentTestReport,
      { query: { testId: newest.studentTestId } },
      { signal },
    );
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
