import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';
import { CourseIdSchema, companyFields } from './schema-parts';

/** spec 1 §3 User action record; spec 1 §4 video progress and live class launch. */
export const UserActionMessages = {
  badReferenceId: 'referenceId must be an object id',
  badReferenceType: 'referenceType must be Notification, Notice, Video, Batch or LearningObject',
  badStatus: 'status must be InProgress, Completed or Attended',
  badActionId: 'id does not name this student and object',
  badReferenceIds: 'referenceIds must be 1 to 100 object ids separated by commas',
  // Per reference type.
  notificationNotFound: 'Notification not found',
  noticeNotFound: 'Notice not found',
  videoNotFound: 'Video not found',
  videoStatus: 'status must be InProgress or Completed for a video',
  videoDuration: 'duration (the position in seconds) is required for a video',
  lessonStatus: 'status must be Completed for a lesson',
  lessonKind: 'Only a lesson or a book audio is completed by opening it',
  liveClassNotFound: 'Live class not found',
  liveClassObjectType: 'objectType must be LiveClass for a Batch action',
  liveClassStatus: 'status must be Attended for a live class',
  liveClassNotEnrolled: 'You are not enrolled in this live class’s batch',
  badCourse: 'courseId must be a course of this portal',
} as const;

/** spec 1 §9: while a video plays its position is posted every 3000 ms. */
export const VIDEO_PROGRESS_INTERVAL_MS = 3000;
/** GET user-actions answers for at most this many objects at once. */
export const USER_ACTIONS_MAX_IDS = 100;

const uuid = (message: string) => z.uuid({ error: message });

/** One resolver per type on the server checks the object belongs to the student's company. */
export const UserActionReferenceTypeSchema = z.enum(
  ['Notification', 'Notice', 'Video', 'Batch', 'LearningObject'],
  {
    error: UserActionMessages.badReferenceType,
  },
);
export type UserActionReferenceType = z.infer<typeof UserActionReferenceTypeSchema>;
export const UserActionStatusSchema = z.enum(['InProgress', 'Completed', 'Attended'], {
  error: UserActionMessages.badStatus,
});
export type UserActionStatus = z.infer<typeof UserActionStatusSchema>;

export const UserActionRequestSchema = z.object({
  /** `${companyCode}_${studentId}_${referenceId}`; the server computes it, a sent one must match. */
  id: z.string().trim().max(200).optional(),
  /**
   * A notification, notice or video id (a dashboard video or a video lesson); for referenceType
   * 'Batch', the live class id; for 'LearningObject', a lesson or book audio (spec 2 §4: opening it
   * completes it).
   */
  referenceId: uuid(UserActionMessages.badReferenceId),
  referenceType: UserActionReferenceTypeSchema,
  /** 'LiveClass' for a Batch action (spec 3 §7). */
  objectType: z.string().trim().max(64, 'objectType is too long').optional(),
  status: UserActionStatusSchema.optional(),
  courseId: CourseIdSchema.optional(),
  timeStamp: z.string().max(64).optional(),
  /** Seconds: a video's position (0 when posted on its end). */
  duration: z
    .number({ error: 'duration must be a number of seconds' })
    .min(0, 'duration must not be negative')
    .max(86_400, 'duration is too long')
    .optional(),
  /** Opening a notification reads it; once read it stays read. */
  isRead: z.boolean({ error: 'isRead must be true or false' }).optional(),
  ...companyFields,
});
export type UserActionRequest = z.infer<typeof UserActionRequestSchema>;

export const UserActionSchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  referenceType: z.string(),
  objectType: z.string(),
  status: UserActionStatusSchema.nullable(),
  courseId: z.string().nullable(),
  timeStamp: z.string(),
  duration: z.number(),
  isRead: z.boolean(),
});
export type UserAction = z.infer<typeof UserActionSchema>;
export const UserActionResponseSchema = envelope(UserActionSchema);
export type UserActionResponse = z.infer<typeof UserActionResponseSchema>;

/** GET user-actions?referenceIds=a,b: the student's own actions on those objects (a player resumes). */
export const GetUserActionsQuerySchema = z.object({
  referenceIds: z
    .string({ error: UserActionMessages.badReferenceIds })
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    // One message for the whole list (a per-item message would name its index).
    .refine(
      (ids) =>
        ids.length >= 1 &&
        ids.length <= USER_ACTIONS_MAX_IDS &&
        ids.every((id) => z.uuid().safeParse(id).success),
      UserActionMessages.badReferenceIds,
    ),
});
export type GetUserActionsQuery = z.input<typeof GetUserActionsQuerySchema>;
export const GetUserActionsResponseSchema = envelope(z.array(UserActionSchema));
export type GetUserActionsResponse = z.infer<typeof GetUserActionsResponseSchema>;

/** spec 1 §7 user-actions: record one action; read the student's own actions on some objects. */
export const userActionsApi = {
  record: post('user-actions', { body: UserActionRequestSchema, response: UserActionResponseSchema }),
  list: get('user-actions', { query: GetUserActionsQuerySchema, response: GetUserActionsResponseSchema }),
};
