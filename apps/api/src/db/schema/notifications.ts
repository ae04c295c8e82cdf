import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isActive, looseRef, orderNo, ownerRef, timestampTz } from './columns';
import { courses } from './courses';
import { students } from './people';
import { companyCode } from './tenancy';

export const notificationTypes = ['notification', 'notice'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * spec 1 §2–§3: the notifications page and the notice board, per company, optionally per course;
 * or one student's own (decision 052: a score report verified, a support reply, …).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyCode: companyCode(),
    /** Null: every course's students see it; else only while that course is the one open. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /**
     * Null: authored by staff for the company or a course. Else a personal notification the portal
     * wrote for this one student (decision 052): only they ever see it, and the console's notices
     * never list it.
     */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    /** Authored HTML; the web shows it only through its sanitiser. */
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    isActive: isActive(),
    orderNo: orderNo(),
    /** CONSOLE.md notices 'schedule': shown from this moment (null: at once) … */
    publishAt: timestampTz('publish_at'),
    /** … until this one (null: until made inactive). */
    unpublishAt: timestampTz('unpublish_at'),
    createdAt: createdAt(),
  },
  // The list reads one company's active rows of one type, newest first, by (created_at, id).
  (t) => [
    index('notifications_list_idx').on(t.companyCode, t.type, t.isActive, t.createdAt, t.id),
    // A student's personal rows; staff rows (null) are not indexed here.
    index('notifications_student_idx').on(t.studentId, t.createdAt).where(sql`${t.studentId} is not null`),
  ],
);

export const userActionStatuses = ['InProgress', 'Completed', 'Attended'] as const;
export type UserActionStatus = (typeof userActionStatuses)[number];

/**
 * DATA-MODEL.md user_action: what one student did with one object (a notification read, later a
 * lesson's status or a video's position). One row per company × student × object, upserted.
 */
export const userActions = pgTable(
  'user_actions',
  {
    /** `${companyCode}_${studentId}_${referenceId}` (spec 1 §3: company, user and object combined). */
    id: text('id').primaryKey(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    referenceId: uuid('reference_id').notNull(),
    referenceType: text('reference_type').notNull(),
    objectType: text('object_type').notNull().default(''),
    status: text('status').$type<UserActionStatus>(),
    isRead: boolean('is_read').notNull().default(false),
    /** Seconds (a video's position). */
    duration: doublePrecision('duration').notNull().default(0),
    courseId: looseRef('course_id', () => courses.id),
    timeStamp: timestampTz('time_stamp').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_actions_company_student_reference_uq').on(t.companyCode, t.studentId, t.referenceId),
    index('user_actions_reference_idx').on(t.referenceId),
    index('user_actions_student_type_idx').on(t.studentId, t.referenceType),
  ],
);
