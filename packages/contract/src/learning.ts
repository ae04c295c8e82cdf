import { z } from 'zod';
import { ErrorCodeSchema, envelope } from './envelope';
import { ReportCountsSchema } from './reports';
import { get } from './route';
import { CourseIdSchema, EvaluationStatusSchema } from './schema-parts';

/**
 * Learning modules and objects as the practice tests and mock tests pages read them (spec 2 §2–§6).
 * Access flags are computed on the server in one place (DATA-MODEL.md 'What a student may open').
 */

export const ObjectStatusSchema = z.enum(['Launch', 'InProgress', 'Completed']);
export type ObjectStatus = z.infer<typeof ObjectStatusSchema>;

export const ModuleComponentSchema = z.object({
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  referenceType: z.string(),
});

/** What the student may open of a module or an object, computed on the server in one place. */
const accessFlags = { isProductAccess: z.boolean(), isFree: z.boolean(), isLocked: z.boolean() };

export type LearningModule = {
  id: string;
  parentId: string | null;
  orderNo: number;
  component: z.infer<typeof ModuleComponentSchema>;
  subModule: LearningModule[];
  isProductAccess: boolean;
  isFree: boolean;
  isLocked: boolean;
  isGroupLessons: boolean;
  isPreferedLanguage: boolean;
};
export const LearningModuleSchema: z.ZodType<LearningModule> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  orderNo: z.number(),
  component: ModuleComponentSchema,
  get subModule() {
    return z.array(LearningModuleSchema);
  },
  ...accessFlags,
  isGroupLessons: z.boolean(),
  isPreferedLanguage: z.boolean(),
});

/** GET learningmodule: the module a menu entry names (its navigationParam) with its sub-modules. */
export const LearningModuleQuerySchema = z.object({
  courseId: CourseIdSchema,
  navigationParam: z.string().trim().min(1, 'navigationParam is required').max(100),
});
export const LearningModuleResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: LearningModuleSchema.optional(),
  /** false: the student's enrolment in this course has expired (spec 2 §6). */
  isProductAccess: z.boolean(),
  /** Portico: the access ended because staff revoked every enrolment that gave the course. */
  isRevoked: z.boolean().default(false),
  /** Portico: no enrolment gives the course yet; access starts then (ISO 8601), else null. */
  accessStartsAt: z.string().nullable().default(null),
  errorCode: ErrorCodeSchema.optional(),
});
export type LearningModuleResponse = z.infer<typeof LearningModuleResponseSchema>;

/** A card's latest attempt: how many questions it had, were attempted and were right. */
export const ObjectReportSchema = ReportCountsSchema.pick({
  totalQuestions: true,
  questionsAttempted: true,
  correctAnswer: true,
});

export const LearningObjectSchema = z.object({
  id: z.string(),
  companyCode: z.string(),
  orderNo: z.number(),
  /** Lesson, Video, Quiz, Coding, PracticeTest, Mock, BookAudio, Project. */
  kind: z.string(),
  languageId: z.string().nullable(),
  ...accessFlags,
  objectStatus: ObjectStatusSchema,
  duration: z.number(),
  /** A video's stored position in seconds (spec 1 §4: playback resumes there); 0 otherwise. */
  position: z.number().optional(),
  /** The module the object belongs to (a deep link opens its place in the navigator). */
  learningModuleId: z.string().optional(),
  /** That module's parent (null at the top): a link opens the object among its sibling topics. */
  parentModuleId: z.string().nullable().optional(),
  component: z.object({
    title: z.string(),
    content: z.string().optional(),
    referenceType: z.string().optional(),
    objectType: z.string().optional(),
    playerType: z.string().optional(),
    vimeoLink: z.string().optional(),
    thumbnail: z.string().optional(),
    duration: z.number().optional(),
    /** A coding item's visible test cases (spec 2 §3); hidden cases never leave the server. */
    testCases: z.array(z.object({ input: z.string(), output: z.string(), show: z.boolean() })).optional(),
  }),
  testTemplate: z.string().nullable(),
  testId: z.string().nullable(),
  /** The student's latest attempt of this object (for the report link), if any. */
  studentTestId: z.string().nullable(),
  istestTaken: z.boolean(),
  /** Whether the object's test asks for a faculty evaluation (spec 2 §4 'evaluation required'). */
  evaluationRequired: z.boolean(),
  isEvaluated: z.boolean(),
  showEvaluation: z.boolean(),
  evaluationStatus: EvaluationStatusSchema,
  isDisableReview: z.boolean(),
  /** IELTS overall band of the latest completed attempt (null when none or not yet known). */
  band: z.number().nullable(),
  report: ObjectReportSchema.nullable(),
  /** Mock cards: the four section bands in the order Listening, Reading, Writing, Speaking. */
  sectionBands: z.array(z.object({ referenceType: z.string(), band: z.number().nullable() })),
  /** Seconds: 60 × the sum of the section minutes. */
  totalTime: z.number(),
  /**
   * Portico: the student's extra time on this test (an access arrangement, EXAM-PROFILES.md), in
   * percent; the runner's clocks are this much longer than totalTime says. 0 for none and for quizzes.
   */
  extraTimePercent: z.number().int().min(0).default(0),
  questionCount: z.number(),
  /** Portico: the test's exam (ielts, gre, sat, pte, celpip, duolingo, french); null for non-tests. */
  examFamily: z.string().nullable().default(null),
  /** Portico: the test's parts in order, with the latest completed attempt's score of each (null: none). */
  sections: z
    .array(z.object({ title: z.string(), referenceType: z.string(), score: z.number().nullable() }))
    .default([]),
  courseId: z.string(),
  /**
   * Portico (issue 46 part 2): whether the course lets a student keep this object on their device: a
   * lesson and a book's audio always, a video lesson when the course's `offlineVideos` switch is on,
   * anything else never. Whether the student may open it is the access flags'. Absent (an older
   * answer) reads as not allowed, so a video the provider withheld is never offered by mistake.
   */
  offlineAllowed: z.boolean().default(false),
});
export type LearningObject = z.infer<typeof LearningObjectSchema>;

/** GET learningobject (spec 2 §7): learningModuleId, courseId; the list sorted by orderNo. */
export const LearningObjectQuerySchema = z.object({
  learningModuleId: z.uuid('learningModuleId must be a module id'),
  courseId: CourseIdSchema,
});
export const LearningObjectResponseSchema = envelope(z.array(LearningObjectSchema));
export type LearningObjectResponse = z.infer<typeof LearningObjectResponseSchema>;

/** GET get-learningobjectbyobjectid (spec 2 §7): one object, for a deep link. */
export const LearningObjectByIdQuerySchema = z.object({ id: z.uuid('id must be a learning object id') });
export const LearningObjectByIdResponseSchema = envelope(LearningObjectSchema);
export type LearningObjectByIdResponse = z.infer<typeof LearningObjectByIdResponseSchema>;

/** GET dashboard/lessons (spec 1 §4 'dashboard lesson list'): the student's current lessons and tests. */
export const DashboardLessonsQuerySchema = z.object({ id: z.uuid('id must be a course id') });
export const DashboardLessonsResponseSchema = envelope(z.array(LearningObjectSchema));
export type DashboardLessonsResponse = z.infer<typeof DashboardLessonsResponseSchema>;

/** A course's modules and objects as the learning pages read them (spec 2 §7). */
export const learningApi = {
  module: get('learningmodule', { query: LearningModuleQuerySchema, response: LearningModuleResponseSchema }),
  objects: get('learningobject', {
    query: LearningObjectQuerySchema,
    response: LearningObjectResponseSchema,
  }),
  objectById: get('get-learningobjectbyobjectid', {
    query: LearningObjectByIdQuerySchema,
    response: LearningObjectByIdResponseSchema,
  }),
  dashboardLessons: get('dashboard/lessons', {
    query: DashboardLessonsQuerySchema,
    response: DashboardLessonsResponseSchema,
  }),
};
