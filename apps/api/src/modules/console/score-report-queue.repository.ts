import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { anyRow } from '../../db/queries';
import {
  enrolments,
  productCourses,
  products,
  remarks,
  type ScoreReportStatus,
  scoreReports,
  staff,
  students,
} from '../../db/schema';
import { rewardProductOf } from '../score-report/score-report.repository';
import { findOwned, ofStudent, runningUntil } from '../tenancy/owned-rows.repository';
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

const assignee = alias(staff, 'assignee');
const verifier = alias(staff, 'verifier');

/** A pending report waits, since its upload, for its owner (the home and the list alike). */
const waitingRule: WaitingRule = {
  waiting: eq(scoreReports.status, 'pending'),
  since: scoreReports.createdAt,
  owner: scoreReports.assigneeStaffId,
};

const reportColumns = {
  id: scoreReports.id,
  studentId: scoreReports.studentId,
  status: scoreReports.status,
  listening: scoreReports.listening,
  reading: scoreReports.reading,
  writing: scoreReports.writing,
  speaking: scoreReports.speaking,
  overall: scoreReports.overall,
  examDate: scoreReports.examDate,
  trfNumber: scoreReports.trfNumber,
  fileId: scoreReports.fileId,
  createdAt: scoreReports.createdAt,
  reviewedAt: scoreReports.reviewedAt,
  verifiedAt: scoreReports.verifiedAt,
  rewardGrantedAt: scoreReports.rewardGrantedAt,
  rewardEnrolmentId: scoreReports.rewardEnrolmentId,
  studentName: students.name,
  studentEmail: students.email,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  verifierId: verifier.id,
  verifierName: verifier.name,
};

export type ScoreReportItem = Awaited<ReturnType<ScoreReportQueueRepository['report']>> & {};
export type Enrolment = typeof enrolments.$inferSelect;

/**
 * The console's score-report queue: every query is of one company. Faculty see the reports of
 * students enrolled (now or before) in a product holding one of their courses: a report has no
 * course of its own, and a student usually sends it after their preparation course has ended.
 */
export class ScoreReportQueueRepository extends QueueRepository<
  ScoreReportQueueRepository,
  typeof scoreReports
> {
  constructor(db: Db) {
    super(db, scoreReports, 'score report');
  }

  protected on(db: Db) {
    return new ScoreReportQueueRepository(db);
  }

  private select() {
    return this.db
      .select(reportColumns)
      .from(scoreReports)
      .innerJoin(students, eq(students.id, scoreReports.studentId))
      .leftJoin(assignee, eq(assignee.id, scoreReports.assigneeStaffId))
      .leftJoin(verifier, eq(verifier.id, scoreReports.verifiedBy));
  }

  /** A report is of a course when its student is (or was) enrolled in a product holding it. */
  protected ofCourses(courseIds: string[], companyCode: string) {
    const enrolled = this.db
      .select({ one: sql`1` })
      .from(enrolments)
      .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
      .where(
        and(
          ...ofStudent(enrolments, companyCode, scoreReports.studentId),
          inArray(productCourses.courseId, courseIds),
        ),
      );
    return sql`exists (${enrolled})`;
  }

  /** Reports in these states, narrowed to late ones and the member's own when asked (issue 40). */
  async reports(
    companyCode: string,
    courseIds: string[] | null,
    statuses: ScoreReportStatus[],
    narrowing: ListNarrowing,
  ) {
    return this.select()
      .where(
        and(
          this.scope(companyCode, courseIds),
          inArray(scoreReports.status, statuses),
          narrowedBy(waitingRule, narrowing),
        ),
      )
      .orderBy(asc(scoreReports.createdAt), asc(scoreReports.id))
      .limit(QUEUE_LIMIT);
  }

  /** Pending reports (the console home): late by the score report target after the upload. */
  async waiting(
    companyCode: string,
    courseIds: string[] | null,
    count: WaitingCount,
  ): Promise<WaitingFigures> {
    const rows = await this.db
      .select(waitingColumns(waitingRule, count))
      .from(scoreReports)
      .where(and(this.scope(companyCode, courseIds), waitingRule.waiting));
    return countedRow(rows);
  }

  report(companyCode: string, id: string) {
    return this.one(this.select(), companyCode, id);
  }

  /** Whether the report is within the actor's scope (always, for an admin). */
  inScope(companyCode: string, courseIds: string[] | null, id: string): Promise<boolean> {
    return anyRow(this.db, scoreReports, and(this.scope(companyCode, courseIds), eq(scoreReports.id, id)));
  }

  /** The student's remarks thread, oldest first, with the staff member of each admin remark. */
  async remarks(companyCode: string, studentId: string) {
    return this.db
      .select({
        id: remarks.id,
        author: remarks.authorType,
        staffName: staff.name,
        description: remarks.description,
        trfStatus: remarks.trfStatus,
        createdAt: remarks.createdAt,
      })
      .from(remarks)
      .leftJoin(staff, eq(staff.id, remarks.staffId))
      .where(and(...ofStudent(remarks, companyCode, studentId)))
      .orderBy(asc(remarks.createdAt), asc(remarks.id));
  }

  async insertRemark(values: typeof remarks.$inferInsert): Promise<void> {
    await this.db.insert(remarks).values(values);
  }

  /** The company's reward product for a verified report (its scoreRewardProductSlug), if any. */
  rewardProduct(companyCode: string) {
    return rewardProductOf(this.db, companyCode);
  }

  /** A product of the company: what a report's reward enrolment grants. */
  async product(companyCode: string, id: string) {
    const [row] = await this.db
      .select({ id: products.id, title: products.title, validityDays: products.validityDays })
      .from(products)
      .where(and(eq(products.companyCode, companyCode), eq(products.id, id)))
      .limit(1);
    return row;
  }

  /**
   * When a grant of the product made now ends, as a coupon or a purchase reckons it: the product's
   * validity from now, or from the end of an enrolment of the product still running.
   */
  async termEnd(
    companyCode: string,
    studentId: string,
    product: { id: string; validityDays: number },
    now: Date,
  ): Promise<Date> {
    const from = (await runningUntil(this.db, { companyCode, studentId }, product.id, now)) ?? now;
    return new Date(from.getTime() + product.validityDays * 86_400_000);
  }

  /** Enrols the student in the product from now (a staff grant); the new enrolment. */
  async grantProduct(
    companyCode: string,
    studentId: string,
    product: { id: string; validityDays: number },
    staffId: string,
    now: Date,
  ): Promise<Enrolment> {
    const [row] = await this.db
      .insert(enrolments)
      .values({
        companyCode,
        studentId,
        productId: product.id,
        startsAt: now,
        expiresAt: await this.termEnd(companyCode, studentId, product, now),
        source: 'staff',
        grantedByStaffId: staffId,
      })
      .returning();
    if (!row) throw new Error('enrolment not inserted');
    return row;
  }

  async enrolment(companyCode: string, id: string): Promise<Enrolment | undefined> {
    return findOwned(this.db, enrolments, companyCode, id);
  }

  /** Locks an enrolment of the company for the act that changes it (the Students page locks it too). */
  lockEnrolment(companyCode: string, id: string): Promise<Enrolment | undefined> {
    return this.lockOwned(enrolments, companyCode, id);
  }

  updateEnrolment(
    companyCode: string,
    id: string,
    set: Partial<typeof enrolments.$inferInsert>,
  ): Promise<Enrolment> {
    return this.updateOwned(enrolments, companyCode, id, set, 'enrolment');
  }

  /** Reports reviewed (verified or rejected) since `since`: uploaded, reviewed, and their owner. */
  async reviewedSince(companyCode: string, courseIds: string[] | null, since: Date) {
    return this.db
      .select({
        createdAt: scoreReports.createdAt,
        reviewedAt: scoreReports.reviewedAt,
        staffId: scoreReports.assigneeStaffId,
        staffName: staff.name,
      })
      .from(scoreReports)
      .leftJoin(staff, eq(staff.id, scoreReports.assigneeStaffId))
      .where(this.answeredScope(companyCode, courseIds, scoreReports.reviewedAt, since));
  }
}
