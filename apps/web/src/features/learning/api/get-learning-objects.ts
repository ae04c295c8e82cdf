import { type LearningObject, learningApi } from '@portico/contract/learning';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export async function getLearningObjects(
  courseId: string,
  learningModuleId: string,
): Promise<LearningObject[]> {
  const objects = await callData(learningApi.objects, { query: { learningModuleId, courseId } });
  // spec 2 §7: the list sorted by orderNo.
  return [...objects].sort((a, b) => a.orderNo - b.orderNo);
}

export const learningObjectsQueryKey = (courseId: string, learningModuleId: string) =>
  ['learning', 'objects', courseId, learningModuleId] as const;

export const learningObjectsQueryOptions = (courseId: string, learningModuleId: string) =>
  queryOptions({
    queryKey: learningObjectsQueryKey(courseId, learningModuleId),
    queryFn: () => getLearningObjects(courseId, learningModuleId),
  });

export const useLearningObjects = (courseId: string | null, learningModuleId: string | null) =>
  useQuery({
    ...learningObjectsQueryOptions(courseId ?? '', learningModuleId ?? ''),
    enabled: Boolean(courseId && learningModuleId),
  });

/** The objects of several modules (mock tests: a module and its sub-modules), in module order. */
export function useModulesObjects(courseId: string | null, moduleIds: string[]) {
  return useQueries({
    queries: moduleIds.map((id) => ({
      ...learningObjectsQueryOptions(courseId ?? '', id),
      enabled: Boolean(courseId),
    })),
    combine: (results) => ({
      data: results.flatMap((result, index) =>
        (result.data ?? []).map((object) => ({ object, learningModuleId: moduleIds[index] as string })),
      ),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
