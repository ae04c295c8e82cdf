import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { learningObjects } from './content';
import { students } from './people';
import { companyCode } from './tenancy';

export const codingRunStatuses = ['passed', 'failed', 'compile-error'] as const;
export type CodingRunStatus = (typeof codingRunStatuses)[number];

/**
 * One run of a student's program against a coding exercise's test cases (spec 2 §4 Coding): the
 * code as sent, so the editor opens on the student's last code in each language, and the verdict.
 */
export const codingRuns = pgTable(
  'coding_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    learningObjectId: uuid('learning_object_id')
      .notNull()
      .references(() => learningObjects.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: text('status').$type<CodingRunStatus>().notNull(),
    passedCases: integer('passed_cases').notNull(),
    totalCases: integer('total_cases').notNull(),
    /** Which runner ran it (sandbox, judge0). */
    runner: text('runner').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coding_runs_student_object_idx').on(t.studentId, t.learningObjectId, t.createdAt)],
);
