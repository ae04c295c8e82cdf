import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningModules,
  learningObjects,
  studentTests,
  testItemOptions,
  testItems,
  testSections,
  tracks,
} from '../../db/schema';

/** An item of the course's content a card is made from: its text, answer key and recording. */
export type SourceItem = {
  id: string;
  html: string;
  explanation: string;
  media: { audio?: string } | null;
  keys: { blanks?: { correctOptionIds: string[] }[] } | null;
  options: { id: string; text: string; isCorrect: boolean }[];
};

/** The course content and the student's answers review cards are made from (decision 061). */
export class CardSourcesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The vocabulary sets of a course: tests of its learning objects whose every section is a
   * Vocabulary section (a level check with a vocabulary part is not one).
   */
  async vocabularySets(companyCode: string, courseId: string) {
    return this.db
      .select({
        testId: sql<string>`${learningObjects.testId}`,
        title: sql<string>`min(${learningObjects.title})`,
      })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .innerJoin(testSections, eq(testSections.testId, learningObjects.testId))
      .where(
        and(
          eq(learningModules.companyCode, companyCode),
          eq(learningModules.courseId, courseId),
          isNull(learningObjects.retiredAt),
          isNull(learningModules.retiredAt),
          isNull(testSections.retiredAt),
          isNotNull(learningObjects.testId),
        ),
      )
      .groupBy(learningObjects.testId)
      .having(sql`bool_and(lower(${testSections.referenceType}) = 'vocabulary')`)
      .orderBy(sql`min(${learningObjects.orderNo})`, learningObjects.testId);
  }

  /** Items with their options, in the test's order (retired ones left out). */
  async itemsOfTest(companyCode: string, testId: string): Promise<SourceItem[]> {
    const rows = await this.db
      .select({ id: testItems.id, html: testItems.html, explanation: testItems.explanation })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          eq(testSections.testId, testId),
          eq(testItems.companyCode, companyCode),
          isNull(testItems.retiredAt),
        ),
      )
      .orderBy(asc(testSections.orderNo), asc(testItems.orderNo));
    return this.withOptions(
      companyCode,
      rows.map((r) => r.id),
    );
  }

  /** The items with their options and keys (the order of `ids` kept). */
  async withOptions(companyCode: string, ids: string[]): Promise<SourceItem[]> {
    if (ids.length === 0) return [];
    const items = await this.db
      .select({
        id: testItems.id,
        html: testItems.html,
        explanation: testItems.explanation,
        media: testItems.media,
        keys: testItems.keys,
      })
      .from(testItems)
      .where(and(eq(testItems.companyCode, companyCode), inArray(testItems.id, ids)));
    const options = await this.db
      .select({
        itemId: testItemOptions.itemId,
        id: testItemOptions.id,
        text: testItemOptions.text,
        isCorrect: testItemOptions.isCorrect,
      })
      .from(testItemOptions)
      .where(and(eq(testItemOptions.companyCode, companyCode), inArray(testItemOptions.itemId, ids)))
      .orderBy(asc(testItemOptions.orderNo));
    const byId = new Map(items.map((i) => [i.id, i]));
    return ids.flatMap((id) => {
      const item = byId.get(id);
      if (!item) return [];
      return [{ ...item, options: options.filter((o) => o.itemId === id) }];
    });
  }

  /** The items a student answered wrong in the course's ended attempts, most recent attempt first. */
  async wrongItems(companyCode: string, studentId: string, courseId: string): Promise<string[]> {
    const rows = await this.db
      .select({ itemId: tracks.itemId, endedAt: sql<Date>`max(${studentTests.endedAt})` })
      .from(tracks)
      .innerJoin(studentTests, eq(studentTests.id, tracks.studentTestId))
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.courseId, courseId),
          isNotNull(studentTests.endedAt),
          eq(tracks.isCorrect, false),
        ),
      )
      .groupBy(tracks.itemId)
      .orderBy(sql`max(${studentTests.endedAt}) desc`)
      .limit(500);
    return rows.map((r) => r.itemId);
  }
}
