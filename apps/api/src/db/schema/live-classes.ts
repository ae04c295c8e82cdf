import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, orderNo, ownerRef, timestampTz } from './columns';
import { courses } from './courses';
import { students } from './people';
import { companyCode } from './tenancy';

/** DATA-MODEL.md live_class_batch_type → batch → live_class. */
export const liveClassBatchTypes = pgTable('live_class_batch_types', {
  id: id(),
  companyCode: companyCode(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** spec 3 §3 Batch type: the card's picture (an address the portal can show). */
  thumbnail: text('thumbnail').notNull().default(''),
  orderNo: orderNo(),
});

export const liveClassBatches = pgTable(
  'live_class_batches',
  {
    id: id(),
    companyCode: companyCode(),
    courseId: ownerRef('course_id', () => courses.id),
    batchTypeId: ownerRef('batch_type_id', () => liveClassBatchTypes.id),
    batchName: text('batch_name').notNull(),
    /** spec 3 §3 Batch: shown on the batch list and carried to the batch page. */
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('English'),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [index('live_class_batches_course_idx').on(t.companyCode, t.courseId)],
);

export const liveClassStatuses = ['scheduled', 'started', 'finished', 'cancelled'] as const;
export type LiveClassStatus = (typeof liveClassStatuses)[number];

export const liveClasses = pgTable(
  'live_classes',
  {
    id: id(),
    companyCode: companyCode(),
    batchId: ownerRef('batch_id', () => liveClassBatches.id),
    className: text('class_name').notNull(),
    agenda: text('agenda').notNull().default(''),
    classDateTime: timestampTz('class_date_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    joinUrl: text('join_url').notNull().default(''),
    /**
     * Set by the trainer's tools; null: derived from the clock (started from ten minutes before
     * the start until the end, finished after).
     */
    status: text('status').$type<LiveClassStatus>(),
    alertMessage: text('alert_message').notNull().default(''),
    vimeoLink: text('vimeo_link').notNull().default(''),
    downloadLink: text('download_link').notNull().default(''),
  },
  (t) => [index('live_classes_batch_time_idx').on(t.batchId, t.classDateTime)],
);

/** A student's place in a batch. */
export const batchEnrolments = pgTable(
  'batch_enrolments',
  {
    companyCode: companyCode(),
    batchId: ownerRef('batch_id', () => liveClassBatches.id),
    studentId: ownerRef('student_id', () => students.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.studentId] }),
    index('batch_enrolments_student_idx').on(t.studentId),
  ],
);

/** spec 3 §2 Live class batches: the e-book download dropdown (id, title, downloadUrl) of a course. */
export const liveClassDownloads = pgTable(
  'live_class_downloads',
  {
    id: id(),
    companyCode: companyCode(),
    courseId: ownerRef('course_id', () => courses.id),
    title: text('title').notNull(),
    /** An address the portal can open (a /demo-media or storage file, or the provider's own link). */
    downloadUrl: text('download_url').notNull(),
    orderNo: orderNo(),
  },
  (t) => [index('live_class_downloads_course_idx').on(t.companyCode, t.courseId)],
);
