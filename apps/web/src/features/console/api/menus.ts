import type { CourseMenu, MenuInput } from '@portico/contract/console-menus';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };
type Courses = { courses: { id: string; courseName: string }[] };

/** The company's courses, to choose the menu of one. */
export const menuCoursesQuery = queryOptions({
  queryKey: ['console', 'menus'],
  queryFn: async ({ signal }): Promise<Courses> =>
    dataOf((await apiGet<Envelope<Courses>>('console/menus', { signal, ...quiet })).data),
});

export const courseMenuQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['console', 'menus', courseId],
    queryFn: async ({ signal }): Promise<CourseMenu> =>
      dataOf(
        (
          await apiGet<Envelope<CourseMenu>>(`console/menus/${encodeURIComponent(courseId)}`, {
            signal,
            ...quiet,
          })
        ).data,
      ),
  });

/** Saves a course's whole menu. */
export function useSaveMenu(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MenuInput) => {
      const res = await apiPost<Envelope<CourseMenu>>(
        `console/menus/${encodeURIComponent(courseId)}`,
        body,
        quiet,
      );
      return { menu: res.data ?? null, message: res.message ?? '' };
    },
    onSuccess: ({ menu }) => {
      if (menu) queryClient.setQueryData(courseMenuQuery(courseId).queryKey, menu);
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
