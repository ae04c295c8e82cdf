import type { CourseGroup, CourseListResponse } from '@portico/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export async function getCourses(): Promise<CourseGroup[]> {
  const response = await apiGet<CourseListResponse>('course');
  return response.data ?? [];
}

export const coursesQueryOptions = () => queryOptions({ queryKey: ['courses'], queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
