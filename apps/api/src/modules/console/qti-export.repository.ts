import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testItemOptions, testItems, testSections, tests } from '../../db/schema';
import { AuditedRepository } from './audited.repository';

/**
 * The only file of the console's QTI export (issue 44) that touches the database: the company's
 * tests, and their current sections, items and options to export. Every query names the company.
 */
export class QtiExportRepository extends AuditedRepository<QtiExportRepository> {
  protected on(db: Db) {
    return new QtiExportRepository(db);
  }

  /** The company's tests in title order, with each current section's item count. */
  async list(companyCode: string) {
    const rows = await this.db
      .select({
        key: tests.key,
        title: tests.title,
        examFamily: tests.examFamily,
        sectionTitle: testSections.title,
        items: sql<number>`count(${testItems.id})::int`,
      })
      .from(tests)
      .innerJoin(testSections, and(eq(testSections.testId, tests.id), isNull(testSections.retiredAt)))
      .leftJoin(testItems, and(eq(testItems.sectionId, testSections.id), isNull(testItems.retiredAt)))
      .where(eq(tests.companyCode, companyCode))
      .groupBy(tests.id, testSections.id)
      .orderBy(asc(tests.title), asc(tests.key), asc(testSections.orderNo));
    return rows;
  }

  /** The company's tests by key (all of them when `key` is undefined). */
  tests(companyCode: string, key: string | undefined) {
    return this.db
      .select()
      .from(tests)
      .where(and(eq(tests.companyCode, companyCode), key === undefined ? undefined : eq(tests.key, key)))
      .orderBy(asc(tests.title), asc(tests.key));
  }

  /** The current sections of the tests, in each test's order. */
  sections(companyCode: string, testIds: string[]) {
    if (!testIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(testSections)
      .where(
        and(
          eq(testSections.companyCode, companyCode),
          inArray(testSections.testId, testIds),
          isNull(testSections.retiredAt),
        ),
      )
      .orderBy(asc(testSections.orderNo));
  }

  /** The current items of the sections, in each section's order, and their current options. */
  async items(companyCode: string, sectionIds: string[]) {
    if (!sectionIds.length) return { items: [], options: [] };
    const items = await this.db
      .select()
      .from(testItems)
      .where(
        and(
          eq(testItems.companyCode, companyCode),
          inArray(testItems.sectionId, sectionIds),
          isNull(testItems.retiredAt),
        ),
      )
      .orderBy(asc(testItems.orderNo));
    const options = await this.db
      .select({ option: testItemOptions })
      .from(testItemOptions)
      .innerJoin(testItems, eq(testItems.id, testItemOptions.itemId))
      .where(
        and(
          eq(testItemOptions.companyCode, companyCode),
          inArray(testItems.sectionId, sectionIds),
          isNull(testItems.retiredAt),
          isNull(testItemOptions.retiredAt),
        ),
      );
    return { items, options: options.map((o) => o.option) };
  }
}
