import {
  SUPPORT_DAILY_LIMIT,
  type SupportCreate,
  SupportMessages,
  type SupportOptions,
  type SupportTicket,
  supportTypeTitles,
  supportTypeValues,
} from '@portico/contract/support';
import { addDays, type Clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { CoursesRepository } from '../courses/courses.repository';
import { replyHtml } from './reply-html';
import type { SupportReplyRow, SupportRepository, SupportTicketRow } from './support.repository';

type Student = { id: string; companyCode: string };

/** A ticket with its thread (oldest first); the spec's adminResponse is the staff's latest answer. */
const present = (row: SupportTicketRow, replies: SupportReplyRow[]): SupportTicket => ({
  id: row.id,
  subject: row.subject,
  supportType: row.supportType,
  testId: row.testId,
  testTitle: row.testTitle,
  description: row.description,
  createdDateTime: row.createdAt.toISOString(),
  updatedDateTime: row.updatedAt.toISOString(),
  supportStatus: row.status,
  adminResponse: replies.findLast((r) => r.author === 'staff')?.body ?? null,
  replies: replies.map((r) => ({
    id: r.id,
    author: r.author,
    message: r.body,
    createdDateTime: r.createdAt.toISOString(),
  })),
});

/** spec 2 §3 support queries and spec 3 §5 support tickets: the student's side (staff answer in the console). */
export class SupportService {
  constructor(
    private readonly repo: SupportRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
  ) {}

  /** GET support: the student's own tickets, newest first; `testId` keeps one test's (the report's Queries tab). */
  async list(student: Student, testId?: string): Promise<SupportTicket[]> {
    return this.withReplies(student, await this.repo.list(student.companyCode, student.id, { testId }));
  }

  /**
   * POST support/{id}/reply (Portico): the student answers back on their own query, which opens it
   * again for staff. A closed query takes no more: the student is asked to send a new one.
   */
  async followUp(student: Student, id: string, message: string): Promise<SupportTicket> {
    const now = this.clock.now();
    const result = await this.repo.followUp(
      {
        companyCode: student.companyCode,
        studentId: student.id,
        ticketId: id,
        body: replyHtml(message),
        at: now,
      },
      addDays(now, -1),
      SUPPORT_DAILY_LIMIT,
    );
    if (result === 'not-found') throw notFound(SupportMessages.notFound);
    if (result === 'closed') throw conflict(SupportMessages.closed);
    if (result === 'too-many') throw new AppError('RATE_LIMITED', SupportMessages.tooManyFollowUps);
    return this.one(student, id);
  }

  /**
   * GET support/list: what the request form offers for a course the student holds. 'query' is left
   * out: it is asked from a test's report, which names the test itself (spec 2 §3).
   */
  async options(student: Student, courseId: string | undefined): Promise<SupportOptions> {
    let tests: { id: string; title: string }[] = [];
    if (courseId) {
      const assigned = await this.courses.courseAssigned(
        student.companyCode,
        student.id,
        courseId,
        this.clock.now(),
      );
      if (!assigned) throw notFound('Course not found');
      tests = await this.repo.testsOfCourse(student.companyCode, courseId);
    }
    return {
      supportTypes: supportTypeValues
        .filter((t) => t !== 'query')
        .map((supportType) => ({ title: supportTypeTitles[supportType], supportType })),
      tests: tests.map((t) => ({ id: t.id, component: { title: t.title } })),
    };
  }

  /** POST support: a ticket on a test of the student's own courses, or a general one; at most a few a day. */
  async create(student: Student, body: SupportCreate): Promise<SupportTicket> {
    let courseId: string | null = null;
    if (body.testId) {
      courseId = (await this.repo.courseOfHeldTest(student.companyCode, student.id, body.testId)) ?? null;
      if (!courseId) throw notFound(SupportMessages.testNotFound);
    }
    const now = this.clock.now();
    const id = await this.repo.insertWithinLimit(
      {
        companyCode: student.companyCode,
        studentId: student.id,
        courseId,
        testId: body.testId,
        subject: body.subject,
        supportType: body.supportType,
        description: body.description,
        status: 'Open',
        createdAt: now,
        updatedAt: now,
      },
      addDays(now, -1),
      SUPPORT_DAILY_LIMIT,
    );
    if (!id) throw new AppError('RATE_LIMITED', SupportMessages.tooMany);
    return this.one(student, id);
  }

  private async one(student: Student, id: string): Promise<SupportTicket> {
    const [ticket] = await this.withReplies(
      student,
      await this.repo.list(student.companyCode, student.id, { id }),
    );
    if (!ticket) throw notFound(SupportMessages.notFound);
    return ticket;
  }

  private async withReplies(student: Student, rows: SupportTicketRow[]): Promise<SupportTicket[]> {
    const replies = await this.repo.replies(
      student.companyCode,
      rows.map((r) => r.id),
    );
    const byTicket = new Map<string, SupportReplyRow[]>();
    for (const r of replies) byTicket.set(r.ticketId, [...(byTicket.get(r.ticketId) ?? []), r]);
    return rows.map((row) => present(row, byTicket.get(row.id) ?? []));
  }
}
