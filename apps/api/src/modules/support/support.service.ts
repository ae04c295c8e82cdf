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
import { AppError, notFound } from '../../lib/errors';
import type { CoursesRepository } from '../courses/courses.repository';
import type { SupportRepository, SupportTicketRow } from './support.repository';

type Student = { id: string; companyCode: string };

const present = (row: SupportTicketRow): SupportTicket => ({
  id: row.id,
  subject: row.subject,
  supportType: row.supportType,
  testId: row.testId,
  testTitle: row.testTitle,
  description: row.description,
  createdDateTime: row.createdAt.toISOString(),
  updatedDateTime: row.updatedAt.toISOString(),
  supportStatus: row.status,
  adminResponse: row.adminResponse,
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
    return (await this.repo.list(student.companyCode, student.id, testId)).map(present);
  }

  /**
   * GET support/list: what the request form offers for a course the student holds. 'query' is left
   * out: it is asked from a test's report, which names the test itself (spec 2 §3).
   */
  async options(student: Student, courseId: string | undefined): Promise<SupportOptions> {
    let tests: { id: string; title: string }[] = [];
    if (courseId) {
      const expiry = await this.courses.courseExpiry(student.companyCode, student.id, courseId);
      if (!expiry) throw notFound('Course not found');
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
    const created = (await this.repo.list(student.companyCode, student.id, body.testId ?? undefined)).find(
      (t) => t.id === id,
    );
    if (!created) throw notFound();
    return present(created);
  }
}
