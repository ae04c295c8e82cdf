import { z } from 'zod';
import { StaffRoleSchema, TurnaroundSchema } from './console';
import { envelope } from './envelope';
import { PTE_SPEAKING_RUBRICS, type PteSpeakingRubricId, pteSpeakingRubric } from './pte-speaking-rubrics';

/**
 * The Evaluations queue of the console (CONSOLE.md 'Evaluations', issue 18): writing and speaking
 * answers of attempts a student sent for evaluation, graded per criterion of their exam, with
 * comments and recorded audio feedback, saved as a draft and released to the student in one act.
 */

/** Hours from the student's request to the promised evaluation; past it the attempt is overdue. */
export const EVALUATION_DUE_HOURS = 48;
export const EVALUATION_COMMENT_MAX_LENGTH = 5000;
/** A recorded feedback clip: a few minutes of MediaRecorder audio (webm, ogg or mp4). */
export const EVALUATION_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const EVALUATION_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'video/webm'] as const;

export const evaluationFilters = ['waiting', 'released', 'all'] as const;
export type EvaluationFilter = (typeof evaluationFilters)[number];
/** waiting: nobody saved anything yet; draft: a draft is saved; released: the student has it. */
export const evaluationStates = ['waiting', 'draft', 'released'] as const;
export type EvaluationState = (typeof evaluationStates)[number];

// ---------------------------------------------------------------------------------------------
// Criteria of each exam (official names and scales).
//
// | exam | answer | criteria (scale) | answer result | section result (evaluatedBands) |
// |---|---|---|---|---|
// | IELTS | Writing Task 1 | Task Achievement, Coherence and Cohesion, Lexical Resource, Grammatical Range and Accuracy (bands 0-9) | mean, nearest half band (.25 and .75 up) | Task 2 counts twice Task 1, nearest half band |
// | IELTS | Writing Task 2 | Task Response, CC, LR, GRA (0-9) | as Task 1 | as above |
// | IELTS | Speaking | Fluency and Coherence, Lexical Resource, Grammatical Range and Accuracy, Pronunciation (0-9) | mean, nearest half band | mean of the answers, nearest half band |
// | PTE Academic | Summarize Written Text | Content 0-2, Form 0-1, Grammar 0-2, Vocabulary 0-2 | sum of the criteria | none: the skill's 10-90 comes from the test's conversion table |
// | PTE Academic | Write Essay (other writing) | Content 0-3, Form 0-2, Development, Structure and Coherence 0-2, Grammar 0-2, General Linguistic Range 0-2, Vocabulary Range 0-2, Spelling 0-2 | sum | none |
// | PTE Academic | Read Aloud, Describe Image, Re-tell Lecture | Content 0-5, Oral Fluency 0-5, Pronunciation 0-5 | sum | none |
// | PTE Academic | Repeat Sentence | Content 0-3, Oral Fluency 0-5, Pronunciation 0-5 | sum | none |
// | PTE Academic | Answer Short Question | Vocabulary 0-1 | the point | none |
// | PTE Academic | other speaking (e.g. Respond to a Situation) | Content 0-5, Oral Fluency 0-5, Pronunciation 0-5 | sum | none |
// | CELPIP | Writing | Content/Coherence, Vocabulary, Readability, Task Fulfillment (levels 0-12) | mean, nearest level | mean of the answers, nearest level |
// | CELPIP | Speaking | Content/Coherence, Vocabulary, Listenability, Task Fulfillment (0-12) | mean, nearest level | as Writing |
// | GRE | Analytical Writing | one holistic score 0-6 in half points | the score | mean, nearest half point |
// | any other | an answer | Score, 0 to the question's points in halves | the score | none |
//
// The answer's result becomes the question's score out of its points (IELTS: the band itself, as
// the Writing and Speaking raw scores have always been bands), which enters the attempt's raw score.

export type Criterion = { key: string; label: string; min: number; max: number; step: number };
export type RubricId =
  | 'ielts-writing-task1'
  | 'ielts-writing-task2'
  | 'ielts-speaking'
  | 'pte-swt'
  | 'pte-essay'
  | 'pte-speaking'
  | PteSpeakingRubricId
  | 'celpip-writing'
  | 'celpip-speaking'
  | 'gre-awa'
  | 'points';
export type Rubric = { id: RubricId; title: string; criteria: Criterion[]; resultLabel: string };

const band9 = (key: string, label: string): Criterion => ({ key, label, min: 0, max: 9, step: 1 });
const level12 = (key: string, label: string): Criterion => ({ key, label, min: 0, max: 12, step: 1 });
const upTo = (key: string, label: string, max: number): Criterion => ({ key, label, min: 0, max, step: 1 });

const IELTS_WRITING_SHARED = [
  band9('CC', 'Coherence and Cohesion'),
  band9('LR', 'Lexical Resource'),
  band9('GRA', 'Grammatical Range and Accuracy'),
];

export const RUBRICS: Record<Exclude<RubricId, 'points'>, Rubric> = {
  'ielts-writing-task1': {
    id: 'ielts-writing-task1',
    title: 'IELTS Writing Task 1',
    criteria: [band9('TA', 'Task Achievement'), ...IELTS_WRITING_SHARED],
    resultLabel: 'Band',
  },
  'ielts-writing-task2': {
    id: 'ielts-writing-task2',
    title: 'IELTS Writing Task 2',
    criteria: [band9('TR', 'Task Response'), ...IELTS_WRITING_SHARED],
    resultLabel: 'Band',
  },
  'ielts-speaking': {
    id: 'ielts-speaking',
    title: 'IELTS Speaking',
    criteria: [
      band9('FC', 'Fluency and Coherence'),
      band9('LR', 'Lexical Resource'),
      band9('GRA', 'Grammatical Range and Accuracy'),
      band9('P', 'Pronunciation'),
    ],
    resultLabel: 'Band',
  },
  'pte-swt': {
    id: 'pte-swt',
    title: 'PTE Academic Summarize Written Text',
    criteria: [
      upTo('content', 'Content', 2),
      upTo('form', 'Form', 1),
      upTo('grammar', 'Grammar', 2),
      upTo('vocabulary', 'Vocabulary', 2),
    ],
    resultLabel: 'Score',
  },
  'pte-essay': {
    id: 'pte-essay',
    title: 'PTE Academic Write Essay',
    criteria: [
      upTo('content', 'Content', 3),
      upTo('form', 'Form', 2),
      upTo('dsc', 'Development, Structure and Coherence', 2),
      upTo('grammar', 'Grammar', 2),
      upTo('glr', 'General Linguistic Range', 2),
      upTo('vocabulary', 'Vocabulary Range', 2),
      upTo('spelling', 'Spelling', 2),
    ],
    resultLabel: 'Score',
  },
  ...PTE_SPEAKING_RUBRICS,
  'pte-speaking': {
    id: 'pte-speaking',
    title: 'PTE Academic Speaking',
    criteria: [
      upTo('content', 'Content', 5),
      upTo('fluency', 'Oral Fluency', 5),
      upTo('pronunciation', 'Pronunciation', 5),
    ],
    resultLabel: 'Score',
  },
  'celpip-writing': {
    id: 'celpip-writing',
    title: 'CELPIP Writing',
    criteria: [
      level12('content', 'Content/Coherence'),
      level12('vocabulary', 'Vocabulary'),
      level12('readability', 'Readability'),
      level12('task', 'Task Fulfillment'),
    ],
    resultLabel: 'Level',
  },
  'celpip-speaking': {
    id: 'celpip-speaking',
    title: 'CELPIP Speaking',
    criteria: [
      level12('content', 'Content/Coherence'),
      level12('vocabulary', 'Vocabulary'),
      level12('listenability', 'Listenability'),
      level12('task', 'Task Fulfillment'),
    ],
    resultLabel: 'Level',
  },
  'gre-awa': {
    id: 'gre-awa',
    title: 'GRE Analytical Writing',
    criteria: [{ key: 'AW', label: 'Analytical Writing (holistic)', min: 0, max: 6, step: 0.5 }],
    resultLabel: 'Score',
  },
};

export type ExamKind = 'ielts' | 'pte' | 'celpip' | 'gre' | 'other';

/** The exam of a test, from its template and exam family (as the scoring module reads them). */
export function examOf(test: { template: string; examFamily: string | null }): ExamKind {
  const family = test.examFamily ?? '';
  if (test.template === 'ielts' || family.startsWith('ielts')) return 'ielts';
  if (test.template.startsWith('pte') || family === 'pte') return 'pte';
  if (test.template === 'celpip' || family === 'celpip') return 'celpip';
  if (test.template.startsWith('gre') || family === 'gre') return 'gre';
  return 'other';
}

/**
 * The rubric of one answer: its exam, whether it is spoken, its task (IELTS: the first written
 * answer of a Writing section is Task 1) and its topic (PTE: Summarize Written Text).
 */
export function rubricFor(
  exam: ExamKind,
  answer: { spoken: boolean; taskIndex: number; topic: string | null; points: number },
): Rubric {
  const topic = (answer.topic ?? '').toLowerCase();
  switch (exam) {
    case 'ielts':
      if (answer.spoken) return RUBRICS['ielts-speaking'];
      return answer.taskIndex === 0 ? RUBRICS['ielts-writing-task1'] : RUBRICS['ielts-writing-task2'];
    case 'pte':
      // Decision 040: each speaking task on its own traits (Repeat Sentence is not Read Aloud).
      if (answer.spoken) return pteSpeakingRubric(answer.topic) ?? RUBRICS['pte-speaking'];
      return topic.includes('summari') ? RUBRICS['pte-swt'] : RUBRICS['pte-essay'];
    case 'celpip':
      return answer.spoken ? RUBRICS['celpip-speaking'] : RUBRICS['celpip-writing'];
    case 'gre':
      if (!answer.spoken) return RUBRICS['gre-awa'];
      break;
  }
  const max = Math.max(1, answer.points);
  return {
    id: 'points',
    title: 'Score',
    criteria: [{ key: 'score', label: 'Score', min: 0, max, step: 0.5 }],
    resultLabel: 'Score',
  };
}

/** The value is on the criterion's scale: within its range and on one of its steps. */
export function isCriterionValue(c: Criterion, value: number): boolean {
  if (!Number.isFinite(value) || value < c.min || value > c.max) return false;
  const steps = (value - c.min) / c.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Nearest half band, a tie (x.25, x.75) going up (SCORING.md, the official IELTS rounding). */
export function roundToHalfBand(value: number): number {
  return Math.floor(Math.round(value * 2 * 1e9) / 1e9 + 0.5) / 2;
}
const round2 = (v: number) => Math.round(v * 100) / 100;

export type AnswerResult = { value: number; itemScore: number; max: number };

/**
 * An answer's result from its criteria (all given and valid), by its exam's rule, and the score
 * of the question out of its points. Null while a criterion is missing or off its scale.
 */
export function answerResult(
  rubric: Rubric,
  values: Record<string, number | null | undefined>,
  points: number,
): AnswerResult | null {
  const given = rubric.criteria.map((c) => values[c.key]);
  if (!given.every((v, i) => typeof v === 'number' && isCriterionValue(rubric.criteria[i] as Criterion, v))) {
    return null;
  }
  const nums = given as number[];
  const sum = nums.reduce((a, b) => a + b, 0);
  const mean = sum / nums.length;
  const total = Math.max(1, points);
  switch (rubric.id) {
    case 'ielts-writing-task1':
    case 'ielts-writing-task2':
    case 'ielts-speaking': {
      const band = roundToHalfBand(mean);
      return { value: band, itemScore: band, max: 9 };
    }
    case 'celpip-writing':
    case 'celpip-speaking': {
      const level = Math.round(mean);
      return { value: level, itemScore: round2((level / 12) * total), max: 12 };
    }
    case 'gre-awa':
      return { value: mean, itemScore: round2((mean / 6) * total), max: 6 };
    case 'points':
      return { value: sum, itemScore: sum, max: total };
    default: {
      const max = rubric.criteria.reduce((a, c) => a + c.max, 0);
      return { value: sum, itemScore: round2((sum / max) * total), max };
    }
  }
}

/**
 * A section's evaluated result (student_tests.evaluatedBands) from its answers' results; null where
 * the exam has none (PTE and other exams: the skill is scaled from the raw score instead).
 */
export function sectionResult(answers: { rubric: RubricId; value: number }[]): number | null {
  if (answers.length === 0) return null;
  const mean = (list: { value: number; weight: number }[]) =>
    list.reduce((a, x) => a + x.value * x.weight, 0) / list.reduce((a, x) => a + x.weight, 0);
  const first = answers[0]?.rubric;
  if (first?.startsWith('ielts')) {
    // IELTS: Task 2 contributes twice as much as Task 1 to the Writing band.
    return roundToHalfBand(
      mean(answers.map((a) => ({ value: a.value, weight: a.rubric === 'ielts-writing-task2' ? 2 : 1 }))),
    );
  }
  if (first?.startsWith('celpip')) return Math.round(mean(answers.map((a) => ({ ...a, weight: 1 }))));
  if (first === 'gre-awa') return roundToHalfBand(mean(answers.map((a) => ({ ...a, weight: 1 }))));
  return null;
}

/** A released answer's criteria as the student's report shows them. */
export const FacultyCriteriaSchema = z.object({
  title: z.string(),
  /** 'Band', 'Level' or 'Score'. */
  resultLabel: z.string(),
  result: z.number(),
  max: z.number(),
  criteria: z.array(z.object({ key: z.string(), label: z.string(), value: z.number(), max: z.number() })),
});
export type FacultyCriteria = z.infer<typeof FacultyCriteriaSchema>;

/**
 * Names the criteria of a released answer (item_evaluations.criteria, by key) by its question's
 * rubric when given and its keys match (PTE's speaking tasks share keys, not ranges), else by the
 * rubric with exactly those keys; null when none matches (an older evaluation).
 */
export function describeCriteria(
  values: Record<string, number>,
  points = 1,
  own?: Rubric,
): FacultyCriteria | null {
  const keys = Object.keys(values).sort().join(',');
  if (!keys) return null;
  const sameKeys = (r: Rubric) =>
    r.criteria
      .map((c) => c.key)
      .sort()
      .join(',') === keys;
  const rubric =
    (own && sameKeys(own) ? own : undefined) ??
    Object.values(RUBRICS).find(sameKeys) ??
    (keys === 'score' ? rubricFor('other', { spoken: false, taskIndex: 0, topic: null, points }) : null);
  if (!rubric) return null;
  const result = answerResult(rubric, values, points);
  if (!result) return null;
  return {
    title: rubric.title,
    resultLabel: rubric.resultLabel,
    result: result.value,
    max: result.max,
    criteria: rubric.criteria.map((c) => ({
      key: c.key,
      label: c.label,
      value: values[c.key] ?? 0,
      max: c.max,
    })),
  };
}

/** Words of a written answer, as the runner counts them. */
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

// ---------------------------------------------------------------------------------------------
// Calls.

const Person = z.object({ id: z.string(), name: z.string() });

export const EvaluationQueueQuerySchema = z.object({
  filter: z.enum(evaluationFilters, { error: 'filter must be waiting, released or all' }).default('waiting'),
});
export type EvaluationQueueQuery = z.input<typeof EvaluationQueueQuerySchema>;

export const EvaluationQueueItemSchema = z.object({
  /** The attempt (student test). */
  id: z.string(),
  student: z.object({ name: z.string(), email: z.string() }),
  courseName: z.string().nullable(),
  testTitle: z.string(),
  examTitle: z.string(),
  /** Written and spoken answers to evaluate. */
  answers: z.number().int(),
  state: z.enum(evaluationStates),
  requestedAt: z.string(),
  dueAt: z.string(),
  /** Not released and past its due time. */
  overdue: z.boolean(),
  assignee: Person.nullable(),
  draftSavedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  releasedBy: Person.nullable(),
});
export type EvaluationQueueItem = z.infer<typeof EvaluationQueueItemSchema>;

export const EvaluationQueueSchema = z.object({
  /** Oldest request first. */
  items: z.array(EvaluationQueueItemSchema),
  /** Hours from the request to the release, over the releases of the last 30 days. */
  turnaround: TurnaroundSchema,
  byStaff: z.array(TurnaroundSchema.extend({ staffId: z.string(), name: z.string() })),
  staff: z.array(z.object({ id: z.string(), name: z.string(), role: StaffRoleSchema })),
});
export type EvaluationQueue = z.infer<typeof EvaluationQueueSchema>;
export const EvaluationQueueResponseSchema = envelope(EvaluationQueueSchema);
export type EvaluationQueueResponse = z.infer<typeof EvaluationQueueResponseSchema>;

export const EvaluationParamsSchema = z.object({ id: z.uuid({ error: 'id must be an attempt id' }) });
export const EvaluationFileParamsSchema = z.object({
  id: z.uuid({ error: 'id must be an attempt id' }),
  fileId: z.uuid({ error: 'fileId must be a file id' }),
});

const comment = z
  .string()
  .max(EVALUATION_COMMENT_MAX_LENGTH, `A comment can be at most ${EVALUATION_COMMENT_MAX_LENGTH} characters`);

export const AnswerEvaluationSchema = z.object({
  /** Criterion key → its band or score; null or absent while not given. */
  criteria: z
    .record(z.string().max(40), z.number().finite().nullable())
    .refine((r) => Object.keys(r).length <= 20, 'Too many criteria'),
  comments: comment.default(''),
  /** A clip uploaded for this attempt (POST …/audio). */
  audioFileId: z.uuid({ error: 'audioFileId must be a file id' }).nullable().default(null),
});
export type AnswerEvaluation = z.infer<typeof AnswerEvaluationSchema>;

/** What the faculty member has written so far (a draft) or releases (Release). */
export const EvaluationDraftSchema = z.object({
  /** By question (item) id. */
  answers: z
    .record(z.uuid({ error: 'answers must be keyed by question id' }), AnswerEvaluationSchema)
    .refine((r) => Object.keys(r).length <= 100, 'Too many answers'),
  /** The remark on the whole attempt (the report's Remarks tab). */
  overallComment: comment.default(''),
});
export type EvaluationDraft = z.infer<typeof EvaluationDraftSchema>;
export type EvaluationDraftInput = z.input<typeof EvaluationDraftSchema>;

/**
 * Save draft and Release: the draft, and the draft version the page was based on
 * (EvaluationDetail.draftVersion). When another save came first the call is refused with 409 and
 * EvaluationConflict, never applied over it.
 */
export const EvaluationSaveRequestSchema = EvaluationDraftSchema.extend({
  baseVersion: z
    .number({ error: 'baseVersion is required: the draft version this page was based on' })
    .int('baseVersion must be a whole number')
    .min(0, 'baseVersion must be a whole number'),
});
export type EvaluationSaveRequest = z.input<typeof EvaluationSaveRequestSchema>;
export type EvaluationSave = z.infer<typeof EvaluationSaveRequestSchema>;

export const EvaluationAnswerSchema = z.object({
  itemId: z.string(),
  /** The question's number in the attempt, as the student's report numbers it. */
  number: z.number().int(),
  sectionTitle: z.string(),
  referenceType: z.string(),
  itemType: z.string(),
  spoken: z.boolean(),
  topic: z.string().nullable(),
  /** The question's text and directions (authored HTML; sanitised by the page). */
  prompt: z.string(),
  direction: z.string().nullable(),
  passage: z.string().nullable(),
  /** Written answers: the text and its words. */
  text: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  /** Spoken answers: where the console plays the recording. */
  recordingUrl: z.string().nullable(),
  points: z.number(),
  rubric: z.object({
    id: z.string(),
    title: z.string(),
    resultLabel: z.string(),
    criteria: z.array(
      z.object({ key: z.string(), label: z.string(), min: z.number(), max: z.number(), step: z.number() }),
    ),
  }),
});
export type EvaluationAnswer = z.infer<typeof EvaluationAnswerSchema>;

export const EvaluationDetailSchema = z.object({
  item: EvaluationQueueItemSchema,
  course: z.object({ id: z.string(), name: z.string() }).nullable(),
  exam: z.enum(['ielts', 'pte', 'celpip', 'gre', 'other']),
  test: z.object({ id: z.string(), title: z.string() }),
  endedAt: z.string().nullable(),
  answers: z.array(EvaluationAnswerSchema),
  /** The saved draft (or, once released, what was released). */
  draft: EvaluationDraftSchema.nullable(),
  /** 0 before any draft; each saved draft (and Release) adds one. A save names the one it was based on. */
  draftVersion: z.number().int(),
  draftSavedBy: Person.nullable(),
  /** Console addresses of the draft's clips, by file id. */
  audioUrls: z.record(z.string(), z.string()),
  staff: z.array(z.object({ id: z.string(), name: z.string(), role: StaffRoleSchema })),
});
export type EvaluationDetail = z.infer<typeof EvaluationDetailSchema>;
export const EvaluationDetailResponseSchema = envelope(EvaluationDetailSchema);
export type EvaluationDetailResponse = z.infer<typeof EvaluationDetailResponseSchema>;

/** A 409's data when a save or release was based on an older draft: the draft as it stands. */
export const EvaluationConflictSchema = z.object({
  draftVersion: z.number().int(),
  draft: EvaluationDraftSchema.nullable(),
  savedBy: Person.nullable(),
  savedAt: z.string().nullable(),
});
export type EvaluationConflict = z.infer<typeof EvaluationConflictSchema>;
export const EvaluationConflictResponseSchema = envelope(EvaluationConflictSchema);
export type EvaluationConflictResponse = z.infer<typeof EvaluationConflictResponseSchema>;

export const EvaluationAssignRequestSchema = z.object({ staffId: z.uuid().nullable() });
export type EvaluationAssignRequest = z.infer<typeof EvaluationAssignRequestSchema>;

export const EvaluationAudioSchema = z.object({ fileId: z.string(), url: z.string() });
export type EvaluationAudio = z.infer<typeof EvaluationAudioSchema>;
export const EvaluationAudioResponseSchema = envelope(EvaluationAudioSchema);
export type EvaluationAudioResponse = z.infer<typeof EvaluationAudioResponseSchema>;

export const EvaluationMessages = {
  notFound: 'This evaluation was not found.',
  notYourCourse: 'This attempt is of a course not assigned to you.',
  assignOthers: 'Only an administrator can give an evaluation to someone else.',
  unknownStaff: 'That staff member was not found.',
  notOnCourse: 'That faculty member is not assigned to this course.',
  alreadyReleased: 'This evaluation has already been released to the student.',
  unknownAnswer: 'That question is not an answer to evaluate in this attempt.',
  unknownCriterion: 'That criterion is not one of this answer.',
  offScale: 'A band or score is not on its criterion’s scale.',
  unknownAudio: 'That audio clip is not one recorded for this attempt.',
  audioType: 'Please record the feedback as webm, ogg or mp4 audio.',
  audioSize: `An audio clip can be at most ${EVALUATION_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
  nothingToEvaluate: 'This attempt has no written or spoken answer to evaluate.',
  draftSaved: 'The draft is saved. The student does not see it until you release it.',
  released: 'The evaluation is released: the student can see it in the report and has been sent a mail.',
  audioSaved: 'The audio feedback is saved.',
  /** A save or release from a page that had not seen the latest draft (`at`: a time, e.g. '10:42'). */
  staleDraft: (who: string | null, at: string | null, act: 'saving' | 'releasing') =>
    `${who || 'Someone else'} saved this draft${at ? ` at ${at}` : ''}; load the latest to see it before ${act}.`,
  missing: (what: string[]) =>
    `Please complete every criterion before releasing. Missing: ${what.join('; ')}.`,
} as const;
