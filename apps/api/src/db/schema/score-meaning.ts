import type { MeaningTable, ScoreExam, ScoreTargets } from '@portico/contract/score-meaning';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { looseRef, ownerRef, updatedAt } from './columns';
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
    updatedBy: looseRef('updated_by', () => staff.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.exam] })],
);

/** A student's targets per exam (decision 043): one row per student, read and written by them alone. */
export const studentScoreTargets = pgTable(
  'student_score_targets',
  {
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    targets: jsonb('targets').$type<ScoreTargets>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.studentId] })],
);
