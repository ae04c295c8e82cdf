import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tests } from './content';
import { courses } from './courses';
import { staff, students } from './people';
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
    /** The staff member the ticket is given to in the console (CONSOLE.md), if any. */
    assigneeStaffId: uuid('assignee_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The first answer: the turnaround of the ticket is answeredAt - createdAt. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByStaffId: uuid('answered_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one student's tickets newest first, optionally of one test.
  (t) => [
    index('support_tickets_student_idx').on(t.companyCode, t.studentId, t.createdAt),
    // The console's queue reads a company's tickets by status, oldest first.
    index('support_tickets_queue_idx').on(t.companyCode, t.status, t.createdAt),
  ],
);
