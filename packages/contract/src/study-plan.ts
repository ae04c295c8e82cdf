import { z } from 'zod';
import { envelope } from './envelope';
import { get, post, put } from './route';
import { timeZoneQuery } from './time-zone';

/** The study plan (issue 42 part 2): the weeks until the exam, each day's lessons, tests and reviews. */
export const StudyPlanMessages = {
  badCourse: 'id must be a course id',
  badDate: 'Choose the exam date (YYYY-MM-DD)',
  pastDate: 'The exam date must be after today',
  farDate: 'The exam date must be within two years',
  hoursRange: (min: number, max: number) => `Hours per week must be a whole number from ${min} to ${max}`,
  badTarget: 'The target must be a number',
  notOffered: 'The study plan is not offered on this course.',
  notAssigned: 'This course is not assigned to you.',
  noPlan: 'Set your exam date and hours per week first.',
  noTask: 'That task is not in your study plan.',
  replanned: 'Your plan changed a moment ago: look at it again.',
} as const;

export const HOURS_PER_WEEK = { min: 2, max: 40 } as const;
/** The furthest exam date a plan is laid out for, in days from today. */
export const MAX_PLAN_DAYS = 730;

const day = z
  .string({ error: StudyPlanMessages.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, StudyPlanMessages.badDate);

export const StudyPlanQuerySchema = z.object({
  id: z.uuid({ error: StudyPlanMessages.badCourse }),
  tz: timeZoneQuery(),
});
export type StudyPlanQuery = z.infer<typeof StudyPlanQuerySchema>;

/** What the student sets: the exam date, the hours a week they have, and (optional) their target. */
export const StudyPlanSettingsSchema = z.object({
  examDate: day,
  hoursPerWeek: z
    .number({ error: StudyPlanMessages.hoursRange(HOURS_PER_WEEK.min, HOURS_PER_WEEK.max) })
    .int(StudyPlanMessages.hoursRange(HOURS_PER_WEEK.min, HOURS_PER_WEEK.max))
    .min(HOURS_PER_WEEK.min, StudyPlanMessages.hoursRange(HOURS_PER_WEEK.min, HOURS_PER_WEEK.max))
    .max(HOURS_PER_WEEK.max, StudyPlanMessages.hoursRange(HOURS_PER_WEEK.min, HOURS_PER_WEEK.max)),
  /** The exam's first measure (IELTS Overall, PTE Overall…), kept in the student's targets; null: none. */
  target: z.number({ error: StudyPlanMessages.badTarget }).nullable(),
});
export type StudyPlanSettings = z.infer<typeof StudyPlanSettingsSchema>;

/** The form's rules on the student's side: the same, and the date after `today` (YYYY-MM-DD). */
export const studyPlanFormSchema = (today: string) =>
  StudyPlanSettingsSchema.superRefine((s, ctx) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(s.examDate) && s.examDate <= today)
      ctx.addIssue({ code: 'custom', path: ['examDate'], message: StudyPlanMessages.pastDate });
  });

export const SaveStudyPlanSchema = StudyPlanSettingsSchema.extend({
  id: z.uuid({ error: StudyPlanMessages.badCourse }),
  tz: timeZoneQuery(),
});

export const taskKinds = ['lesson', 'test', 'review'] as const;
export type TaskKind = (typeof taskKinds)[number];
/** Who ticked a task: the student by hand, or Portico on a completed lesson, ended test or reviews. */
export const tickSources = ['student', 'lesson', 'test', 'review'] as const;

export const StudyTaskSchema = z.object({
  id: z.string(),
  day,
  kind: z.enum(taskKinds),
  title: z.string(),
  url: z.string(),
  skill: z.string(),
  minutes: z.number().int(),
  done: z.boolean(),
  doneBy: z.enum(tickSources).nullable(),
  doneAt: z.string().nullable(),
  /** The day it was first planned for, when a missed day moved it here. */
  movedFrom: day.nullable(),
  /** The day it was moved to, on the missed day's record. */
  movedTo: day.nullable(),
});
export type StudyTask = z.infer<typeof StudyTaskSchema>;

export const StudyDaySchema = z.object({ day, minutes: z.number().int(), tasks: z.array(StudyTaskSchema) });
export type StudyDay = z.infer<typeof StudyDaySchema>;

export const SkillWeightSchema = z.object({
  skill: z.string(),
  /** The share of the plan's time, 0..1. */
  share: z.number(),
  /** The skill's standing from the tests, 0..100 (null: no test yet). */
  standing: z.number().nullable(),
  /** The skill's weakest question type from the student's tests (null: none stands out). */
  focus: z.string().nullable(),
});

export const StudyPlanSchema = z.object({
  today: day,
  exam: z.string(),
  /** The exam's first measure, its scale, and the student's target on it from their targets. */
  target: z
    .object({
      measure: z.string(),
      min: z.number(),
      max: z.number(),
      step: z.number(),
      value: z.number().nullable(),
    })
    .nullable(),
  /** What 'Test your English' said: a level and months of study (null: not taken). */
  levelCheck: z.object({ level: z.string(), months: z.number(), suggestedDate: day }).nullable(),
  settings: z.object({ examDate: day, hoursPerWeek: z.number().int(), version: z.number().int() }).nullable(),
  weights: z.array(SkillWeightSchema),
  days: z.array(StudyDaySchema),
});
export type StudyPlan = z.infer<typeof StudyPlanSchema>;
export const StudyPlanResponseSchema = envelope(StudyPlanSchema);

export const TickSchema = z.object({
  id: z.uuid({ error: StudyPlanMessages.badCourse }),
  tz: timeZoneQuery(),
  done: z.boolean({ error: 'done must be true or false' }),
});

export const studyPlanApi = {
  plan: get('study-plan', { query: StudyPlanQuerySchema, response: StudyPlanResponseSchema }),
  save: put('study-plan', { body: SaveStudyPlanSchema, response: StudyPlanResponseSchema }),
  tick: post('study-plan/tasks/:taskId', {
    params: z.object({ taskId: z.uuid({ error: StudyPlanMessages.noTask }) }),
    body: TickSchema,
    response: StudyPlanResponseSchema,
  }),
};
