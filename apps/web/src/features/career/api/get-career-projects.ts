import type { CareerProjectSummary, CareerProjectsResponse } from '@portico/contract/career';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export const careerProjectsKey = (courseId: string, navigationParam: string) =>
  ['learning', 'career', 'projects', courseId, navigationParam] as const;

/** GET capstone/projects (Portico): the course's career projects under the menu's module. */
export async function getCareerProjects(
  courseId: string,
  navigationParam: string,
): Promise<CareerProjectSummary[]> {
  const response = await apiGet<CareerProjectsResponse>('capstone/projects', {
    query: { courseId, navigationParam },
  });
  return response.data ?? [];
}

export const useCareerProjects = (courseId: string | null, navigationParam: string | null) =>
  useQuery({
    queryKey: careerProjectsKey(courseId ?? '', navigationParam ?? ''),
    queryFn: () => getCareerProjects(courseId ?? '', navigationParam ?? ''),
    enabled: Boolean(courseId),
  });
