import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerRef } from './columns';
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
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    learningObjectId: ownerRef('learning_object_id', () => learningObjects.id),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: text('status').$type<CodingRunStatus>().notNull(),
    passedCases: integer('passed_cases').notNull(),
    totalCases: integer('total_cases').notNull(),
    /** Which runner ran it (sandbox, judge0). */
    runner: text('runner').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coding_runs_student_object_idx').on(t.studentId, t.learningObjectId, t.createdAt)],
);
