import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { studentTests } from './assessment';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
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

/**
 * A second marking of an evaluation (issue 40, decision 057): picked by the company's sample or asked
 * for, given blind by another teacher, and settled by an administrator before the release. The first
 * marking is kept as its teacher sent it; the second has its own versioned draft.
 */
export const secondMarkings = pgTable(
  'second_markings',
  {
    studentTestId: uuid('student_test_id')
      .primaryKey()
      .references(() => studentTests.id, { onDelete: 'cascade' }),
    companyCode: companyCode(),
    /** 'sample': the company's share; 'requested': asked for by its teacher or an administrator. */
    reason: text('reason').$type<'sample' | 'requested'>().notNull(),
    note: text('note').notNull().default(''),
    requestedBy: looseRef('requested_by', () => staff.id),
    requestedAt: timestampTz('requested_at').notNull(),
    /** The first marking as it was sent (null while the first teacher is still grading). */
    firstBy: looseRef('first_by', () => staff.id),
    firstDraft: jsonb('first_draft').$type<Record<string, unknown>>(),
    firstAt: timestampTz('first_at'),
    /** The second marker's draft, versioned as the evaluation's own (a save names its base). */
    markerId: looseRef('marker_id', () => staff.id),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    version: integer('version').notNull().default(0),
    savedAt: timestampTz('saved_at'),
    submittedAt: timestampTz('submitted_at'),
    settledAt: timestampTz('settled_at'),
    settledBy: looseRef('settled_by', () => staff.id),
    settledWith: text('settled_with').$type<'first' | 'second' | 'own'>(),
    updatedAt: updatedAt(),
  },
  (t) => [index('second_markings_company_idx').on(t.companyCode, t.settledAt)],
);
