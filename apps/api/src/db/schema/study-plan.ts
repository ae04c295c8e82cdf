import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerRef, timestampTz, updatedAt } from './columns';
import { courses } from './courses';
import { students } from './people';
import { companyCode } from './tenancy';

/**
 * A student's study plan on one course (issue 42, decision 060): the exam date and hours a week they
 * set, the day it was last laid out for, and the newest ended test its weights have seen. `version`
 * counts every change of the plan (settings, a re-plan, a tick): a write holds this row's lock.
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    courseId: ownerRef('course_id', () => courses.id),
    /** YYYY-MM-DD. */
    examDate: text('exam_date').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    /** The student's day (YYYY-MM-DD, in their zone) the future was last laid out on. */
    plannedOn: text('planned_on').notNull(),
    /** The end of the newest ended test the weights were taken after (null: none yet). */
    testsSeenAt: timestamp('tests_seen_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.studentId, t.courseId] })],
);

/**
 * One task of one day of the plan. Days before the student's today are history: a re-plan leaves
 * them, and an unfinished task there is marked `moved_to` while its copy ahead says `moved_from`.
 */
export const studyPlanTasks = pgTable(
  'study_plan_tasks',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    courseId: ownerRef('course_id', () => courses.id),
    /** YYYY-MM-DD. */
    day: text('day').notNull(),
    position: integer('position').notNull(),
    /** lesson, test or review. */
    kind: text('kind').notNull(),
    /** The learning object a lesson or test task opens (null: the review). */
    objectId: uuid('object_id'),
    title: text('title').notNull(),
    url: text('url').notNull(),
    skill: text('skill').notNull(),
    minutes: integer('minutes').notNull(),
    movedFrom: text('moved_from'),
    movedTo: text('moved_to'),
    doneAt: timestampTz('done_at'),
    /** student (by hand), lesson, test or review (Portico, from the completion it saw). */
    doneBy: text('done_by'),
    createdAt: createdAt(),
  },
  (t) => [index('study_plan_tasks_owner_day_idx').on(t.companyCode, t.studentId, t.courseId, t.day)],
);
