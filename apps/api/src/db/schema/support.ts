import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
import { tests } from './content';
import { courses } from './courses';
import { staff, students } from './people';
import { companyCode } from './tenancy';

/**
 * DATA-MODEL.md support_ticket: a student's query (spec 2 §3, spec 3 §5): a question on a test from
 * its report ('query'), a request to evaluate a test, or a general one; staff answer in its thread
 * (support_replies).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    /** The course the student had chosen when asking (staff see where the question came from). */
    courseId: looseRef('course_id', () => courses.id),
    testId: looseRef('test_id', () => tests.id),
    subject: text('subject').notNull(),
    supportType: text('support_type').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'Open' | 'Answered' | 'Closed'>().notNull().default('Open'),
    /**
     * The latest staff answer, written with each one: replicas still running the release before the
     * thread read it during a rolling deploy. Portico reads answers from support_replies only.
     */
    adminResponse: text('admin_response'),
    /** The staff member the ticket is given to in the console (CONSOLE.md), if any. */
    assigneeStaffId: looseRef('assignee_staff_id', () => staff.id),
    /** The first answer: the turnaround of the ticket is answeredAt - createdAt. */
    answeredAt: timestampTz('answered_at'),
    answeredByStaffId: looseRef('answered_by_staff_id', () => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list reads one student's tickets newest first, optionally of one test.
  (t) => [
    index('support_tickets_student_idx').on(t.companyCode, t.studentId, t.createdAt),
    // The console's queue reads a company's tickets by status, oldest first.
    index('support_tickets_queue_idx').on(t.companyCode, t.status, t.createdAt),
  ],
);

/**
 * A ticket's thread after the question, oldest first: each staff answer and each follow-up of the
 * student is a row of its own, so nothing anyone wrote is replaced. `body` is HTML (plain text
 * escaped into paragraphs, or the demo's authored answers), shown only through the sanitiser.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    companyCode: companyCode(),
    ticketId: ownerRef('ticket_id', () => supportTickets.id),
    author: text('author').$type<'staff' | 'student'>().notNull(),
    /** The staff member of a staff answer (null once removed, or for an answer kept from before). */
    staffId: looseRef('staff_id', () => staff.id),
    /** The student of a follow-up. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  // A ticket's thread is read in order; a student's follow-ups of the day are counted by ticket.
  (t) => [index('support_replies_ticket_idx').on(t.companyCode, t.ticketId, t.createdAt)],
);
