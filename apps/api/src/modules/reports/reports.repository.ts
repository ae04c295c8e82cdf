import { examProfileOf } from '@portico/contract/exam-profile';
import { numberedByMarks, numberSpan } from '@portico/contract/question-numbers';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningModules,
  learningObjects,
  type StoredTestReport,
  studentTests,
  testItemOptions,
  testItems,
  testSections,
  tests,
  tracks,
} from '../../db/schema';
import { evaluationCorrections } from '../assessment/evaluation-corrections.repository';
import { itemMarks } from '../assessment/scoring/item-marks';
import { toScorableItem } from '../content/content-mapper';
import { ofStudent } from '../tenancy/owned-rows.repository';

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
  /** How many questions it counts as (question-numbers.ts): an IELTS 'Choose TWO' is 2, else 1. */
  questions: number;
}

/** An ended attempt's columns as the reports read it (EndedAttempt); the predictor reads the same. */
export function endedAttemptColumns() {
  return {
    id: studentTests.id,
    testId: studentTests.testId,
    courseId: studentTests.courseId,
    learningObjectId: studentTests.learningObjectId,
    moduleId: learningObjects.moduleId,
    kind: learningObjects.kind,
    // The card's title, as the student chose it ('Mock Test 2'), not its test's.
    title: sql<string>`coalesce(${learningObjects.title}, ${tests.title})`,
    template: tests.template,
    examFamily: tests.examFamily,
    endedAt: studentTests.endedAt,
    score: studentTests.score,
    report: studentTests.report,
    itemOrder: studentTests.itemOrder,
    evaluatedBands: studentTests.evaluatedBands,
  };
}

/** The only file of the report area that touches the database; every query is per company. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  private static ended(rows: Record<string, unknown>[]): EndedAttempt[] {
    return rows.filter((r) => r.endedAt && r.report) as unknown as EndedAttempt[];
  }

  /** The student's own ended and scored attempt, or undefined (another student's id finds nothing). */
  async ownEnded(companyCode: string, studentId: string, id: string): Promise<EndedAttempt | undefined> {
    const rows = await this.db
      .select(endedAttemptColumns())
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .where(
        and(
          ...ofStudent(studentTests, companyCode, studentId),
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
      .select(endedAttemptColumns())
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .innerJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(
        and(
          ...ofStudent(studentTests, companyCode, studentId),
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
      .selectDistinctOn([studentTests.testId], endedAttemptColumns())
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
      .select({ item: testItems, referenceType: testSections.referenceType, testId: testSections.testId })
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
    const spans = await this.questionSpans(companyCode, attempts, items);
    const byItem = new Map(items.map((i) => [i.item.id, i]));
    const track = new Map(saved.map((t) => [`${t.studentTestId} ${t.itemId}`, t]));
    return attempts.flatMap((a) =>
      Object.values(a.itemOrder)
        .flat()
        .flatMap((itemId) => {
          const row = byItem.get(itemId);
          if (!row) return [];
          const t = track.get(`${a.id} ${itemId}`);
          return [
            {
              studentTestId: a.id,
              itemId,
              topicName: row.item.topicName,
              referenceType: row.referenceType,
              isCorrect: t?.isCorrect ?? null,
              points: t?.points ?? null,
              questions: spans.get(itemId) ?? 1,
            },
          ];
        }),
    );
  }

  /**
   * The items that count as several questions (IELTS Listening and Reading: their marks), as the
   * attempt's report counted them; every other item is one.
   */
  private async questionSpans(
    companyCode: string,
    attempts: EndedAttempt[],
    items: { item: typeof testItems.$inferSelect; referenceType: string; testId: string }[],
  ) {
    const examOf = new Map(attempts.map((a) => [a.testId, examProfileOf(a.template, a.examFamily)]));
    const counted = items.filter(({ testId, referenceType }) =>
      numberedByMarks(examOf.get(testId) ?? 'default', referenceType),
    );
    const spans = new Map<string, number>();
    if (counted.length === 0) return spans;
    const options = await this.db
      .select()
      .from(testItemOptions)
      .where(
        and(
          eq(testItemOptions.companyCode, companyCode),
          inArray(
            testItemOptions.itemId,
            counted.map((c) => c.item.id),
          ),
        ),
      );
    const optionsOf = new Map<string, (typeof options)[number][]>();
    for (const o of options) {
      const list = optionsOf.get(o.itemId);
      if (list) list.push(o);
      else optionsOf.set(o.itemId, [o]);
    }
    for (const { item, referenceType, testId } of counted) {
      const exam = examOf.get(testId) ?? 'default';
      const own = optionsOf.get(item.id) ?? [];
      spans.set(item.id, numberSpan(exam, referenceType, itemMarks(toScorableItem(item, own, exam))));
    }
    return spans;
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
      .where(and(...ofStudent(studentTests, companyCode, studentId), eq(studentTests.id, id)));
    return rows[0];
  }

  /** The corrections of an attempt's released evaluation, oldest first: when and why. */
  async corrections(companyCode: string, studentTestId: string) {
    const rows = await evaluationCorrections(this.db, companyCode, studentTestId);
    return rows.map(({ at, reason }) => ({ at, reason }));
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
