import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enrolments,
  learningModules,
  learningObjects,
  productCourses,
  students,
  supportReplies,
  supportTickets,
  tests,
} from '../../db/schema';
import { currentOf, ofStudent } from '../tenancy/owned-rows.repository';

export type SupportTicketRow = Omit<
  typeof supportTickets.$inferSelect,
  'assigneeStaffId' | 'answeredAt' | 'answeredByStaffId' | 'adminResponse'
> & { testTitle: string | null };
export type NewSupportTicket = typeof supportTickets.$inferInsert;
export type SupportReplyRow = Pick<
  typeof supportReplies.$inferSelect,
  'id' | 'ticketId' | 'author' | 'body' | 'createdAt'
>;
/** What a follow-up came to: written, or why not. */
export type FollowUpResult = 'sent' | 'not-found' | 'closed' | 'too-many';

/** Kinds of learning object that are tests a student can ask about (quizzes answer themselves). */
const TEST_KINDS = ['PracticeTest', 'Mock'] as const;
/** A learning object of one of those kinds. */
const isAskableTest = inArray(learningObjects.kind, [...TEST_KINDS]);

/** The only file of the support area that touches the database; every query is per company × student. */
export class SupportRepository {
  constructor(private readonly db: Db) {}

  /** The student's tickets, newest first; with `testId`, only that test's; with `id`, only that one. */
  async list(
    companyCode: string,
    studentId: string,
    { testId, id }: { testId?: string; id?: string } = {},
  ): Promise<SupportTicketRow[]> {
    return this.db
      .select({
        id: supportTickets.id,
        companyCode: supportTickets.companyCode,
        studentId: supportTickets.studentId,
        courseId: supportTickets.courseId,
        testId: supportTickets.testId,
        subject: supportTickets.subject,
        supportType: supportTickets.supportType,
        description: supportTickets.description,
        status: supportTickets.status,
        createdAt: supportTickets.createdAt,
        updatedAt: supportTickets.updatedAt,
        testTitle: tests.title,
      })
      .from(supportTickets)
      .leftJoin(tests, eq(tests.id, supportTickets.testId))
      .where(
        and(
          ...ofStudent(supportTickets, companyCode, studentId),
          testId ? eq(supportTickets.testId, testId) : undefined,
          id ? eq(supportTickets.id, id) : undefined,
        ),
      )
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  }

  /** The threads of these tickets (all of one company), each oldest first. */
  async replies(companyCode: string, ticketIds: string[]): Promise<SupportReplyRow[]> {
    if (ticketIds.length === 0) return [];
    return this.db
      .select({
        id: supportReplies.id,
        ticketId: supportReplies.ticketId,
        author: supportReplies.author,
        body: supportReplies.body,
        createdAt: supportReplies.createdAt,
      })
      .from(supportReplies)
      .where(and(eq(supportReplies.companyCode, companyCode), inArray(supportReplies.ticketId, ticketIds)))
      .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  }

  /**
   * The student's follow-up on their own ticket, in one transaction: the student's row is locked for
   * the day's count (two tabs cannot both slip under the limit), then the ticket's, so a staff act on
   * it waits; an answered ticket opens again for staff, a closed one takes nothing.
   */
  async followUp(
    reply: { companyCode: string; studentId: string; ticketId: string; body: string; at: Date },
    since: Date,
    limit: number,
  ): Promise<FollowUpResult> {
    const { companyCode, studentId, ticketId, at } = reply;
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.companyCode, companyCode), eq(students.id, studentId)))
        .for('update');
      const [ticket] = await tx
        .select({ status: supportTickets.status })
        .from(supportTickets)
        .where(and(...ofStudent(supportTickets, companyCode, studentId), eq(supportTickets.id, ticketId)))
        .for('update');
      if (!ticket) return 'not-found';
      if (ticket.status === 'Closed') return 'closed';
      const [used] = await tx
        .select({ n: count() })
        .from(supportReplies)
        .innerJoin(supportTickets, eq(supportTickets.id, supportReplies.ticketId))
        .where(
          and(
            ...ofStudent(supportTickets, companyCode, studentId),
            eq(supportReplies.companyCode, companyCode),
            eq(supportReplies.author, 'student'),
            gte(supportReplies.createdAt, since),
          ),
        );
      if ((used?.n ?? 0) >= limit) return 'too-many';
      await tx
        .insert(supportReplies)
        .values({ companyCode, ticketId, author: 'student', studentId, body: reply.body, createdAt: at });
      await tx
        .update(supportTickets)
        .set({ status: 'Open', updatedAt: at })
        .where(and(eq(supportTickets.companyCode, companyCode), eq(supportTickets.id, ticketId)));
      return 'sent';
    });
  }

  /**
   * The tests of a course a student can ask about: each test its learning objects name, once, under
   * the title of the first object that names it (in module and object order).
   */
  async testsOfCourse(companyCode: string, courseId: string): Promise<{ id: string; title: string }[]> {
    const rows = await this.db
      .select({ id: learningObjects.testId, title: learningObjects.title })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(
        and(
          ...currentOf(learningObjects, companyCode, eq(learningModules.courseId, courseId), isAskableTest),
          isNull(learningModules.retiredAt),
        ),
      )
      .orderBy(asc(learningModules.orderNo), asc(learningObjects.orderNo), asc(learningObjects.id));
    const seen = new Map<string, string>();
    for (const r of rows) if (r.id && !seen.has(r.id)) seen.set(r.id, r.title);
    return [...seen].map(([id, title]) => ({ id, title }));
  }

  /** A course the student holds (any enrolment, expired or not) whose learning objects name the test. */
  async courseOfHeldTest(
    companyCode: string,
    studentId: string,
    testId: string,
  ): Promise<string | undefined> {
    const [row] = await this.db
      .select({ courseId: learningModules.courseId })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .innerJoin(productCourses, eq(productCourses.courseId, learningModules.courseId))
      .innerJoin(enrolments, eq(enrolments.productId, productCourses.productId))
      .where(
        and(
          ...currentOf(learningObjects, companyCode, eq(learningObjects.testId, testId), isAskableTest),
          ...ofStudent(enrolments, companyCode, studentId),
        ),
      )
      .limit(1);
    return row?.courseId;
  }

  /**
   * Inserts the ticket unless the student has already opened `limit` since `since`; the student's
   * row is locked for the count, so two tabs cannot both slip under the limit.
   */
  async insertWithinLimit(ticket: NewSupportTicket, since: Date, limit: number): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.companyCode, ticket.companyCode), eq(students.id, ticket.studentId)))
        .for('update');
      const [used] = await tx
        .select({ n: count() })
        .from(supportTickets)
        .where(
          and(
            ...ofStudent(supportTickets, ticket.companyCode, ticket.studentId),
            gte(supportTickets.createdAt, since),
          ),
        );
      if ((used?.n ?? 0) >= limit) return null;
      const [row] = await tx.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
      return row?.id ?? null;
    });
  }
}
