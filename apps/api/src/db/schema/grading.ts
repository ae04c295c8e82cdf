import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, updatedAt } from './columns';
import { staff } from './people';
import { companyCode } from './tenancy';

/**
 * A company's own wording of a band descriptor (issue 40): what one band of one criterion of a rubric
 * means, shown to its teachers while they choose it. Only the bands a provider rewrote are rows; the
 * others read Portico's defaults (contract band-descriptors-data.ts). Removing a row restores the default.
 */
export const bandDescriptors = pgTable(
  'band_descriptors',
  {
    companyCode: companyCode(),
    rubricId: text('rubric_id').notNull(),
    criterionKey: text('criterion_key').notNull(),
    /** The band as the rubric writes it: '7', '0.5'. */
    band: text('band').notNull(),
    text: text('text').notNull(),
    updatedBy: looseRef('updated_by', () => staff.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.rubricId, t.criterionKey, t.band] })],
);

/**
 * A teacher's comment bank (issue 40): comments they write again and again, kept per criterion (by
 * its name, so 'Lexical Resource' serves Writing and Speaking alike) or for any answer.
 */
export const commentBank = pgTable(
  'comment_bank',
  {
    id: id(),
    companyCode: companyCode(),
    staffId: ownerRef('staff_id', () => staff.id),
    /** The criterion's name; null: a comment on the answer as a whole. */
    criterion: text('criterion'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comment_bank_staff_idx').on(t.staffId, t.criterion)],
);
