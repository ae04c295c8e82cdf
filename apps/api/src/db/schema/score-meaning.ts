import type { MeaningTable, ScoreExam, ScoreTargets } from '@portico/contract/score-meaning';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff, students } from './people';
import { companyCode } from './tenancy';

/**
 * A company's own score-meaning table for one exam (decision 043), replacing Portico's default
 * (`modules/score-meaning/tables/<exam>.json`) for its students. No row: the default holds.
 */
export const scoreMeaningTables = pgTable(
  'score_meaning_tables',
  {
    companyCode: companyCode(),
    exam: text('exam').$type<ScoreExam>().notNull(),
    table: jsonb('table').$type<MeaningTable>().notNull(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.exam] })],
);

/** A student's targets per exam (decision 043): one row per student, read and written by them alone. */
export const studentScoreTargets = pgTable(
  'student_score_targets',
  {
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    targets: jsonb('targets').$type<ScoreTargets>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.studentId] })],
);
