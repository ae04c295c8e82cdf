import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';
import { CourseIdSchema } from './schema-parts';

/**
 * Why a student may not open an object of a course (DATA-MODEL.md 'What a student may open'); spec 2
 * §6 word for word, but for `revoked` (Portico: staff revoked every enrolment that gave the course)
 * and `upcoming` (Portico: every enrolment that grants it starts later; the day is day first).
 */
export const CourseAccessMessages = {
  locked: 'Not Released',
  noAccess: 'You don’t have access to this - please apply coupon to upgrade',
  expired: 'Your course validity is expired',
  revoked: 'Your course access has been revoked',
  upcoming: (day: string) => `Your access starts on ${day}`,
} as const;

export const CourseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  hideCoupon: z.boolean(),
  /** Portico: no enrolment gives the course yet; access starts then (ISO 8601), else null. */
  accessStartsAt: z.string().nullable().default(null),
});
export const CourseGroupSchema = z.object({ courseName: z.string(), course: z.array(CourseSchema) });
export type CourseGroup = z.infer<typeof CourseGroupSchema>;
export const CourseListResponseSchema = envelope(z.array(CourseGroupSchema));
export type CourseListResponse = z.infer<typeof CourseListResponseSchema>;

export const MenuQuerySchema = z.object({ courseId: CourseIdSchema });

export type MenuItem = {
  id: string;
  title: string;
  orderNumber: number;
  navigationUrl: string;
  navigationParam: string;
  subMenu: MenuItem[];
};
export const MenuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  title: z.string(),
  orderNumber: z.number(),
  navigationUrl: z.string(),
  navigationParam: z.string(),
  get subMenu() {
    return z.array(MenuItemSchema);
  },
});
export const MenuResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.array(MenuItemSchema),
  isProductAccess: z.boolean(),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

/** The course list and a course's menu (spec 1 §2, §7). */
export const coursesApi = {
  courses: get('course', { response: CourseListResponseSchema }),
  menu: get('menu', { query: MenuQuerySchema, response: MenuResponseSchema }),
};
