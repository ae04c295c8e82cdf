import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, orderNo, ownerRef, timestampTz } from './columns';
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
  /** The study plan (issue 42, decision 060): on unless set false. */
  showStudyPlan?: boolean;
  /** Video lessons may be saved for offline use (issue 46 part 2): on unless set false. */
  offlineVideos?: boolean;
  /** 'Guide to IELTS/GRE/CELPIP/PTE/SAT' cards. */
  guideCards?: { title: string; description?: string; url: string; image?: string }[];
};

export const courseGroups = pgTable('course_groups', {
  id: id(),
  companyCode: companyCode(),
  name: text('name').notNull(),
  orderNo: orderNo(),
});

export const courses = pgTable(
  'courses',
  {
    id: id(),
    companyCode: companyCode(),
    groupId: ownerRef('group_id', () => courseGroups.id),
    courseName: text('course_name').notNull(),
    hideCoupon: boolean('hide_coupon').notNull().default(false),
    examFamily: text('exam_family').$type<ExamFamily>().notNull(),
    dashboard: jsonb('dashboard').$type<CourseDashboard>().notNull().default({}),
    orderNo: orderNo(),
  },
  (t) => [index('courses_company_idx').on(t.companyCode)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
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
    orderNo: orderNo(),
  },
  (t) => [index('products_company_idx').on(t.companyCode)],
);

export const productCourses = pgTable(
  'product_courses',
  {
    productId: ownerRef('product_id', () => products.id),
    courseId: ownerRef('course_id', () => courses.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.courseId] })],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    productId: ownerRef('product_id', () => products.id),
    startsAt: timestampTz('starts_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    source: text('source').$type<'free' | 'purchase' | 'coupon' | 'staff'>().notNull(),
    /**
     * An access arrangement set by the provider's staff (EXAM-PROFILES.md: ×1.25, ×1.5, ×2): extra
     * time in percent on every timed test of the enrolment's courses.
     */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    /** The staff member who granted it in the console (source 'staff'). */
    grantedByStaffId: looseRef('granted_by_staff_id', () => staff.id),
    /**
     * When staff revoked it: expiresAt is set to the same moment (to its start when it had not begun),
     * and it gives no access from then whatever its dates (accessEnd in owned-rows.repository.ts,
     * which every access check reads); this says why it ended.
     */
    revokedAt: timestampTz('revoked_at'),
    revokedByStaffId: looseRef('revoked_by_staff_id', () => staff.id),
  },
  (t) => [index('enrolments_student_idx').on(t.studentId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    companyCode: companyCode(),
    courseId: ownerRef('course_id', () => courses.id),
    parentId: uuid('parent_id'),
    title: text('title').notNull(),
    orderNumber: integer('order_number').notNull(),
    navigationUrl: text('navigation_url').notNull(),
    navigationParam: text('navigation_param').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_course_idx').on(t.courseId)],
);
