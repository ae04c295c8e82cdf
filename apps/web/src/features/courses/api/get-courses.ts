import type { CourseGroup, CourseListResponseSchema } from '@portico/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/http';

type CourseListResponse = z.infer<typeof CourseListResponseSchema>;

export async function getCourses(): Promise<CourseGroup[]> {
  const response = await apiGet<CourseListResponse>('course');
  return response.data ?? [];
}

export const coursesQueryOptions = () => queryOptions({ queryKey: ['courses'], queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
