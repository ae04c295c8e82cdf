import { z } from 'zod';
import { envelope, idField } from './envelope';
import { post } from './route';

// Tracking records (spec 3 §3) and sync-track (spec 3 §7–§9).

/** The largest value an integer column holds (PostgreSQL `integer`). */
export const INT32_MAX = 2_147_483_647;
/** spec 3 §3: the longest answer text (an essay box shows this limit and a counter). */
export const MAX_ANSWER_LENGTH = 20_000;

/** Text of a record: bounded, and free of the NUL character PostgreSQL cannot store. */
const recordText = (max: number, tooLong = `must be at most ${max} characters`) =>
  z
    .string()
    .max(max, tooLong)
    .refine((s) => !s.includes('\u0000'), 'must not contain the NUL character');
const responseText = recordText(MAX_ANSWER_LENGTH, 'the answer is too long').nullish();
const seconds = (field: string) => z.number().min(0).max(INT32_MAX, `${field} is out of range`).optional();

export const TrackRecordSchema = z.object({
  id: recordText(200).optional(),
  /** The student test (the /assessment/{id} id). */
  testId: idField('testId'),
  studentId: recordText(200).optional(),
  itemId: idField('itemId'),
  sectionId: recordText(200).optional(),
  /** Seconds left on the runner's clock when the answer was given. */
  timeRemaining: seconds('timeRemaining'),
  selectedOptionId: recordText(4000).nullish(),
  enteredText: responseText,
  inputResponses: z
    .array(z.object({ value: recordText(4000).nullish() }))
    .max(200)
    .nullish(),
  attempt: z.union([recordText(200), z.number()]).optional(),
  marked: z.boolean().optional(),
  /** Seconds spent on the question. */
  timeTaken: seconds('timeTaken'),
  timeStamp: recordText(200).optional(),
  companyCode: recordText(200).optional(),
  /** Ignored: the server decides points and correctness. */
  points: z.unknown().optional(),
  negativePoints: z.unknown().optional(),
  isCorrect: z.unknown().optional(),
  /**
   * Grows with every change of an answer in one attempt; a lower one never overwrites a higher.
   * The spec's quiz answer record has none: it counts as the first answer, which a later record
   * without one never replaces (a quiz answer is given once, spec 2 §4).
   */
  trackNumber: z.number().int().min(0).max(INT32_MAX, 'trackNumber is out of range').default(1),
  saved: z.boolean().optional(),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

/** spec 3 §9: at most 21 tracks per sync. */
export const MAX_TRACKS_PER_SYNC = 21;
/** spec 3 §9: sync interval. */
export const SYNC_INTERVAL_MS = 2500;

/** A sync's records: one at least, MAX_TRACKS_PER_SYNC at most. */
const trackList = <T extends z.ZodType>(record: T) =>
  z
    .array(record)
    .min(1, 'track must hold at least one record')
    .max(MAX_TRACKS_PER_SYNC, `track holds at most ${MAX_TRACKS_PER_SYNC} records`);

/**
 * The request as the runner builds it. The server parses the envelope first and each record on its
 * own (SyncTrackBatchSchema), so one bad record never blocks the valid ones sent with it.
 */
export const SyncTrackRequestSchema = z.object({
  track: trackList(TrackRecordSchema),
  /** The runner (one page load) sending: the attempt refuses the answers of any runner but its latest. */
  runnerId: idField('runnerId').optional(),
});
export type SyncTrackBatch = z.infer<typeof SyncTrackBatchSchema>;
export type SyncTrackRequest = z.infer<typeof SyncTrackRequestSchema>;

/** What the server parses before it reads each record (the records themselves are checked one by one). */
export const SyncTrackBatchSchema = z.object({
  track: trackList(z.unknown()),
  runnerId: idField('runnerId').optional(),
});

/**
 * How one record fared:
 * - saved: stored (or the same record was stored before: a replay);
 * - superseded: a newer answer of the item (higher trackNumber) is stored; this one is not needed;
 * - late: arrived after the time and its grace period: kept flagged late, not scored;
 * - rejected: not stored; `reason` says why and `code` what the runner should do:
 *   INVALID (a bad record: drop it and tell the student), ENDED (the test was submitted or has
 *   ended: nothing more is accepted), OTHER_RUNNER (the test is open in another tab or device:
 *   keep the answer and let the student choose where to continue), NOT_FOUND (no such test).
 */
export const SyncAckStatusSchema = z.enum(['saved', 'superseded', 'late', 'rejected']);
export type SyncAckStatus = z.infer<typeof SyncAckStatusSchema>;
export const SyncRejectCodeSchema = z.enum(['INVALID', 'ENDED', 'OTHER_RUNNER', 'NOT_FOUND']);
export type SyncRejectCode = z.infer<typeof SyncRejectCodeSchema>;

export const SyncAckSchema = z.object({
  /** As sent ('' when the record had no readable itemId). */
  itemId: z.string(),
  /** As sent (-1 when the record had no readable trackNumber). */
  trackNumber: z.number(),
  status: SyncAckStatusSchema,
  code: SyncRejectCodeSchema.optional(),
  reason: z.string().optional(),
});
export type SyncAck = z.infer<typeof SyncAckSchema>;

export const SyncTrackResultSchema = z.object({
  /** spec 3 §7: data.error true means failure. */
  error: z.boolean(),
  /** One acknowledgement per record of the request, in the request's order. */
  acks: z.array(SyncAckSchema),
  /** How many records arrived after the deadline and its grace period (kept, not scored). */
  late: z.number(),
  /** How many records were refused. */
  rejected: z.number(),
  /** Seconds left on the server's clock for this attempt (a sectional test: for its current section). */
  timeRemaining: z.number(),
  /** A sectional test: the section whose time `timeRemaining` is. */
  currentSectionId: z.string().nullable().optional(),
});
export type SyncTrackResult = z.infer<typeof SyncTrackResultSchema>;
export const SyncTrackResponseSchema = envelope(SyncTrackResultSchema);
export type SyncTrackResponse = z.infer<typeof SyncTrackResponseSchema>;

/**
 * sync-track (spec 3 §7; decision 049). Its body is the batch the server parses first: each record
 * is then checked on its own (the runner builds the request as SyncTrackRequestSchema).
 */
export const syncApi = {
  syncTrack: post('sync-track', { body: SyncTrackBatchSchema, response: SyncTrackResponseSchema }),
};
