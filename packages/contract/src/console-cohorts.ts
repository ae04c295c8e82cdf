import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';

/**
 * Cohort progress in the console (issue 45 part 2): per course and per live-class batch, who is
 * working and who has gone quiet, each student's predicted score against their target, the skills
 * and question types the cohort gets wrong most, and the live classes it attends; each student's line
 * opens their record. Faculty read the cohorts of their courses, admins every cohort of the company.
 * Figures are computed when the page is read and say as of when.
 */
export const CohortMessages = {
  notFound: 'No such course or batch.',
  studentNotFound: 'No such student in your courses.',
  quietDays: 'Choose a number of days from 1 to 365.',
} as const;

/** No activity in this many days: a student has gone quiet (the page lets the reader change it). */
export const QUIET_DAYS_DEFAULT = 14;
export const QUIET_DAYS_MAX = 365;

/**
 * The questions and skills the cohort's weakest lines are read from: its students' ended attempts in
 * the course over this many days (older work says less about where the cohort is now).
 */
export const COHORT_WORK_DAYS = 90;

/** At most this many weakest skills and question types are listed. */
export const COHORT_WEAKEST = 5;

export const cohortKinds = ['courses', 'batches'] as const;
export const CohortKindSchema = z.enum(cohortKinds, { error: CohortMessages.notFound });
export type CohortKind = z.infer<typeof CohortKindSchema>;

/** active: did something in the last N days; quiet: not since; never: nothing on record. */
export const ActivityStatusSchema = z.enum(['active', 'quiet', 'never']);
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;

export const ACTIVITY_WORDS: Record<ActivityStatus, string> = {
  active: 'Active',
  quiet: 'Quiet',
  never: 'Not started',
};

/** A cohort in the list: its students and how many of them are active or quiet. */
export const CohortSummarySchema = z.object({
  kind: CohortKindSchema,
  id: z.string(),
  name: z.string(),
  /** A batch's course; a course's own name. */
  courseName: z.string(),
  students: z.number().int(),
  active: z.number().int(),
  quiet: z.number().int(),
  never: z.number().int(),
});
export type CohortSummary = z.infer<typeof CohortSummarySchema>;

/** A student's predicted headline score against their target (the prediction's own words). */
export const CohortPredictionSchema = z.object({
  /** 'Overall', 'Total', or the skill predicted when the overall cannot be yet ('Reading'). */
  measure: z.string(),
  label: z.string(),
  target: z.number().nullable(),
  /** 'Target met' or '0.5 band below your target of 7'; null without a target. */
  gap: z.string().nullable(),
  targetMet: z.boolean().nullable(),
});
export type CohortPrediction = z.infer<typeof CohortPredictionSchema>;

export const CohortStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: ActivityStatusSchema,
  lastActiveAt: z.string().nullable(),
  /** Whole days since the last activity; null: none on record. */
  daysSinceActive: z.number().int().nullable(),
  /** Tests ended in the course. */
  testsEnded: z.number().int(),
  prediction: CohortPredictionSchema.nullable(),
  /** Live classes of the cohort's batches held while the student was in them, and those attended. */
  classesHeld: z.number().int(),
  classesAttended: z.number().int(),
});
export type CohortStudent = z.infer<typeof CohortStudentSchema>;

/** A skill or question type across the cohort's recent work: answers marked and the share right. */
export const CohortWeakSpotSchema = z.object({
  skill: z.string(),
  /** The question type; null on a skill's own line. */
  questionType: z.string().nullable(),
  answers: z.number().int(),
  students: z.number().int(),
  share: z.number().min(0).max(1),
});
export type CohortWeakSpot = z.infer<typeof CohortWeakSpotSchema>;

export const CohortViewSchema = z.object({
  kind: CohortKindSchema,
  id: z.string(),
  name: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  /** The exam the predictions are of ('IELTS'); null: the course has none. */
  examLabel: z.string().nullable(),
  quietDays: z.number().int(),
  counts: z.object({
    students: z.number().int(),
    active: z.number().int(),
    quiet: z.number().int(),
    never: z.number().int(),
  }),
  targets: z.object({
    met: z.number().int(),
    below: z.number().int(),
    /** A prediction but no target set. */
    noTarget: z.number().int(),
    noPrediction: z.number().int(),
  }),
  /** Classes held (of the batch; of every batch of the course) and the share of seats filled. */
  attendance: z.object({ classesHeld: z.number().int(), share: z.number().min(0).max(1).nullable() }),
  weakestSkills: z.array(CohortWeakSpotSchema),
  weakestQuestionTypes: z.array(CohortWeakSpotSchema),
  students: z.array(CohortStudentSchema),
  /** When the figures were computed (a slow report is read from a snapshot: decision 069). */
  asOf: z.string(),
  /** These figures are a snapshot older than its freshness; newer ones are being computed. */
  refreshing: z.boolean(),
});
export type CohortView = z.infer<typeof CohortViewSchema>;

/** One ended test of a student's record. */
export const RecordAttemptSchema = z.object({
  id: z.string(),
  title: z.string(),
  endedAt: z.string(),
  /** 'Band 6.5', 'Overall 64', '23 of 40 right'. */
  result: z.string(),
});

export const RecordMeasureSchema = z.object({
  measure: z.string(),
  label: z.string().nullable(),
  lowLabel: z.string().nullable(),
  highLabel: z.string().nullable(),
  target: z.number().nullable(),
  gap: z.string().nullable(),
  targetMet: z.boolean().nullable(),
  /** What is missing for a prediction, when there is none. */
  missing: z.string().nullable(),
});

export const RecordCourseSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  examLabel: z.string().nullable(),
  enrolledUntil: z.string().nullable(),
  measures: z.array(RecordMeasureSchema),
  attempts: z.array(RecordAttemptSchema),
});

export const RecordClassSchema = z.object({
  id: z.string(),
  batchName: z.string(),
  className: z.string(),
  at: z.string(),
  attended: z.boolean(),
});

/** A student's whole record as their teacher reads it: the courses in the reader's scope only. */
export const StudentRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  status: ActivityStatusSchema,
  lastActiveAt: z.string().nullable(),
  courses: z.array(RecordCourseSchema),
  /** The past live classes of their batches in scope, newest first. */
  classes: z.array(RecordClassSchema),
  asOf: z.string(),
});
export type StudentRecord = z.infer<typeof StudentRecordSchema>;

const cohortParams = z.object({
  kind: CohortKindSchema,
  id: z.uuid({ error: CohortMessages.notFound }),
});
const quietQuery = z.object({
  quietDays: z.coerce
    .number({ error: CohortMessages.quietDays })
    .int({ error: CohortMessages.quietDays })
    .min(1, { error: CohortMessages.quietDays })
    .max(QUIET_DAYS_MAX, { error: CohortMessages.quietDays })
    .default(QUIET_DAYS_DEFAULT),
});

export const consoleCohortsApi = {
  list: get('console/cohorts', {
    response: envelope(
      z.object({
        courses: z.array(CohortSummarySchema),
        batches: z.array(CohortSummarySchema),
        quietDays: z.number(),
      }),
    ),
  }),
  view: get('console/cohorts/:kind/:id', {
    params: cohortParams,
    query: quietQuery,
    response: envelope(CohortViewSchema),
  }),
  /** The cohort's students and figures as a CSV or XLSX file (issue 45 part 3). */
  export: get('console/cohorts/:kind/:id/export', {
    params: cohortParams,
    query: quietQuery.extend({ format: z.enum(['csv', 'xlsx'], { error: 'Choose CSV or XLSX.' }) }),
  }),
  student: get('console/cohort-students/:id', {
    params: z.object({ id: z.uuid({ error: CohortMessages.studentNotFound }) }),
    response: envelope(StudentRecordSchema),
  }),
};
