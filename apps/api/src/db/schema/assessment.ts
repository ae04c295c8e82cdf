import type { AdaptiveRoute, AttemptCats, AttemptRoutes } from '@portico/contract/adaptive';
import type { AnswerNote } from '@portico/contract/answer-notes';
import type { ExamScores } from '@portico/contract/exam-scores';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
import { learningObjects, testItems, tests } from './content';
import { courses } from './courses';
import { staff, students } from './people';
import { companyCode } from './tenancy';

/** The counts and score a report gives for the whole test and for each of its sections. */
interface ReportTally {
  totalQuestions: number;
  questionsAttempted: number;
  correctAnswer: number;
  inCorrectAnswer: number;
  skippedAnswer: number;
  accuracy: string;
  score: number;
  band: number | null;
}

/** One section's part of a report. */
export interface StoredSectionReport extends ReportTally {
  id: string;
  title: string;
  referenceType: string;
  timeTaken: number;
  scaledScore: number | null;
  /** GRE: no question of the measure answered (ETS reports NS). */
  noScore?: boolean;
  /** A routed section (decision 063): the route the student took (null: none could be chosen). */
  route?: AdaptiveRoute | null;
  /** A routed measure: the scaled score's likely (80 %) range on its route's table. */
  scaledRange?: { low: number; high: number };
}

/** The report kept with an ended attempt (contract TestReport). */
export interface StoredTestReport extends ReportTally {
  sections: StoredSectionReport[];
  lateAnswers: number;
  /** The 'Test Your English' level check only (examFamily 'english-level'). */
  englishLevel?: { score: number; level: 'Advance' | 'Intermediate' | 'Elementary'; months: number } | null;
  /** PTE and Duolingo: the overall and subscores every report reads (decision 040). */
  examScores?: ExamScores | null;
  /**
   * The scoring rules it was made with (score-attempt.ts SCORING_VERSION); missing: before
   * versions. An older report is scored again (rescore-stale.ts).
   */
  version?: number;
}

/** A sectional test's clock per section (timerMode 'sectional'): each runs on its own, in order. */
export interface SectionClock {
  sectionId: string;
  minutes: number;
  startedAt: string | null;
  deadlineAt: string | null;
  /** When the student moved on to the next section (or its time ran out). */
  closedAt: string | null;
  /**
   * The timed block the section shares its clock with (decision 037), as the test names it
   * ('Listening'): neighbouring sections with the same block share one clock, and `minutes` is the
   * block's. Absent: the section is a block of its own.
   */
  block?: string;
}

/** One section recording's plays in an attempt: how many, and when the last began. */
export interface AudioPlays {
  count: number;
  lastStartedAt: string;
}

export type StudentTestStatus = 'InProgress' | 'Completed';
export type EndedBy = 'student' | 'timer' | 'server';

/**
 * One student's attempt at a test (DATA-MODEL.md student_test). The server owns the clock: the
 * deadline is fixed when the questions are handed out (assessment/start, decision 007), and tracks
 * are on time until the deadline (or the student's submit) plus the grace period.
 */
export const studentTests = pgTable(
  'student_tests',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    testId: ownerRef('test_id', () => tests.id),
    courseId: looseRef('course_id', () => courses.id),
    learningObjectId: looseRef('learning_object_id', () => learningObjects.id),
    status: text('status').$type<StudentTestStatus>().notNull().default('InProgress'),
    /** The item ids of each section in the order of this attempt (randomizeNo applied at launch). */
    itemOrder: jsonb('item_order').$type<Record<string, string[]>>().notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    timerMode: text('timer_mode').$type<'total' | 'sectional'>().notNull().default('total'),
    /**
     * An in-lesson quiz (spec 2 §4 Quiz): untimed, each answer given once, and Completed (ended and
     * scored) when its last question is answered.
     */
    isQuiz: boolean('is_quiz').notNull().default(false),
    /** Sectional tests: one clock per section, started by the section's first track. */
    sectionClock: jsonb('section_clock').$type<SectionClock[]>().notNull().default([]),
    /**
     * Each routed section's two pools of items and, once it has started, the route the server chose
     * (decision 063); its items enter itemOrder only then.
     */
    routes: jsonb('routes').$type<AttemptRoutes>().notNull().default({}),
    /**
     * Each item-by-item adaptive section's pool parameters and state (decision 064); its items enter
     * itemOrder one by one, as the server chooses them.
     */
    cat: jsonb('cat').$type<AttemptCats>().notNull().default({}),
    /**
     * Each section recording's plays (EXAM-PROFILES.md: Listening plays once): counted by the server
     * when the runner starts it, so a reload or a second tab cannot play it again.
     */
    audioPlays: jsonb('audio_plays').$type<Record<string, AudioPlays>>().notNull().default({}),
    /** The student's extra time (an access arrangement: 25, 50 or 100 %), applied to every clock. */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    /**
     * Set by Start Test (assessment/start), which hands the questions out: reading the instructions
     * is free, reading the questions is not (decision 007). A first track sets it when nothing did.
     */
    startedAt: timestampTz('started_at'),
    deadlineAt: timestampTz('deadline_at'),
    endedAt: timestampTz('ended_at'),
    endedBy: text('ended_by').$type<EndedBy>(),
    score: doublePrecision('score'),
    report: jsonb('report').$type<StoredTestReport>(),
    /** null: not requested; 0: pending; 1: completed (spec 2 §3). */
    evaluationStatus: integer('evaluation_status'),
    evaluationRequestedAt: timestampTz('evaluation_requested_at'),
    /** Faculty bands of evaluated sections (IELTS Writing, Speaking), by referenceType. */
    evaluatedBands: jsonb('evaluated_bands').$type<Record<string, number>>().notNull().default({}),
    comments: text('comments'),
    overallAudioFeedback: text('overall_audio_feedback'),
    remarks: text('remarks'),
    /** spec 2 §4 rurl: where the student launched from. */
    returnUrl: text('return_url'),
    /**
     * The runner (one page load in one tab) that holds the attempt: the latest launch takes it over,
     * and sync-track refuses the answers of any other, so two tabs cannot silently undo each other.
     */
    runnerId: uuid('runner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('student_tests_student_idx').on(t.companyCode, t.studentId, t.testId),
    index('student_tests_object_idx').on(t.learningObjectId),
    index('student_tests_course_idx').on(t.companyCode, t.courseId, t.status),
    // One attempt in progress per student and test object: a double click launches once.
    uniqueIndex('student_tests_one_active_uq')
      .on(t.studentId, t.testId, t.learningObjectId)
      .where(sql`status = 'InProgress'`),
  ],
);

const responseColumns = {
  companyCode: companyCode(),
  studentId: uuid('student_id').notNull(),
  sectionId: uuid('section_id').notNull(),
  trackNumber: integer('track_number').notNull(),
  selectedOptionId: text('selected_option_id'),
  enteredText: text('entered_text'),
  inputResponses: jsonb('input_responses').$type<{ value: string | null }[]>().notNull().default([]),
  timeRemaining: integer('time_remaining'),
  timeTaken: integer('time_taken').notNull().default(0),
  marked: boolean('marked').notNull().default(false),
  /** The browser's timeStamp, as sent (not trusted for timing). */
  clientTimeStamp: text('client_time_stamp'),
  receivedAt: timestampTz('received_at').notNull(),
};

/**
 * The counted answer of one item in one attempt (DATA-MODEL.md track): an upsert keyed by
 * (attempt, item) where a lower trackNumber never overwrites a higher one. Points and correctness
 * are the server's, computed when the attempt ends.
 */
export const tracks = pgTable(
  'tracks',
  {
    studentTestId: ownerRef('student_test_id', () => studentTests.id),
    itemId: ownerRef('item_id', () => testItems.id),
    ...responseColumns,
    /**
     * When the item's first record came: its own clock (CELPIP, Duolingo, PTE's writing tasks) runs
     * from here, so an answer after its time is late (decision 041). Set once, never updated.
     */
    openedAt: timestampTz('opened_at'),
    isCorrect: boolean('is_correct'),
    points: doublePrecision('points'),
    negativePoints: doublePrecision('negative_points'),
    answered: boolean('answered'),
    parts: jsonb('parts').$type<{ isCorrect: boolean | null; points: number }[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.studentTestId, t.itemId] }),
    index('tracks_company_idx').on(t.companyCode),
  ],
);

/** Tracks that arrived after the deadline and its grace period: kept, never scored. */
export const lateTracks = pgTable(
  'late_tracks',
  {
    studentTestId: ownerRef('student_test_id', () => studentTests.id),
    itemId: ownerRef('item_id', () => testItems.id),
    ...responseColumns,
  },
  (t) => [primaryKey({ columns: [t.studentTestId, t.itemId, t.trackNumber] })],
);

/** A faculty evaluation of one answer (DATA-MODEL.md evaluation). */
export const itemEvaluations = pgTable(
  'item_evaluations',
  {
    studentTestId: ownerRef('student_test_id', () => studentTests.id),
    itemId: ownerRef('item_id', () => testItems.id),
    companyCode: companyCode(),
    staffId: looseRef('staff_id', () => staff.id),
    score: doublePrecision('score').notNull(),
    comments: text('comments'),
    audioFeedback: text('audio_feedback'),
    /** The band or score per criterion of the exam (CONSOLE.md Evaluations), by criterion key. */
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull().default({}),
    /** The teacher's comments anchored to spans of the written answer (issue 40), shown in place. */
    notes: jsonb('notes').$type<AnswerNote[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentTestId, t.itemId] })],
);

/**
 * The console's work on one attempt sent for evaluation (CONSOLE.md Evaluations): its owner, the
 * faculty's saved draft (never shown to the student), and when and by whom it was released. Only
 * Release writes what the student reads (item_evaluations, student_tests bands and comments).
 */
export const evaluationWork = pgTable(
  'evaluation_work',
  {
    studentTestId: uuid('student_test_id')
      .primaryKey()
      .references(() => studentTests.id, { onDelete: 'cascade' }),
    companyCode: companyCode(),
    assigneeStaffId: looseRef('assignee_staff_id', () => staff.id),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /**
     * Bumped by each saved draft (and by Release): a save names the version it was based on and is
     * refused when another save came first, so two graders never overwrite each other silently.
     */
    draftVersion: integer('draft_version').notNull().default(0),
    draftSavedAt: timestampTz('draft_saved_at'),
    draftSavedBy: looseRef('draft_saved_by', () => staff.id),
    releasedAt: timestampTz('released_at'),
    releasedBy: looseRef('released_by', () => staff.id),
    /**
     * Review before release (issue 40): a teacher's finished evaluation is marked for review, then an
     * administrator reviews it; a draft saved since empties both (what was reviewed changed).
     */
    markedAt: timestampTz('marked_at'),
    markedBy: looseRef('marked_by', () => staff.id),
    reviewedAt: timestampTz('reviewed_at'),
    reviewedBy: looseRef('reviewed_by', () => staff.id),
    updatedAt: updatedAt(),
  },
  (t) => [index('evaluation_work_company_idx').on(t.companyCode, t.releasedAt)],
);

/**
 * Every saved version of an evaluation's draft (the newest ones, evaluation-queue.service.ts), so a
 * draft replaced by a later save can still be read and recovered.
 */
export const evaluationDrafts = pgTable(
  'evaluation_drafts',
  {
    studentTestId: ownerRef('student_test_id', () => studentTests.id),
    version: integer('version').notNull(),
    companyCode: companyCode(),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    savedBy: looseRef('saved_by', () => staff.id),
    savedAt: timestampTz('saved_at').notNull(),
    /** A released evaluation corrected (issue 40): why, as the student is told; null for drafts and releases. */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.studentTestId, t.version] })],
);
