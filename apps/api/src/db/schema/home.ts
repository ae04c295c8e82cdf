import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, isActive, looseRef, orderNo, ownerRef, timestampTz } from './columns';
import { courses, enrolments } from './courses';
import { fileObjects } from './files';
import { staff, students } from './people';
import { companyCode } from './tenancy';

/** spec 1 §2 Dashboard video sections; `walkthrough` is the dashboard's walkthrough video. */
export const videoSections = [
  'walkthrough',
  'visa-insights',
  'word-of-the-day',
  'tip-of-the-day',
  'trending',
] as const;
export type VideoSection = (typeof videoSections)[number];

/** DATA-MODEL.md video: the dashboard's videos, per company and optionally per course. */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    companyCode: companyCode(),
    /** Null: shown on every course's dashboard. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    section: text('section').$type<VideoSection>().notNull(),
    title: text('title').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    /** An HLS playlist URL, or a Vimeo URL when isVimeo. */
    content: text('content').notNull(),
    isVimeo: boolean('is_vimeo').notNull().default(false),
    /** Seconds, when known. */
    duration: integer('duration').notNull().default(0),
    orderNo: orderNo(),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [index('videos_company_section_idx').on(t.companyCode, t.section, t.orderNo)],
);

export const scoreReportStatuses = ['pending', 'verified', 'rejected'] as const;
export type ScoreReportStatus = (typeof scoreReportStatuses)[number];

/** DATA-MODEL.md score_report (TRF): a student's actual IELTS result, one per student. */
export const scoreReports = pgTable(
  'score_reports',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    listening: doublePrecision('listening').notNull(),
    reading: doublePrecision('reading').notNull(),
    writing: doublePrecision('writing').notNull(),
    speaking: doublePrecision('speaking').notNull(),
    overall: doublePrecision('overall').notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    trfNumber: text('trf_number').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileObjects.id, { onDelete: 'restrict' }),
    status: text('status').$type<ScoreReportStatus>().notNull().default('pending'),
    verifiedBy: looseRef('verified_by', () => staff.id),
    verifiedAt: timestampTz('verified_at'),
    /** The staff member the report is given to in the console (CONSOLE.md Score reports). */
    assigneeStaffId: looseRef('assignee_staff_id', () => staff.id),
    /** When staff verified or rejected it: the turnaround is reviewedAt - createdAt. */
    reviewedAt: timestampTz('reviewed_at'),
    /**
     * When verifying granted the reward product the student holds now: null before, and again once a
     * reject withdrew it.
     */
    rewardGrantedAt: timestampTz('reward_granted_at'),
    /**
     * The enrolment verifying granted: a reject revokes it and a later verify gives it back, so a
     * report never holds two.
     */
    rewardEnrolmentId: looseRef('reward_enrolment_id', () => enrolments.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('score_reports_company_student_uq').on(t.companyCode, t.studentId)],
);

/** DATA-MODEL.md remark: a message about the score report, by the student or by staff. */
export const remarks = pgTable(
  'remarks',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    authorType: text('author_type').$type<'student' | 'admin'>().notNull(),
    staffId: looseRef('staff_id', () => staff.id),
    description: text('description').notNull(),
    /** The score report's status when the remark was written. */
    trfStatus: text('trf_status').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('remarks_student_idx').on(t.companyCode, t.studentId, t.createdAt)],
);

/** spec 1 §2 About us: the tabbed pages. */
export const aboutPages = pgTable(
  'about_pages',
  {
    id: id(),
    companyCode: companyCode(),
    pageId: text('page_id').notNull(),
    pageTitle: text('page_title').notNull(),
    /** Authored HTML; shown only through the web's sanitiser. */
    pageContent: text('page_content').notNull().default(''),
    orderNo: orderNo(),
    isActive: isActive(),
  },
  (t) => [uniqueIndex('about_pages_company_page_uq').on(t.companyCode, t.pageId)],
);

export const introStepTypes = ['HTML', 'VIDEO', 'TEST'] as const;
export type IntroStepType = (typeof introStepTypes)[number];

/** spec 3 §2 Intro steps. */
export const introSteps = pgTable(
  'intro_steps',
  {
    id: id(),
    companyCode: companyCode(),
    orderNo: orderNo(),
    title: text('title').notNull(),
    type: text('type').$type<IntroStepType>().notNull(),
    /** HTML for HTML and TEST steps; a video URL (HLS or Vimeo) for VIDEO steps. */
    content: text('content').notNull().default(''),
    /** TEST steps: where the step's button leads (a route of the portal). */
    actionUrl: text('action_url').notNull().default(''),
    isActive: isActive(),
  },
  (t) => [index('intro_steps_company_idx').on(t.companyCode, t.orderNo)],
);
