import { and, asc, countDistinct, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentTests, testItemOptions, testItems, testSections, tests, tracks } from '../../db/schema';
import { anyOf } from '../content/content.repository';
import { AuthoredTestsRepository } from './authored-tests.repository';

/**
 * The only file of the console's item analysis (issue 45 part 1) that touches the database: the
 * tests students have ended attempts of, each student's first ended attempt with its answers, the
 * test's questions, and a question retired or brought back. Every query names the company; a
 * teacher's reads are limited to the attempts of their courses (`courseIds`; null: every course).
 */
export class ItemAnalysisRepository extends AuthoredTestsRepository<ItemAnalysisRepository> {
  protected on(db: Db) {
    return new ItemAnalysisRepository(db);
  }

  /** Ended attempts of the company, of `courseIds` when given. */
  private ended(companyCode: string, courseIds: string[] | null): SQL | undefined {
    return and(
      eq(studentTests.companyCode, companyCode),
      eq(studentTests.status, 'Completed'),
      courseIds ? anyOf(studentTests.courseId, courseIds) : undefined,
    );
  }

  /** The tests with ended attempts in scope: how many students ended one, and the newest end. */
  list(companyCode: string, courseIds: string[] | null) {
    return this.db
      .select({
        id: tests.id,
        key: tests.key,
        title: tests.title,
        examFamily: tests.examFamily,
        attempts: countDistinct(studentTests.studentId),
        lastAttemptAt: max(studentTests.endedAt),
      })
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .where(this.ended(companyCode, courseIds))
      .groupBy(tests.id)
      .orderBy(asc(tests.title));
  }

  /** The test's current sections in order. */
  sections(companyCode: string, testId: string) {
    return this.db
      .select({ id: testSections.id, title: testSections.title, referenceType: testSections.referenceType })
      .from(testSections)
      .where(
        and(
          eq(testSections.companyCode, companyCode),
          eq(testSections.testId, testId),
          isNull(testSections.retiredAt),
        ),
      )
      .orderBy(asc(testSections.orderNo));
  }

  /** The questions of those sections in order, retired ones too (the page shows them as retired). */
  items(companyCode: string, sectionIds: string[]) {
    if (!sectionIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(testItems)
      .where(and(eq(testItems.companyCode, companyCode), anyOf(testItems.sectionId, sectionIds)))
      .orderBy(asc(testItems.orderNo));
  }

  /** The current options of those questions in order. */
  options(companyCode: string, itemIds: string[]) {
    if (!itemIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(testItemOptions)
      .where(
        and(
          eq(testItemOptions.companyCode, companyCode),
          anyOf(testItemOptions.itemId, itemIds),
          isNull(testItemOptions.retiredAt),
        ),
      )
      .orderBy(asc(testItemOptions.orderNo));
  }

  /** Each student's first ended attempt of the test (in scope): the questions it was given. */
  firstAttempts(companyCode: string, testId: string, courseIds: string[] | null) {
    return this.db
      .selectDistinctOn([studentTests.studentId], { id: studentTests.id, itemOrder: studentTests.itemOrder })
      .from(studentTests)
      .where(and(this.ended(companyCode, courseIds), eq(studentTests.testId, testId)))
      .orderBy(asc(studentTests.studentId), asc(studentTests.endedAt), asc(studentTests.id));
  }

  /** The marked answers of those attempts: points earned, seconds spent and the options chosen. */
  answers(companyCode: string, attemptIds: string[]) {
    if (!attemptIds.length) return Promise.resolve([]);
    return this.db
      .select({
        attemptId: tracks.studentTestId,
        itemId: tracks.itemId,
        points: tracks.points,
        seconds: tracks.timeTaken,
        chosen: tracks.selectedOptionId,
      })
      .from(tracks)
      .where(and(eq(tracks.companyCode, companyCode), anyOf(tracks.studentTestId, attemptIds)));
  }

  /** A question of the test (locked until the transaction ends); undefined: not one of its questions. */
  async item(companyCode: string, testId: string, itemId: string) {
    const [row] = await this.db
      .select({ id: testItems.id, key: testItems.key, retiredAt: testItems.retiredAt })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          eq(testItems.companyCode, companyCode),
          eq(testItems.id, itemId),
          eq(testSections.testId, testId),
        ),
      )
      .for('update', { of: testItems });
    return row;
  }

  /** A question retired (null: brought back), and its test marked changed for the next launches. */
  async setRetired(companyCode: string, testId: string, itemId: string, at: Date | null): Promise<void> {
    await this.db
      .update(testItems)
      .set({ retiredAt: at ?? sql`null` })
      .where(and(eq(testItems.companyCode, companyCode), eq(testItems.id, itemId)));
    await this.testChanged(companyCode, testId);
  }
}
