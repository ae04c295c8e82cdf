import { z } from 'zod';
import { envelope, idField, requiredText } from './envelope';
import { del, get, post, put } from './route';

/**
 * Review decks with spaced repetition (issue 42 part 3, decision 061): the course's vocabulary sets,
 * decks its provider authored, and each student's 'My mistakes' (questions answered wrong) and 'My
 * words' (words saved from passages), scheduled by FSRS. Reviews are recorded on the device first
 * (each with its own client id and time) and synced: the server stores each once, in review-time order.
 */
export const reviewDeckKinds = ['authored', 'vocabulary', 'mistakes', 'words'] as const;
export type ReviewDeckKind = (typeof reviewDeckKinds)[number];

/** 1 Again, 2 Hard, 3 Good, 4 Easy (FSRS ratings). */
export const reviewRatings = [1, 2, 3, 4] as const;
export type ReviewRating = (typeof reviewRatings)[number];

export const ReviewMessages = {
  deckNotFound: 'Deck not found',
  courseNotFound: 'Course not found',
  cardNotFound: 'Card not found',
  courseNotAssigned: 'This course is not assigned to you',
  wordSaved: 'Added to My words',
  tooManyReviews: 'At most 100 reviews per sync',
  stale: 'The deck was changed by someone else. Reload it and try again.',
  deckSaved: 'Deck saved',
  cardSaved: 'Card saved',
  cardDeleted: 'Card deleted',
  imported: 'Cards imported',
  importInvalid: 'The file has problems; nothing was imported. Fix the rows listed and try again.',
} as const;

/** Text of a card's side: bounded, free of NUL (PostgreSQL cannot store it). */
const cardText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), `${field} must not contain the NUL character`);

/**
 * What a card's memory is on the device: enough of ts-fsrs' Card to compute the next intervals
 * offline (the review page schedules its own queue while offline; the server recomputes from reviews).
 */
export const CardMemorySchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number().int().min(0).max(3),
  lastReview: z.string().nullable(),
});
export type CardMemory = z.infer<typeof CardMemorySchema>;

export const ReviewCardSchema = z.object({
  id: z.string(),
  deckId: z.string(),
  /** The word or prompt (HTML from the course's content, plain text otherwise). */
  front: z.string(),
  back: z.string(),
  example: z.string(),
  explanation: z.string(),
  audioUrl: z.string().nullable(),
  /** Null: a new card (never reviewed). */
  memory: CardMemorySchema.nullable(),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

export const ReviewDeckSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(reviewDeckKinds),
  title: z.string(),
  description: z.string(),
  cards: z.number().int(),
  /** Cards due now: reviews due, and new cards up to the day's allowance (NEW_CARDS_PER_DAY). */
  due: z.number().int(),
  /** Of `due`, the new cards (never reviewed). */
  fresh: z.number().int(),
});
export type ReviewDeckSummary = z.infer<typeof ReviewDeckSummarySchema>;

export const ReviewDecksSchema = z.object({
  decks: z.array(ReviewDeckSummarySchema),
  /** Due in all the course's decks. */
  due: z.number().int(),
});
export type ReviewDecks = z.infer<typeof ReviewDecksSchema>;

/** The most cards one session hands out (the due ones first, oldest due first). */
export const REVIEW_SESSION_CARDS = 50;
/**
 * The most new cards a deck brings in over any 24 hours (Anki's default, and FSRS's advice for
 * a steady load): a deck of 2,000 words asks for 20 new ones today, not 2,000.
 */
export const NEW_CARDS_PER_DAY = 20;

export const ReviewSessionSchema = z.object({
  deck: ReviewDeckSummarySchema,
  cards: z.array(ReviewCardSchema),
});
export type ReviewSession = z.infer<typeof ReviewSessionSchema>;

export const CourseQuerySchema = z.object({ courseId: idField('courseId') });

/** One answer to a card as the device recorded it. */
export const ReviewRecordSchema = z
  .object({
    /** The device's id of this review (a UUID): a repeated sync stores it once. */
    clientId: idField('clientId'),
    cardId: idField('cardId'),
    rating: z.union(
      reviewRatings.map((r) => z.literal(r)),
      { error: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)' },
    ),
    /** When the student answered (ISO 8601). */
    reviewedAt: z.iso.datetime({ offset: true, error: 'reviewedAt must be an ISO 8601 time' }),
    /** The student's calendar day at that moment (YYYY-MM-DD in the device's time zone). */
    reviewDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'reviewDay must be YYYY-MM-DD'),
  })
  .refine((r) => reviewDayFits(r.reviewDay, r.reviewedAt), {
    message: 'reviewDay must be the calendar day of reviewedAt',
    path: ['reviewDay'],
  });

const DAY_MS = 86_400_000;
/**
 * Whether `day` is a real calendar day that some time zone (UTC-12 to UTC+14) was in at `at`: the
 * study plan counts a day as reviewed from it, so a made-up day ('9999-99-99') never enters.
 */
export function reviewDayFits(day: string, at: string): boolean {
  const start = Date.parse(`${day}T00:00:00Z`);
  const when = Date.parse(at);
  if (Number.isNaN(start) || Number.isNaN(when) || new Date(start).toISOString().slice(0, 10) !== day)
    return false;
  // At `when`, local days run from UTC-12 (day starts 12 h after UTC's) to UTC+14 (14 h before).
  return when >= start - 14 * 3_600_000 && when < start + DAY_MS + 12 * 3_600_000;
}
export type ReviewRecord = z.infer<typeof ReviewRecordSchema>;

export const MAX_REVIEWS_PER_SYNC = 100;
export const ReviewSyncRequestSchema = z.object({
  reviews: z
    .array(ReviewRecordSchema)
    .min(1, 'reviews must hold at least one review')
    .max(MAX_REVIEWS_PER_SYNC, ReviewMessages.tooManyReviews),
});
export type ReviewSyncRequest = z.infer<typeof ReviewSyncRequestSchema>;

export const ReviewSyncResultSchema = z.object({
  /** The client ids stored now or before (a replay): the device may forget them. */
  saved: z.array(z.string()),
  /** Reviews of cards the student cannot see (a deleted card): dropped, with the reason. */
  rejected: z.array(z.object({ clientId: z.string(), reason: z.string() })),
});
export type ReviewSyncResult = z.infer<typeof ReviewSyncResultSchema>;

/** A word saved from a passage ('Add to deck'), with the sentence it came from. */
export const SaveWordSchema = z.object({
  courseId: idField('courseId'),
  word: requiredText('word', 80),
  sentence: cardText('sentence', 600).default(''),
});
export type SaveWord = z.infer<typeof SaveWordSchema>;

export const SavedWordSchema = z.object({ deckId: z.string(), cardId: z.string(), created: z.boolean() });

/** A student's review history of one card, oldest first (the check that nothing was lost). */
export const ReviewHistorySchema = z.object({
  reviews: z.array(
    z.object({ clientId: z.string(), cardId: z.string(), rating: z.number(), reviewedAt: z.string() }),
  ),
});

export const reviewDecksApi = {
  decks: get('review/decks', { query: CourseQuerySchema, response: envelope(ReviewDecksSchema) }),
  session: get('review/decks/:deckId', {
    params: z.object({ deckId: idField('deckId') }),
    response: envelope(ReviewSessionSchema),
  }),
  sync: post('review/sync', { body: ReviewSyncRequestSchema, response: envelope(ReviewSyncResultSchema) }),
  saveWord: post('review/words', { body: SaveWordSchema, response: envelope(SavedWordSchema) }),
  history: get('review/history', { query: CourseQuerySchema, response: envelope(ReviewHistorySchema) }),
};

// The console (staff): a course's authored decks, their cards, and a CSV import of cards.

export const ConsoleDeckSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  kind: z.enum(reviewDeckKinds),
  title: z.string(),
  description: z.string(),
  cards: z.number().int(),
  version: z.number().int(),
});
export type ConsoleDeck = z.infer<typeof ConsoleDeckSchema>;

export const ConsoleCardSchema = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  example: z.string(),
  explanation: z.string(),
  audioUrl: z.string().nullable(),
});
export type ConsoleCard = z.infer<typeof ConsoleCardSchema>;

const audioUrl = z
  .string()
  .trim()
  .max(1000, 'audio URL is at most 1000 characters')
  .refine(
    (s) => s === '' || /^(https?:\/\/|\/)[^\s]+$/.test(s),
    'audio URL must start with https://, http:// or /',
  )
  .default('');

export const CardInputSchema = z.object({
  front: requiredText('front', 500),
  back: requiredText('back', 2000),
  example: cardText('example', 1000).default(''),
  explanation: cardText('explanation', 2000).default(''),
  audioUrl,
});
export type CardInput = z.infer<typeof CardInputSchema>;

export const DeckInputSchema = z.object({
  courseId: idField('courseId'),
  title: requiredText('title', 120),
  description: cardText('description', 500).default(''),
});
export type DeckInput = z.infer<typeof DeckInputSchema>;

export const DeckEditSchema = DeckInputSchema.omit({ courseId: true }).extend({
  /** The version read: an edit over someone else's is refused (409). */
  version: z.number().int().positive(),
});

export const DeckDetailSchema = z.object({ deck: ConsoleDeckSchema, cards: z.array(ConsoleCardSchema) });
export type DeckDetail = z.infer<typeof DeckDetailSchema>;

/** The most rows one CSV import takes. */
export const CARD_IMPORT_MAX_ROWS = 2000;
export const CardImportSchema = z.object({
  /** CSV: front, back, example, audio URL (the last two optional); a first row of these names is a header. */
  csv: z.string().max(1_000_000, 'The file is too large: at most 1 MB'),
  /** false: check and preview only; true: add the cards (all or nothing). */
  apply: z.boolean().default(false),
});
export const CardImportRowErrorSchema = z.object({
  /** The row's line in the file (1 = the first line). */
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type CardImportRowError = z.infer<typeof CardImportRowErrorSchema>;
export const CardImportResultSchema = z.object({
  rows: z.array(CardInputSchema.extend({ line: z.number().int() })),
  errors: z.array(CardImportRowErrorSchema),
  applied: z.boolean(),
});
export type CardImportResult = z.infer<typeof CardImportResultSchema>;

const deckParams = z.object({ deckId: idField('deckId') });
const cardParams = z.object({ deckId: idField('deckId'), cardId: idField('cardId') });

export const consoleReviewDecksApi = {
  list: get('console/review-decks', {
    query: CourseQuerySchema,
    response: envelope(z.array(ConsoleDeckSchema)),
  }),
  create: post('console/review-decks', { body: DeckInputSchema, response: envelope(ConsoleDeckSchema) }),
  detail: get('console/review-decks/:deckId', { params: deckParams, response: envelope(DeckDetailSchema) }),
  edit: put('console/review-decks/:deckId', {
    params: deckParams,
    body: DeckEditSchema,
    response: envelope(ConsoleDeckSchema),
  }),
  addCard: post('console/review-decks/:deckId/cards', {
    params: deckParams,
    body: CardInputSchema,
    response: envelope(ConsoleCardSchema),
  }),
  editCard: put('console/review-decks/:deckId/cards/:cardId', {
    params: cardParams,
    body: CardInputSchema,
    response: envelope(ConsoleCardSchema),
  }),
  deleteCard: del('console/review-decks/:deckId/cards/:cardId', {
    params: cardParams,
    response: envelope(z.null()),
  }),
  importCards: post('console/review-decks/:deckId/import', {
    params: deckParams,
    body: CardImportSchema,
    response: envelope(CardImportResultSchema),
  }),
};
