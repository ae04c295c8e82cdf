import { z } from 'zod';
import { pageCalls } from './console-calls';
import { envelope } from './envelope';
import { LiveClassStatusSchema } from './live-classes';
import { get, post } from './route';
import {
  CourseChoicesSchema,
  coercedWholeNumber,
  isoMoment,
  requiredString,
  wholeNumber,
} from './schema-parts';

/**
 * Live classes in the console (CONSOLE.md Authoring, admin): batch types, batches of a course, the
 * classes of a batch (start, duration, join link, recording, answer keys, alert, cancel), the
 * students of a batch, and a course's e-book downloads. Decision 024 tells what students see of them.
 */
export const LiveMessages = {
  typeNotFound: 'No such batch type.',
  batchNotFound: 'No such batch.',
  classNotFound: 'No such class in this batch.',
  courseNotFound: 'Choose one of your courses.',
  downloadNotFound: 'No such download.',
  studentNotFound: 'No such student.',
  typeInUse: 'This batch type still has batches: move or remove them first.',
  name: 'Give a name (at most 200 characters).',
  text: 'At most 5,000 characters.',
  language: 'Give a language (at most 60 characters).',
  start: 'Give the start as a date and time between the years 2000 and 2100.',
  duration: 'The duration is a whole number of minutes from 1 to 600.',
  joinUrl: 'The join link must be an https:// address.',
  recording:
    'The recording must be a Vimeo address (https://vimeo.com/…), a Vimeo video number, or a video path of the portal.',
  link: 'Give an address starting with https:// or /.',
  order: 'The order is a whole number from 0 to 10,000.',
  alreadyCancelled: 'This class was already cancelled.',
  typeCreated: 'Batch type added.',
  typeSaved: 'Batch type saved.',
  typeDeleted: 'Batch type deleted.',
  batchCreated: 'Batch added.',
  batchSaved: 'Batch saved.',
  classCreated: 'Class added.',
  classSaved: 'Class saved.',
  classCancelled: 'Class cancelled: its students see it as cancelled.',
  studentAdded: 'Student added to the batch.',
  studentRemoved: 'Student removed from the batch.',
  downloadCreated: 'Download added.',
  downloadSaved: 'Download saved.',
  downloadDeleted: 'Download deleted.',
} as const;

export const CLASS_MAX_MINUTES = 600;
const M = LiveMessages;

const name = requiredString(M.name, 200);
const text = z.string({ error: M.text }).trim().max(5000, M.text).default('');
/** An address the portal can open: the provider's https link or a path of the portal ('' for none). */
const link = z
  .string({ error: M.link })
  .trim()
  .max(2000, M.link)
  .refine((v) => v === '' || /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/i.test(v), M.link)
  .default('');
const order = coercedWholeNumber(M.order, 0, 10_000).default(0);
const id = (error: string) => z.uuid({ error });

export const LiveBatchTypeBodySchema = z.object({
  name,
  description: text,
  thumbnail: link,
  orderNo: order,
});
export type LiveBatchTypeBody = z.infer<typeof LiveBatchTypeBodySchema>;

export const LiveBatchBodySchema = z.object({
  courseId: id(M.courseNotFound),
  batchTypeId: id(M.typeNotFound),
  batchName: name,
  description: text,
  language: requiredString(M.language, 60),
  isEnabled: z.boolean().default(true),
});
export type LiveBatchBody = z.infer<typeof LiveBatchBodySchema>;

export const LiveClassBodySchema = z.object({
  className: name,
  agenda: text,
  classDateTime: isoMoment(M.start, M.start),
  durationMinutes: wholeNumber(M.duration, 1, CLASS_MAX_MINUTES),
  joinUrl: z
    .string({ error: M.joinUrl })
    .trim()
    .max(2000, M.joinUrl)
    .refine((v) => v === '' || /^https:\/\/[^\s/]+[^\s]*$/i.test(v), M.joinUrl)
    .default(''),
  vimeoLink: z
    .string({ error: M.recording })
    .trim()
    .max(2000, M.recording)
    .refine(
      // What the students' player plays (decision 024): a Vimeo address or number, or an HLS path.
      (v) => v === '' || /^(https:\/\/(www\.|player\.)?vimeo\.com\/\S+|\d{1,15}|\/(?!\/)\S+)$/i.test(v),
      M.recording,
    )
    .default(''),
  downloadLink: link,
  alertMessage: z.string({ error: M.text }).trim().max(500, 'At most 500 characters.').default(''),
});
export type LiveClassBody = z.infer<typeof LiveClassBodySchema>;

export const LiveDownloadBodySchema = z.object({
  courseId: id(M.courseNotFound),
  title: name,
  downloadUrl: link.refine((v) => v !== '', M.link),
  orderNo: order,
});
export type LiveDownloadBody = z.infer<typeof LiveDownloadBodySchema>;

export const LiveAddStudentSchema = z.object({ studentId: id(M.studentNotFound) });

export const LiveTypeParamsSchema = z.object({ id: id(M.typeNotFound) });
export const LiveBatchParamsSchema = z.object({ id: id(M.batchNotFound) });
export const LiveClassParamsSchema = LiveBatchParamsSchema.extend({ classId: id(M.classNotFound) });
export const LiveStudentParamsSchema = LiveBatchParamsSchema.extend({ studentId: id(M.studentNotFound) });
export const LiveDownloadParamsSchema = z.object({ id: id(M.downloadNotFound) });

export const LiveBatchTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  orderNo: z.number(),
  batchCount: z.number(),
});
export type LiveBatchType = z.infer<typeof LiveBatchTypeSchema>;

export const LiveBatchSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  batchTypeId: z.string(),
  batchTypeName: z.string(),
  batchName: z.string(),
  description: z.string(),
  language: z.string(),
  isEnabled: z.boolean(),
  studentCount: z.number(),
  classCount: z.number(),
});
export type LiveBatch = z.infer<typeof LiveBatchSchema>;

export const LiveDownloadSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  downloadUrl: z.string(),
  orderNo: z.number(),
});
export type LiveDownload = z.infer<typeof LiveDownloadSchema>;

export const LiveOverviewSchema = z.object({
  courses: CourseChoicesSchema,
  batchTypes: z.array(LiveBatchTypeSchema),
  batches: z.array(LiveBatchSchema),
  downloads: z.array(LiveDownloadSchema),
});
export type LiveOverview = z.infer<typeof LiveOverviewSchema>;
export const LiveOverviewResponseSchema = envelope(LiveOverviewSchema);

export const LiveClassRowSchema = z.object({
  id: z.string(),
  className: z.string(),
  agenda: z.string(),
  classDateTime: z.string(),
  durationMinutes: z.number(),
  joinUrl: z.string(),
  vimeoLink: z.string(),
  downloadLink: z.string(),
  alertMessage: z.string(),
  /** What students see now: the status set, or the one from the clock (decision 024). */
  status: LiveClassStatusSchema,
});
export type LiveClassRow = z.infer<typeof LiveClassRowSchema>;

export const LiveBatchStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  addedAt: z.string(),
});
export type LiveBatchStudent = z.infer<typeof LiveBatchStudentSchema>;

export const LiveBatchDetailSchema = z.object({
  batch: LiveBatchSchema,
  batchTypes: z.array(LiveBatchTypeSchema),
  classes: z.array(LiveClassRowSchema),
  students: z.array(LiveBatchStudentSchema),
});
export type LiveBatchDetail = z.infer<typeof LiveBatchDetailSchema>;
export const LiveBatchDetailResponseSchema = envelope(LiveBatchDetailSchema);

const batch = { params: LiveBatchParamsSchema, response: LiveBatchDetailResponseSchema };
const overview = { response: LiveOverviewResponseSchema };
const classItem = { params: LiveClassParamsSchema, response: LiveBatchDetailResponseSchema };

/**
 * The live classes pages' calls (decision 049): a batch type's or a download's write answers the
 * overview; a batch's, its classes' and its students' answer the batch's page.
 */
export const consoleLiveApi = {
  overview: get('console/live', overview),
  types: pageCalls(
    'console/live/types',
    { ...overview, params: LiveTypeParamsSchema, body: LiveBatchTypeBodySchema },
    'delete',
  ),
  batches: {
    create: post('console/live/batches', {
      body: LiveBatchBodySchema,
      response: LiveBatchDetailResponseSchema,
    }),
    save: post('console/live/batches/:id', { ...batch, body: LiveBatchBodySchema }),
  },
  batch: get('console/live/batches/:id', batch),
  classes: {
    create: post('console/live/batches/:id/classes', { ...batch, body: LiveClassBodySchema }),
    save: post('console/live/batches/:id/classes/:classId', { ...classItem, body: LiveClassBodySchema }),
    cancel: post('console/live/batches/:id/classes/:classId/cancel', classItem),
  },
  students: {
    add: post('console/live/batches/:id/students', { ...batch, body: LiveAddStudentSchema }),
    remove: post('console/live/batches/:id/students/:studentId/remove', {
      params: LiveStudentParamsSchema,
      response: LiveBatchDetailResponseSchema,
    }),
  },
  downloads: pageCalls(
    'console/live/downloads',
    { ...overview, params: LiveDownloadParamsSchema, body: LiveDownloadBodySchema },
    'delete',
  ),
};
