import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tests } from './content';
import { courses } from './courses';
import { students } from './people';
import { companyCode } from './tenancy';

/**
 * DATA-MODEL.md support_ticket: a student's query (spec 2 §3, spec 3 §5): a question on a test from
 * its report ('query'), a request to evaluate a test, or a general one; staff answer in adminResponse.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The course the student had chosen when asking (staff see where the question came from). */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    supportType: text('support_type').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'Open' | 'Answered' | 'Closed'>().notNull().default('Open'),
    adminResponse: text('admin_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one student's tickets newest first, optionally of one test.
  (t) => [index('support_tickets_student_idx').on(t.companyCode, t.studentId, t.createdAt)],
);
