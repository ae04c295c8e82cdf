import { type CourseGroup, coursesApi } from '@portico/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const getCourses = (): Promise<CourseGroup[]> => callData(coursesApi.courses);

export const coursesQueryOptions = () => queryOptions({ queryKey: ['courses'], queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
