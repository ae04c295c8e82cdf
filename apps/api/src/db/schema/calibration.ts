import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerRef, timestampTz } from './columns';
import { testItems, testSections, tests } from './content';
import { companyCode } from './tenancy';

/**
 * An item's IRT parameters re-estimated from students' answers (issue 43 part 4, decision 062): the
 * background pass calibrates every test whose items carry authored `irt`, starting each time from
 * the authored values; `estimated` false keeps the authored ones (too few answers). `poolVersion`
 * counts the test's calibrations; `fingerprint` names the answers it was made from, so a pass with
 * nothing new does nothing.
 */
export const itemCalibrations = pgTable(
  'item_calibrations',
  {
    itemId: ownerRef('item_id', () => testItems.id).primaryKey(),
    companyCode: companyCode(),
    testId: ownerRef('test_id', () => tests.id),
    a: doublePrecision('a').notNull(),
    b: doublePrecision('b').notNull(),
    c: doublePrecision('c').notNull(),
    /** Students whose answer counted. */
    responses: integer('responses').notNull(),
    estimated: boolean('estimated').notNull(),
    /** Standard error of b; null when kept as authored. */
    seB: doublePrecision('se_b'),
    poolVersion: integer('pool_version').notNull(),
    fingerprint: text('fingerprint').notNull(),
    calibratedAt: timestampTz('calibrated_at').notNull(),
  },
  (t) => [index('item_calibrations_test_idx').on(t.companyCode, t.testId)],
);

/**
 * How often each item of an item-by-item adaptive section's pool has been served, over how many
 * attempts (decision 064): the exposure cap reads it when the next item is chosen. Counted as items
 * are served, in the serving transaction; one row per section (pool).
 */
export const catExposures = pgTable('cat_exposures', {
  sectionId: ownerRef('section_id', () => testSections.id).primaryKey(),
  companyCode: companyCode(),
  /** Attempts that were served the pool's first item. */
  tests: integer('tests').notNull().default(0),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
});
