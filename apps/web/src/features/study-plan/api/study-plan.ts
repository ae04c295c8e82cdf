import { type StudyPlan, type StudyPlanSettings, studyPlanApi } from '@portico/contract/study-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';

export const studyPlanQueryKey = (courseId: string) => ['study-plan', courseId] as const;

/** GET study-plan: the plan as of the student's today (it is laid out again when a day has passed). */
export const useStudyPlan = (courseId: string | null) =>
  useQuery({
    queryKey: studyPlanQueryKey(courseId ?? ''),
    queryFn: ({ signal }) =>
      callData(studyPlanApi.plan, { query: { id: courseId ?? '', tz: browserTimeZone() } }, { signal }),
    enabled: Boolean(courseId),
    retry: false,
  });

/** PUT study-plan: the exam date, hours and target; the plan is laid out again from today. */
export function useSaveStudyPlan(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['study-plan', 'save'],
    mutationFn: (settings: StudyPlanSettings) =>
      callData(studyPlanApi.save, { body: { ...settings, id: courseId, tz: browserTimeZone() } }),
    onSuccess: (plan: StudyPlan) => client.setQueryData(studyPlanQueryKey(courseId), plan),
  });
}

/** POST study-plan/tasks/:id: ticks a task done (or not) by hand. */
export function useTickTask(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['study-plan', 'tick'],
    mutationFn: ({ taskId, done }: { taskId: string; done: boolean }) =>
      callData(studyPlanApi.tick, {
        params: { taskId },
        body: { id: courseId, tz: browserTimeZone(), done },
      }),
    onSuccess: (plan: StudyPlan) => client.setQueryData(studyPlanQueryKey(courseId), plan),
    onError: () => client.invalidateQueries({ queryKey: studyPlanQueryKey(courseId) }),
  });
}
