import type { CatSection, SectionRouting } from '@portico/contract/adaptive';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ConversionTables,
  catExposures,
  itemCalibrations,
  studentTests,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { AuthoredTestsRepository } from './authored-tests.repository';

/**
 * The only file of the console's adaptive tests (issue 43) that touches the database: the company's
 * tests with routed or item-by-item sections, their items, what students' attempts have shown (routes
 * taken, calibrations, exposure), and a section's settings written. Every query names the company.
 */
export class AdaptiveTestsRepository extends AuthoredTestsRepository<AdaptiveTestsRepository> {
  protected on(db: Db) {
    return new AdaptiveTestsRepository(db);
  }

  /** The company's tests with a routed or adaptive section, with how many of each. */
  list(companyCode: string) {
    return this.db
      .select({
        id: tests.id,
        key: tests.key,
        title: tests.title,
        examFamily: tests.examFamily,
        routed: sql<number>`count(${testSections.routing})::int`,
        adaptive: sql<number>`count(${testSections.adaptive})::int`,
      })
      .from(testSections)
      .innerJoin(tests, eq(tests.id, testSections.testId))
      .where(
        and(
          eq(testSections.companyCode, companyCode),
          isNull(testSections.retiredAt),
          or(isNotNull(testSections.routing), isNotNull(testSections.adaptive)),
        ),
      )
      .groupBy(tests.id)
      .orderBy(asc(tests.title));
  }

  /** The test's current sections in order. */
  sections(companyCode: string, testId: string) {
    return this.db
      .select({
        id: testSections.id,
        title: testSections.title,
        referenceType: testSections.referenceType,
        routing: testSections.routing,
        adaptive: testSections.adaptive,
      })
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

  /** The current items of the given sections, in order. */
  items(companyCode: string, sectionIds: string[]) {
    if (!sectionIds.length) return Promise.resolve([]);
    return this.db
      .select({
        id: testItems.id,
        key: testItems.key,
        type: testItems.itemType,
        sectionId: testItems.sectionId,
        route: testItems.route,
        topic: testItems.topicName,
        irt: testItems.irt,
      })
      .from(testItems)
      .where(
        and(
          eq(testItems.companyCode, companyCode),
          inArray(testItems.sectionId, sectionIds),
          isNull(testItems.retiredAt),
        ),
      )
      .orderBy(asc(testItems.orderNo));
  }

  /** How many of the test's attempts the server routed each way in the section. */
  async routesTaken(companyCode: string, testId: string, sectionId: string) {
    const routeOf = sql`${studentTests.routes} -> ${sectionId}::text ->> 'route'`;
    const [row] = await this.db
      .select({
        easier: sql<number>`count(*) filter (where ${routeOf} = 'easier')::int`,
        harder: sql<number>`count(*) filter (where ${routeOf} = 'harder')::int`,
      })
      .from(studentTests)
      .where(and(eq(studentTests.companyCode, companyCode), eq(studentTests.testId, testId)));
    return row ?? { easier: 0, harder: 0 };
  }

  /** The test's latest calibration of each item (decision 062). */
  calibrations(companyCode: string, testId: string) {
    return this.db
      .select()
      .from(itemCalibrations)
      .where(and(eq(itemCalibrations.companyCode, companyCode), eq(itemCalibrations.testId, testId)));
  }

  /** Each pool's exposure counts (decision 064). */
  exposures(companyCode: string, sectionIds: string[]) {
    if (!sectionIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(catExposures)
      .where(and(eq(catExposures.companyCode, companyCode), inArray(catExposures.sectionId, sectionIds)));
  }

  async setTables(companyCode: string, testId: string, conversionTables: ConversionTables): Promise<void> {
    await this.db
      .update(tests)
      .set({ conversionTables })
      .where(this.owned(tests, companyCode, testId));
  }

  async setRouting(companyCode: string, sectionId: string, routing: SectionRouting): Promise<void> {
    await this.db
      .update(testSections)
      .set({ routing })
      .where(this.owned(testSections, companyCode, sectionId));
  }

  async setAdaptive(companyCode: string, sectionId: string, adaptive: CatSection): Promise<void> {
    await this.db
      .update(testSections)
      .set({ adaptive })
      .where(this.owned(testSections, companyCode, sectionId));
  }
}
