import { consoleMenusApi as api, type CourseSwitches, type MenuInput } from '@portico/contract/console-menus';
import { consoleChange, consoleQuery, useConsoleMutation } from './console-call';

/** The company's courses, to choose the menu of one. */
export const menuCoursesQuery = consoleQuery(['console', 'menus'], api.courses, {});

export const courseMenuQuery = (courseId: string) =>
  consoleQuery(['console', 'menus', courseId], api.menu, { params: { courseId } });

/** Saves a course's whole menu. */
export function useSaveMenu(courseId: string) {
  return useConsoleMutation(
    async (body: MenuInput) => {
      const { data, message } = await consoleChange(api.save, { params: { courseId }, body });
      return { menu: data, message: message ?? '' };
    },
    ({ menu }, queryClient) => {
      queryClient.setQueryData(courseMenuQuery(courseId).queryKey, menu);
    },
  );
}

/** Sets a course's page switches (the dashboard's blocks, Test Your English, the study plan). */
export function useSaveSwitches(courseId: string) {
  return useConsoleMutation(
    async (body: CourseSwitches) => {
      const { data, message } = await consoleChange(api.saveSwitches, { params: { courseId }, body });
      return { menu: data, message: message ?? '' };
    },
    ({ menu }, queryClient) => {
      queryClient.setQueryData(courseMenuQuery(courseId).queryKey, menu);
    },
  );
}
