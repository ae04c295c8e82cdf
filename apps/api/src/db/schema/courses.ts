import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff, students } from './people';
import { companyCode } from './tenancy';

export const examFamilies = [
  'ielts',
  'gre',
  'pte',
  'sat',
  'celpip',
  'duolingo',
  'french',
  'programming',
] as const;
export type ExamFamily = (typeof examFamilies)[number];

/** spec 1 §2 Dashboard: a course's show-flags and banner cards. */
export type CourseDashboard = {
  showWalkthrough?: boolean;
  showPerformance?: boolean;
  showVisaInsights?: boolean;
  showWordOfTheDay?: boolean;
  showTipOfTheDay?: boolean;
  showTrendingVideos?: boolean;
  disableTestYourEnglish?: boolean;
  /** 'Guide to IELTS/GRE/CELPIP/PTE/SAT' cards. */
  guideCards?: { title: string; description?: string; url: string; image?: string }[];
};

export const courseGroups = pgTable('course_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyCode: companyCode(),
  name: text('name').notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    courseName: text('course_name').notNull(),
    hideCoupon: boolean('hide_coupon').notNull().default(false),
    examFamily: text('exam_family').$type<ExamFamily>().notNull(),
    dashboard: jsonb('dashboard').$type<CourseDashboard>().notNull().default({}),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [index('courses_company_idx').on(t.companyCode)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Rupees. */
    price: integer('price').notNull().default(0),
    listPrice: integer('list_price').notNull().default(0),
    productImage: text('product_image').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    validityDays: integer('validity_days').notNull().default(365),
    /** Offered at registration. */
    isFree: boolean('is_free').notNull().default(false),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [index('products_company_idx').on(t.companyCode)],
);

export const productCourses = pgTable(
  'product_courses',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.courseId] })],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: text('source').$type<'free' | 'purchase' | 'coupon' | 'staff'>().notNull(),
    /**
     * An access arrangement set by the provider's staff (EXAM-PROFILES.md: ×1.25, ×1.5, ×2): extra
     * time in percent on every timed test of the enrolment's courses.
     */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    /** The staff member who granted it in the console (source 'staff'). */
    grantedByStaffId: uuid('granted_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * When staff revoked it: expiresAt is set to the same moment (every access check reads expiresAt);
     * this says why it ended.
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByStaffId: uuid('revoked_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [index('enrolments_student_idx').on(t.studentId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    title: text('title').notNull(),
    orderNumber: integer('order_number').notNull(),
    navigationUrl: text('navigation_url').notNull(),
    navigationParam: text('navigation_param').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_items_course_idx').on(t.courseId)],
);
