import { type LearningModule, learningApi } from '@portico/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { CourseState } from '../utils/course-state';

export interface ModulePage {
  module: LearningModule | null;
  /** false: the course validity has expired (spec 2 §6). */
  isProductAccess: boolean;
  /** Why the course is closed when isProductAccess is false: revoked, or starting later. */
  courseState: CourseState;
}

export async function getLearningModule(courseId: string, navigationParam: string): Promise<ModulePage> {
  const answer = await call(learningApi.module, { query: { courseId, navigationParam } });
  return {
    module: answer.data ?? null,
    isProductAccess: answer.isProductAccess,
    courseState: { revoked: answer.isRevoked, startsAt: answer.accessStartsAt },
  };
}

// Every learning query starts with 'learning': a redeemed coupon refreshes them all.
export const learningModuleQueryOptions = (courseId: string, navigationParam: string) =>
  queryOptions({
    queryKey: ['learning', 'module', courseId, navigationParam],
    queryFn: () => getLearningModule(courseId, navigationParam),
  });

export const useLearningModule = (courseId: string | null, navigationParam: string | null) =>
  useQuery({
    ...learningModuleQueryOptions(courseId ?? '', navigationParam ?? ''),
    enabled: Boolean(courseId && navigationParam),
  });
