import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { learningObjects } from './content';
import { fileObjects } from './files';
import { staff, students } from './people';
import { companyCode } from './tenancy';

/**
 * A review's state (spec 3 §4 Capstone status tracker: Submitted, In Progress, Completed; only
 * 'approved' shows Completed as done). '' before the student has submitted anything.
 */
export const careerStatuses = ['', 'submitted', 'in-progress', 'approved', 'rejected'] as const;
export type CareerStatus = (typeof careerStatuses)[number];

/**
 * DATA-MODEL.md career_project: one student's work on one career learning object (kind Project:
 * the LinkedIn review, or the CV preparation). spec 3 §3 Capstone record.
 */
export const careerProjects = pgTable(
  'career_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    learningObjectId: uuid('learning_object_id')
      .notNull()
      .references(() => learningObjects.id, { onDelete: 'cascade' }),
    socialUrl: text('social_url').notNull().default(''),
    socialStatus: text('social_status').$type<CareerStatus>().notNull().default(''),
    resumeStatus: text('resume_status').$type<CareerStatus>().notNull().default(''),
    /** The expert-updated CV uploaded by the provider's staff (spec 3 §3 adminDoc). */
    adminDocFileId: uuid('admin_doc_file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    adminDocUpdatedAt: timestamp('admin_doc_updated_at', { withTimezone: true }),
    /** The staff member reviewing it in the console (CONSOLE.md Career). */
    assigneeStaffId: uuid('assignee_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** When the student last submitted (a link or a CV) and waits; null when nothing waits. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When staff first answered the latest submission: the turnaround is reviewedAt - submittedAt. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('career_projects_student_object_uq').on(t.studentId, t.learningObjectId),
    index('career_projects_company_idx').on(t.companyCode),
  ],
);

/** The CVs a student uploaded to a project (spec 3 §7 PUT capstone/cv-preparation resume list). */
export const careerResumes = pgTable(
  'career_resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => careerProjects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileObjects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('career_resumes_project_file_uq').on(t.projectId, t.fileId),
    index('career_resumes_project_idx').on(t.projectId),
  ],
);

/**
 * spec 3 §3 socialComments / resumeComments: a remark by the student ('student', shown as You) or
 * by the provider's staff ('staff', shown as Admin).
 */
export const careerComments = pgTable(
  'career_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => careerProjects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'social' | 'resume'>().notNull(),
    author: text('author').$type<'student' | 'staff'>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    remark: text('remark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_comments_project_idx').on(t.projectId, t.createdAt)],
);
