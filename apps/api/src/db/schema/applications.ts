import type { ApplicationForm, ApplicationStatus } from '@portico/contract/application';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
import { staff, students } from './people';
import { companyCode } from './tenancy';

/**
 * A student's application profile (/apply, decision 047): one per student, the form as last saved
 * at `version`. Each save is compare-and-set on `version` and kept in application_versions; the
 * school's follow-up (status) moves on `statusVersion`, each change kept in application_events.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    form: jsonb('form').$type<ApplicationForm>().notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    statusVersion: integer('status_version').notNull().default(0),
    /** When the student first sent it, and the version they sent then. */
    submittedAt: timestampTz('submitted_at'),
    submittedVersion: integer('submitted_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_student_idx').on(t.companyCode, t.studentId),
    // The console lists a company's applications by status, newest sent first.
    index('applications_queue_idx').on(t.companyCode, t.status, t.submittedAt),
  ],
);

/** Every saved version of an application's form, so nothing a student wrote is lost. */
export const applicationVersions = pgTable(
  'application_versions',
  {
    applicationId: ownerRef('application_id', () => applications.id),
    companyCode: companyCode(),
    version: integer('version').notNull(),
    form: jsonb('form').$type<ApplicationForm>().notNull(),
    savedAt: timestampTz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.version] })],
);

/** The application's sending and each follow-up status staff set, with their note. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: ownerRef('application_id', () => applications.id),
    companyCode: companyCode(),
    kind: text('kind').$type<'submitted' | 'status'>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    /** The staff member of a status change (null for the student's sending, or once removed). */
    staffId: looseRef('staff_id', () => staff.id),
    note: text('note').notNull().default(''),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('application_events_idx').on(t.applicationId, t.at)],
);
