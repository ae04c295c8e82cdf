import { z } from 'zod';
import { envelope, requiredText } from './envelope';
import { get, post, put } from './route';

/**
 * Course menus in the console (CONSOLE.md Authoring, admin): the items a course's students see in the
 * header (spec 1 §2 Header and menu), in order, each opening one of the portal's pages, with one level
 * of sub-items. A menu is saved whole: the list given replaces the course's menu.
 */

/** The portal's pages a menu item may open (the student routes of the web app without an id). */
export const MENU_ROUTES = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/about-us', label: 'About us' },
  { path: '/lesson', label: 'Lessons' },
  { path: '/ieltslessons', label: 'IELTS lessons' },
  { path: '/lessondetail', label: 'Lesson detail' },
  { path: '/books', label: 'Books' },
  { path: '/bookdetail', label: 'Book detail' },
  { path: '/practicetest', label: 'Practice tests' },
  { path: '/practice', label: 'Practice' },
  { path: '/practice-1', label: 'Practice 1' },
  { path: '/practice-2', label: 'Practice 2' },
  { path: '/practice-3', label: 'Practice 3' },
  { path: '/practice-exercise', label: 'Practice exercises' },
  { path: '/sectional', label: 'Sectional tests' },
  { path: '/vocab', label: 'Vocabulary' },
  { path: '/review', label: 'Review decks' },
  { path: '/study-plan', label: 'Study plan' },
  { path: '/mocktest', label: 'Mock tests' },
  { path: '/mockreport', label: 'Mock test reports' },
  { path: '/viewreport', label: 'All reports' },
  { path: '/scorecard', label: 'Score card' },
  { path: '/ielts-progressreport', label: 'IELTS progress report' },
  { path: '/video', label: 'Videos' },
  { path: '/video/listening', label: 'Videos: listening' },
  { path: '/video/reading', label: 'Videos: reading' },
  { path: '/video/writing', label: 'Videos: writing' },
  { path: '/video/speaking', label: 'Videos: speaking' },
  { path: '/live-class', label: 'Live class' },
  { path: '/liveclasses', label: 'Live class batches' },
  { path: '/live-speaking', label: 'Live speaking practice' },
  { path: '/test-your-english', label: 'Test your English' },
  { path: '/project', label: 'Career projects' },
  { path: '/projectdetail', label: 'Beginner’s lessons (project detail)' },
  { path: '/notifications', label: 'Notifications' },
  { path: '/notice-board', label: 'Notice board' },
  { path: '/support', label: 'Support' },
  { path: '/support-request', label: 'Support request' },
  { path: '/apply-coupon', label: 'Apply coupon' },
  { path: '/profile', label: 'Profile' },
] as const;
const PATHS: readonly string[] = MENU_ROUTES.map((r) => r.path);

export const MAX_MENU_ITEMS = 60;

export const MenusMessages = {
  courseNotFound: 'No such course.',
  route: 'Choose one of the portal’s pages.',
  headingNeedsItems: 'An item without a page must have sub-items (it is their heading).',
  tooMany: `A menu has at most ${MAX_MENU_ITEMS} items.`,
  param: 'The parameter is at most 200 characters.',
  saved: 'Menu saved: the course’s students see it now.',
  switchesSaved: 'Saved: the course’s dashboard shows what is switched on.',
} as const;

/**
 * The course's page switches (spec 1 §2 Dashboard's show-flags, 'Test Your English', the study plan
 * of issue 42, and whether its video lessons may be kept on students' devices, issue 46 part 2): each
 * on or off for the course's students. Beside the menu, as both decide what a course's students are
 * offered.
 */
export const COURSE_SWITCHES = [
  { key: 'showPerformance', label: 'Performance and predicted score', on: true },
  { key: 'showStudyPlan', label: 'Study plan', on: true },
  { key: 'testYourEnglish', label: 'Test Your English', on: true },
  { key: 'showWalkthrough', label: 'Walkthrough video', on: false },
  { key: 'showVisaInsights', label: 'Visa insights videos', on: false },
  { key: 'showWordOfTheDay', label: 'Word of the day videos', on: false },
  { key: 'showTipOfTheDay', label: 'Tip of the day videos', on: false },
  { key: 'showTrendingVideos', label: 'Trending videos', on: false },
  // On unless set off: courses saved before the switch keep offering what students had.
  { key: 'offlineVideos', label: 'Video lessons can be saved for offline use', on: true },
] as const;
export type CourseSwitchKey = (typeof COURSE_SWITCHES)[number]['key'];
export const CourseSwitchesSchema = z.strictObject(
  Object.fromEntries(COURSE_SWITCHES.map((s) => [s.key, z.boolean()])) as Record<
    CourseSwitchKey,
    z.ZodBoolean
  >,
);
export type CourseSwitches = z.infer<typeof CourseSwitchesSchema>;

export const MenuCourseSchema = z.object({ id: z.string(), courseName: z.string() });
export const MenuCoursesResponseSchema = envelope(z.object({ courses: z.array(MenuCourseSchema) }));

const fields = {
  title: requiredText('Title', 100),
  navigationUrl: z.string().trim().max(200, MenusMessages.route),
  navigationParam: z.string().trim().max(200, MenusMessages.param).default(''),
};
const page = (v: { navigationUrl: string }) => PATHS.includes(v.navigationUrl);

export const MenuSubItemInputSchema = z.strictObject(fields).refine(page, {
  message: MenusMessages.route,
  path: ['navigationUrl'],
});
export const MenuItemInputSchema = z
  .object({ ...fields, subMenu: z.array(MenuSubItemInputSchema).max(MAX_MENU_ITEMS).default([]) })
  .refine((v) => v.navigationUrl === '' || page(v), { message: MenusMessages.route, path: ['navigationUrl'] })
  .refine((v) => v.navigationUrl !== '' || v.subMenu.length > 0, {
    message: MenusMessages.headingNeedsItems,
    path: ['navigationUrl'],
  });
export const MenuInputSchema = z
  .object({ items: z.array(MenuItemInputSchema).max(MAX_MENU_ITEMS, MenusMessages.tooMany) })
  .refine((v) => v.items.reduce((n, i) => n + 1 + i.subMenu.length, 0) <= MAX_MENU_ITEMS, {
    message: MenusMessages.tooMany,
    path: ['items'],
  });
export type MenuInput = z.input<typeof MenuInputSchema>;
export type MenuValues = z.output<typeof MenuInputSchema>;

export type ConsoleMenuItem = {
  id: string;
  title: string;
  navigationUrl: string;
  navigationParam: string;
  subMenu: ConsoleMenuItem[];
};
export const ConsoleMenuItemSchema: z.ZodType<ConsoleMenuItem> = z.object({
  id: z.string(),
  title: z.string(),
  navigationUrl: z.string(),
  navigationParam: z.string(),
  get subMenu() {
    return z.array(ConsoleMenuItemSchema);
  },
});
export const CourseMenuSchema = z.object({
  course: MenuCourseSchema,
  items: z.array(ConsoleMenuItemSchema),
  switches: CourseSwitchesSchema,
});
export type CourseMenu = z.infer<typeof CourseMenuSchema>;
export const CourseMenuResponseSchema = envelope(CourseMenuSchema);

export const MenuParamsSchema = z.object({ courseId: z.uuid({ error: MenusMessages.courseNotFound }) });

const menu = { params: MenuParamsSchema, response: CourseMenuResponseSchema };

/** The menus page's calls (decision 049): a course's menu is read and saved whole. */
export const consoleMenusApi = {
  courses: get('console/menus', { response: MenuCoursesResponseSchema }),
  menu: get('console/menus/:courseId', menu),
  save: post('console/menus/:courseId', { ...menu, body: MenuInputSchema }),
  saveSwitches: put('console/menus/:courseId/switches', { ...menu, body: CourseSwitchesSchema }),
};
