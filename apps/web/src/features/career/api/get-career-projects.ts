import { careerApi } from '@portico/contract/career';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const careerProjectsKey = (courseId: string, navigationParam: string) =>
  ['learning', 'career', 'projects', courseId, navigationParam] as const;

/** GET capstone/projects (Portico): the course's career projects under the menu's module. */
export const getCareerProjects = (courseId: string, navigationParam: string) =>
  callData(careerApi.projects, { query: { courseId, navigationParam } });

export const useCareerProjects = (courseId: string | null, navigationParam: string | null) =>
  useQuery({
    queryKey: careerProjectsKey(courseId ?? '', navigationParam ?? ''),
    queryFn: () => getCareerProjects(courseId ?? '', navigationParam ?? ''),
    enabled: Boolean(courseId),
  });
