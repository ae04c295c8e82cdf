import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
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
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    learningObjectId: ownerRef('learning_object_id', () => learningObjects.id),
    socialUrl: text('social_url').notNull().default(''),
    socialStatus: text('social_status').$type<CareerStatus>().notNull().default(''),
    resumeStatus: text('resume_status').$type<CareerStatus>().notNull().default(''),
    /** The expert-updated CV uploaded by the provider's staff (spec 3 §3 adminDoc). */
    adminDocFileId: looseRef('admin_doc_file_id', () => fileObjects.id),
    adminDocUpdatedAt: timestampTz('admin_doc_updated_at'),
    /** The staff member reviewing it in the console (CONSOLE.md Career). */
    assigneeStaffId: looseRef('assignee_staff_id', () => staff.id),
    /** When the student last submitted (a link or a CV) and waits; null when nothing waits. */
    submittedAt: timestampTz('submitted_at'),
    /** When staff first answered the latest submission: the turnaround is reviewedAt - submittedAt. */
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: id(),
    companyCode: companyCode(),
    projectId: ownerRef('project_id', () => careerProjects.id),
    fileId: ownerRef('file_id', () => fileObjects.id),
    createdAt: createdAt(),
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
    id: id(),
    companyCode: companyCode(),
    projectId: ownerRef('project_id', () => careerProjects.id),
    kind: text('kind').$type<'social' | 'resume'>().notNull(),
    author: text('author').$type<'student' | 'staff'>().notNull(),
    staffId: looseRef('staff_id', () => staff.id),
    remark: text('remark').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('career_comments_project_idx').on(t.projectId, t.createdAt)],
);
