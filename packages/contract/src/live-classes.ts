import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';
import { timeZoneQuery } from './time-zone';

/** Live classes and batches (spec 3 §2, §3, §4 Live classes, §7, §8). */

export const LiveClassMessages = {
  // spec 3 §8, word for word.
  noLiveClass: 'No live class available',
  noClassAvailable: 'No class is available',
  noClassFound: 'No class is found',
  noBatches: 'No batches found',
  // Portico.
  badCourse: 'courseId must be a course id',
  badBatch: 'batchId must be a batch id',
  badTimeZone: 'tz must be an IANA time zone such as Asia/Kolkata',
  courseNotFound: 'Course not found',
  notAssigned: 'This course is not assigned to you.',
  batchNotFound: 'Batch not found',
} as const;

/** spec 1 §4: a live class counts as started from this many minutes before its start. */
export const LIVE_CLASS_EARLY_MINUTES = 10;
/** GET live-class lists the classes of today (in the student's zone) and of this many days after. */
export const LIVE_CLASS_LIST_DAYS = 7;

/**
 * spec 3 §4 Live classes: finished, started, otherwise not started. 'scheduled' is the not-started
 * state of the clock; 'cancelled' is a trainer's, also shown as not started (with its alert).
 */
export const LiveClassStatusSchema = z.enum(['scheduled', 'started', 'finished', 'cancelled']);
export type LiveClassStatus = z.infer<typeof LiveClassStatusSchema>;

const courseId = z.uuid({ error: LiveClassMessages.badCourse });

/**
 * spec 3 §3 Live class. `zoomData.join_url`, `vimeoLink` and `downloadLink` are '' unless the student
 * is in the class's batch; `classTimeString` is formatted in the student's time zone (`tz`).
 */
/** What every view of a class names: the class, its batch, its agenda and when it is (ISO 8601 and shown). */
export const ClassBaseSchema = z.object({
  id: z.string(),
  className: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  agenda: z.string(),
  /** ISO 8601. */
  classDateTime: z.string(),
  classTimeString: z.string(),
});
/** The meeting to join; `duration` in minutes. */
export const ZoomDataSchema = z.object({ join_url: z.string(), duration: z.number().int() });

export const LiveClassSchema = ClassBaseSchema.extend({
  clsStatus: LiveClassStatusSchema,
  alertMessage: z.string(),
  companyCode: z.string(),
  zoomData: ZoomDataSchema,
  /** A recording: an HLS playlist or a Vimeo address. */
  vimeoLink: z.string(),
  /** The class's answer keys (a PDF). */
  downloadLink: z.string(),
});
export type LiveClass = z.infer<typeof LiveClassSchema>;

/** GET live-class: the student's classes of the course, today's and the next days', by start. */
export const LiveClassListQuerySchema = z.object({
  courseId,
  tz: timeZoneQuery(LiveClassMessages.badTimeZone),
});
export type LiveClassListQuery = z.input<typeof LiveClassListQuerySchema>;
export const LiveClassListResponseSchema = envelope(z.array(LiveClassSchema));
export type LiveClassListResponse = z.infer<typeof LiveClassListResponseSchema>;

/** spec 3 §3 Batch; `batchType` is the batch type's id. */
export const BatchSchema = z.object({
  id: z.string(),
  batchName: z.string(),
  description: z.string(),
  batchType: z.string(),
  batchTypeName: z.string(),
  /** The language the batch is taught in. */
  languages: z.string(),
  isBatchEnabled: z.boolean(),
  /** The student has a place in the batch (join links, recordings and answer keys are theirs). */
  isEnrolled: z.boolean(),
});
export type Batch = z.infer<typeof BatchSchema>;

export const BatchTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A picture's address; '' for none. */
  thumbnail: z.string(),
});
export type BatchType = z.infer<typeof BatchTypeSchema>;

export const DownloadSchema = z.object({ id: z.string(), title: z.string(), downloadUrl: z.string() });
export type Download = z.infer<typeof DownloadSchema>;

/** GET live-class/batches: the course's batches (enabled ones, and disabled ones the student is in). */
export const BatchesQuerySchema = z.object({ courseId });
export type BatchesQuery = z.input<typeof BatchesQuerySchema>;
export const BatchesResponseSchema = envelope(z.array(BatchSchema)).extend({
  /** spec 3 §2 the e-book download dropdown: the course's downloads. */
  downloads: z.array(DownloadSchema).optional(),
  /** The languages of the listed batches, for the language filter. */
  languages: z.array(z.string()).optional(),
  /** The student has a place in at least one listed batch. */
  isOwnAccount: z.boolean().optional(),
  /** The types of the listed batches, in the provider's order. */
  batchTypes: z.array(BatchTypeSchema).optional(),
});
export type BatchesResponse = z.infer<typeof BatchesResponseSchema>;

/** GET live-class/batch: one batch's classes split by the student's today (in `tz`). */
export const BatchQuerySchema = z.object({
  courseId,
  batchId: z.uuid({ error: LiveClassMessages.badBatch }),
  tz: timeZoneQuery(LiveClassMessages.badTimeZone),
});
export type BatchQuery = z.input<typeof BatchQuerySchema>;
export const BatchDetailSchema = z.object({
  batch: BatchSchema.extend({ batchTypeDescription: z.string() }),
  /** Classes starting today in the student's zone, by start. */
  todayClasses: z.array(LiveClassSchema),
  /** Classes of the days before today, by start. */
  completedClasses: z.array(LiveClassSchema),
  /** Classes of the days after today, by start. */
  upcomingClasses: z.array(LiveClassSchema),
});
export type BatchDetail = z.infer<typeof BatchDetailSchema>;
export const BatchResponseSchema = envelope(BatchDetailSchema);
export type BatchResponse = z.infer<typeof BatchResponseSchema>;

/** spec 3 §7 live class calls and spec 1 §2 the batch dates file (decision 049). */
export const liveClassesApi = {
  list: get('live-class', { query: LiveClassListQuerySchema, response: LiveClassListResponseSchema }),
  batches: get('live-class/batches', { query: BatchesQuerySchema, response: BatchesResponseSchema }),
  batch: get('live-class/batch', { query: BatchQuerySchema, response: BatchResponseSchema }),
  /** A calendar file (BATCH_DATES_PATH in the API's live-classes.service.ts): no JSON answer. */
  batchDates: get('live-class/batch-dates.ics', {}),
};
