import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testItemOptions, testItems, testSections } from '../../db/schema';
import { AuthoredTestsRepository } from './authored-tests.repository';

/**
 * The only file of the console's question editor (issue 45) that touches the database: a question of
 * a test with its section and current options (locked for a save), and the save of its texts and
 * options with its revision moved on. Every query names the company.
 */
export class QuestionEditRepository extends AuthoredTestsRepository<QuestionEditRepository> {
  protected on(db: Db) {
    return new QuestionEditRepository(db);
  }

  /** The question if it is one of the test's (current sections), with its section; locked when asked. */
  async question(companyCode: string, testId: string, itemId: string, lock = false) {
    const query = this.db
      .select({ item: testItems, section: testSections.title })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          eq(testItems.companyCode, companyCode),
          eq(testItems.id, itemId),
          eq(testSections.testId, testId),
          isNull(testSections.retiredAt),
        ),
      );
    const [row] = lock ? await query.for('update', { of: testItems }) : await query;
    return row;
  }

  /** The question's place in its test: how many questions of the test's current sections come before. */
  async number(companyCode: string, testId: string, itemId: string): Promise<number> {
    const rows = await this.db
      .select({ id: testItems.id })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          eq(testItems.companyCode, companyCode),
          eq(testSections.testId, testId),
          isNull(testSections.retiredAt),
        ),
      )
      .orderBy(asc(testItems.orderNo));
    return rows.findIndex((r) => r.id === itemId) + 1;
  }

  /** The question's current options in order. */
  options(companyCode: string, itemId: string) {
    return this.db
      .select({ id: testItemOptions.id, text: testItemOptions.text, correct: testItemOptions.isCorrect })
      .from(testItemOptions)
      .where(
        and(
          eq(testItemOptions.companyCode, companyCode),
          eq(testItemOptions.itemId, itemId),
          isNull(testItemOptions.retiredAt),
        ),
      )
      .orderBy(asc(testItemOptions.orderNo));
  }

  /** Saves the question's texts and its options' texts and keys; its revision moves on by one. */
  async save(
    companyCode: string,
    itemId: string,
    edit: { html: string; explanation: string; options: { id: string; text: string; correct: boolean }[] },
  ): Promise<void> {
    await this.db
      .update(testItems)
      .set({ html: edit.html, explanation: edit.explanation, revision: sql`${testItems.revision} + 1` })
      .where(and(eq(testItems.companyCode, companyCode), eq(testItems.id, itemId)));
    for (const option of edit.options) {
      await this.db
        .update(testItemOptions)
        .set({ text: option.text, isCorrect: option.correct })
        .where(
          and(
            eq(testItemOptions.companyCode, companyCode),
            eq(testItemOptions.itemId, itemId),
            eq(testItemOptions.id, option.id),
          ),
        );
    }
  }
}
