import type { CourseMenu, MenuInput } from '@portico/contract/console-menus';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

type Courses = { courses: { id: string; courseName: string }[] };

/** The company's courses, to choose the menu of one. */
export const menuCoursesQuery = consoleQuery<Courses>(['console', 'menus'], 'console/menus');

export const courseMenuQuery = (courseId: string) =>
  consoleQuery<CourseMenu>(['console', 'menus', courseId], itemPath('console/menus', courseId));

/** Saves a course's whole menu. */
export function useSaveMenu(courseId: string) {
  return useConsoleMutation(
    async (body: MenuInput) => {
      const res = await consoleSend<CourseMenu>('POST', itemPath('console/menus', courseId), body);
      return { menu: res.data ?? null, message: res.message ?? '' };
    },
    ({ menu }, queryClient) => {
      if (menu) queryClient.setQueryData(courseMenuQuery(courseId).queryKey, menu);
    },
  );
}
