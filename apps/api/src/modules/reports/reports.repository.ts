import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningModules,
  learningObjects,
  type StoredTestReport,
  studentTests,
  testItems,
  testSections,
  tests,
  tracks,
} from '../../db/schema';

/** An ended, scored attempt with what the reports show of its test and card. */
export interface EndedAttempt {
  id: string;
  testId: string;
  courseId: string | null;
  learningObjectId: string | null;
  moduleId: string | null;
  kind: string | null;
  title: string;
  template: string;
  examFamily: string | null;
  endedAt: Date;
  score: number;
  report: StoredTestReport;
  itemOrder: Record<string, string[]>;
  /** The teacher's released results by referenceType (IELTS bands, GRE's Analytical Writing score). */
  evaluatedBands: Record<string, number>;
}

/** One question of an attempt for the question-type chart: its type, skill and how it went. */
export interface TopicItemRow {
  studentTestId: string;
  itemId: string;
  topicName: string | null;
  referenceType: string;
  isCorrect: boolean | null;
  points: number | null;
}

/** The only file of the report area that touches the database; every query is per company. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  private attemptColumns() {
    return {
      id: studentTests.id,
      testId: studentTests.testId,
      courseId: studentTests.courseId,
      learningObjectId: studentTests.learningObjectId,
      moduleId: learningObjects.moduleId,
      kind: learningObjects.kind,
      title: tests.title,
      template: tests.template,
      examFamily: tests.examFamily,
      endedAt: studentTests.endedAt,
      score: studentTests.score,
      report: studentTests.report,
      itemOrder: studentTests.itemOrder,
      evaluatedBands: studentTests.evaluatedBands,
    };
  }

  private static ended(rows: Record<string, unknown>[]): EndedAttempt[] {
    return rows.filter((r) => r.endedAt && r.report) as unknown as EndedAttempt[];
  }

  /** The student's own ended and scored attempt, or undefined (another student's id finds nothing). */
  async ownEnded(companyCode: string, studentId: string, id: string): Promise<EndedAttempt | undefined> {
    const rows = await this.db
      .select(this.attemptColumns())
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.id, id),
          eq(studentTests.status, 'Completed'),
        ),
      );
    return ReportsRepository.ended(rows)[0];
  }

  /** The student's ended attempts of a course's cards of one kind (Mock, PracticeTest), oldest first. */
  async endedOfCourse(
    companyCode: string,
    studentId: string,
    courseId: string,
    kind?: string,
  ): Promise<EndedAttempt[]> {
    const rows = await this.db
      .select(this.attemptColumns())
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .innerJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.status, 'Completed'),
          eq(studentTests.isQuiz, false),
          isNotNull(studentTests.report),
          eq(learningModules.courseId, courseId),
          kind ? eq(learningObjects.kind, kind as 'Mock') : undefined,
        ),
      )
      .orderBy(asc(studentTests.endedAt), asc(studentTests.id));
    return ReportsRepository.ended(rows);
  }

  /**
   * The company's best ended attempt of each test (highest score, the earlier one on a tie): the
   * toppers. Only this company's students count.
   */
  async toppers(companyCode: string, testIds: string[]): Promise<Map<string, EndedAttempt>> {
    if (testIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([studentTests.testId], this.attemptColumns())
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          inArray(studentTests.testId, testIds),
          eq(studentTests.status, 'Completed'),
          isNotNull(studentTests.score),
          isNotNull(studentTests.report),
        ),
      )
      .orderBy(studentTests.testId, desc(studentTests.score), asc(studentTests.endedAt));
    return new Map(ReportsRepository.ended(rows).map((r) => [r.testId, r]));
  }

  /** The questions of the given attempts (as each attempt saw them) with their saved results. */
  async topicItems(companyCode: string, attempts: EndedAttempt[]): Promise<TopicItemRow[]> {
    const ids = [...new Set(attempts.flatMap((a) => Object.values(a.itemOrder).flat()))];
    if (ids.length === 0) return [];
    const items = await this.db
      .select({
        itemId: testItems.id,
        topicName: testItems.topicName,
        referenceType: testSections.referenceType,
      })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(and(eq(testItems.companyCode, companyCode), inArray(testItems.id, ids)));
    const saved = await this.db
      .select({
        studentTestId: tracks.studentTestId,
        itemId: tracks.itemId,
        isCorrect: tracks.isCorrect,
        points: tracks.points,
      })
      .from(tracks)
      .where(
        and(
          eq(tracks.companyCode, companyCode),
          inArray(
            tracks.studentTestId,
            attempts.map((a) => a.id),
          ),
        ),
      );
    const byItem = new Map(items.map((i) => [i.itemId, i]));
    const track = new Map(saved.map((t) => [`${t.studentTestId} ${t.itemId}`, t]));
    return attempts.flatMap((a) =>
      Object.values(a.itemOrder)
        .flat()
        .flatMap((itemId) => {
          const item = byItem.get(itemId);
          if (!item) return [];
          const t = track.get(`${a.id} ${itemId}`);
          return [
            {
              studentTestId: a.id,
              itemId,
              topicName: item.topicName,
              referenceType: item.referenceType,
              isCorrect: t?.isCorrect ?? null,
              points: t?.points ?? null,
            },
          ];
        }),
    );
  }

  /** The faculty's remarks and evaluation state of the student's own attempt. */
  async remarks(companyCode: string, studentId: string, id: string) {
    const rows = await this.db
      .select({
        status: studentTests.status,
        evaluationStatus: studentTests.evaluationStatus,
        remarks: studentTests.remarks,
        comments: studentTests.comments,
      })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.id, id),
        ),
      );
    return rows[0];
  }

  /** A test of the company with its conversion tables and its sections' skills in order, for the band table. */
  async test(companyCode: string, id: string) {
    const skills = await this.db
      .select({ referenceType: testSections.referenceType })
      .from(testSections)
      .where(and(eq(testSections.companyCode, companyCode), eq(testSections.testId, id)))
      .orderBy(asc(testSections.orderNo));
    const rows = await this.db
      .select({
        id: tests.id,
        title: tests.title,
        template: tests.template,
        examFamily: tests.examFamily,
        conversionTables: tests.conversionTables,
      })
      .from(tests)
      .where(and(eq(tests.companyCode, companyCode), eq(tests.id, id)));
    const test = rows[0];
    return test && { ...test, skills: [...new Set(skills.map((s) => s.referenceType))] };
  }
}
