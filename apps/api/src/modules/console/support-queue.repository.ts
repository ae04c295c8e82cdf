import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courses, staff, students, supportReplies, supportTickets, tests } from '../../db/schema';
import {
  countedRow,
  type ListNarrowing,
  narrowedBy,
  QUEUE_LIMIT,
  QueueRepository,
  type WaitingCount,
  type WaitingFigures,
  type WaitingRule,
  waitingColumns,
} from './queue.repository';

export type TicketStatus = 'Open' | 'Answered' | 'Closed';
const assignee = alias(staff, 'assignee');

/**
 * Since when a ticket waits: the student's last follow-up (which opens it again), else its asking.
 * Its due time counts from this, in the queue and on the console home alike.
 */
const waitingSince = sql<Date>`coalesce(
  (select max(${supportReplies.createdAt}) from ${supportReplies}
   where ${supportReplies.ticketId} = ${supportTickets.id} and ${supportReplies.author} = 'student'),
  ${supportTickets.createdAt}
)`;

/** An open ticket waits, since the student last wrote, for its owner (the home and the list alike). */
const waitingRule: WaitingRule = {
  waiting: eq(supportTickets.status, 'Open'),
  since: waitingSince,
  owner: supportTickets.assigneeStaffId,
};

const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  supportType: supportTickets.supportType,
  description: supportTickets.description,
  status: supportTickets.status,
  courseId: supportTickets.courseId,
  createdAt: supportTickets.createdAt,
  answeredAt: supportTickets.answeredAt,
  waitingSince: waitingSince.mapWith(supportTickets.createdAt),
  studentId: supportTickets.studentId,
  studentName: students.name,
  studentEmail: students.email,
  courseName: courses.courseName,
  testTitle: tests.title,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
};

/** The console's support queue: every query is of one company; faculty's of their courses only. */
export class SupportQueueRepository extends QueueRepository<SupportQueueRepository, typeof supportTickets> {
  constructor(db: Db) {
    super(db, supportTickets, 'support ticket');
  }

  protected on(db: Db) {
    return new SupportQueueRepository(db);
  }

  private select() {
    return this.db
      .select(ticketColumns)
      .from(supportTickets)
      .innerJoin(students, eq(students.id, supportTickets.studentId))
      .leftJoin(courses, eq(courses.id, supportTickets.courseId))
      .leftJoin(tests, eq(tests.id, supportTickets.testId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeStaffId));
  }

  protected ofCourses(courseIds: string[]) {
    return inArray(supportTickets.courseId, courseIds);
  }

  /** Tickets in these states, narrowed to late ones and the member's own when asked (issue 40). */
  async tickets(
    companyCode: string,
    courseIds: string[] | null,
    statuses: TicketStatus[],
    narrowing: ListNarrowing,
  ) {
    return this.select()
      .where(
        and(
          this.scope(companyCode, courseIds),
          inArray(supportTickets.status, statuses),
          narrowedBy(waitingRule, narrowing),
        ),
      )
      .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
      .limit(QUEUE_LIMIT);
  }

  /** Open tickets (the console home): late by the support target after the student last wrote. */
  async waiting(
    companyCode: string,
    courseIds: string[] | null,
    count: WaitingCount,
  ): Promise<WaitingFigures> {
    const rows = await this.db
      .select(waitingColumns(waitingRule, count))
      .from(supportTickets)
      .where(and(this.scope(companyCode, courseIds), waitingRule.waiting));
    return countedRow(rows);
  }

  ticket(companyCode: string, id: string) {
    return this.one(this.select(), companyCode, id);
  }

  /** The threads of these tickets, each oldest first, with the staff member of each answer. */
  async replies(companyCode: string, ticketIds: string[]) {
    if (ticketIds.length === 0) return [];
    return this.db
      .select({
        id: supportReplies.id,
        ticketId: supportReplies.ticketId,
        author: supportReplies.author,
        staffName: staff.name,
        body: supportReplies.body,
        createdAt: supportReplies.createdAt,
      })
      .from(supportReplies)
      .leftJoin(staff, eq(staff.id, supportReplies.staffId))
      .where(and(eq(supportReplies.companyCode, companyCode), inArray(supportReplies.ticketId, ticketIds)))
      .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  }

  async insertReply(reply: typeof supportReplies.$inferInsert): Promise<void> {
    await this.db.insert(supportReplies).values(reply);
  }

  /** First answers of the last days: when asked, when answered, by whom. */
  async answeredSince(companyCode: string, courseIds: string[] | null, since: Date) {
    return this.db
      .select({
        createdAt: supportTickets.createdAt,
        answeredAt: supportTickets.answeredAt,
        staffId: supportTickets.answeredByStaffId,
        staffName: staff.name,
      })
      .from(supportTickets)
      .leftJoin(staff, eq(staff.id, supportTickets.answeredByStaffId))
      .where(this.answeredScope(companyCode, courseIds, supportTickets.answeredAt, since));
  }
}
