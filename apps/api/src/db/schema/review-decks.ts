import type { ReviewDeckKind } from '@portico/contract/review-decks';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
import { tests } from './content';
import { courses } from './courses';
import { students } from './people';
import { companyCode } from './tenancy';

/**
 * A review deck of a course (issue 42 part 3, decision 061): one a provider authored, one made from a
 * vocabulary set of the course (shared by its students), or a student's own 'My mistakes' and 'My
 * words' (studentId set: nobody else reads them).
 */
export const reviewDecks = pgTable(
  'review_decks',
  {
    id: id(),
    companyCode: companyCode(),
    courseId: ownerRef('course_id', () => courses.id),
    kind: text('kind').$type<ReviewDeckKind>().notNull(),
    /** A student's own deck; null for the course's decks. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** The vocabulary set a 'vocabulary' deck is made from. */
    sourceTestId: looseRef('source_test_id', () => tests.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Grows with every edit of the deck or its cards by staff: a stale edit is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('review_decks_course_idx').on(t.companyCode, t.courseId),
    uniqueIndex('review_decks_vocabulary_uq').on(t.courseId, t.sourceTestId).where(sql`kind = 'vocabulary'`),
    uniqueIndex('review_decks_own_uq').on(t.courseId, t.studentId, t.kind).where(sql`student_id IS NOT NULL`),
  ],
);

/**
 * A card of a deck: front (the word or prompt), back (its meaning or the right answer), an example
 * sentence, an explanation and a recording where the course has one. `sourceKey` names what it was
 * made from (the item of a vocabulary set or of a wrong answer, the saved word) so a card is made once.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: id(),
    companyCode: companyCode(),
    deckId: ownerRef('deck_id', () => reviewDecks.id),
    sourceKey: text('source_key'),
    front: text('front').notNull(),
    back: text('back').notNull().default(''),
    example: text('example').notNull().default(''),
    explanation: text('explanation').notNull().default(''),
    audioUrl: text('audio_url'),
    orderNo: integer('order_no').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('review_cards_deck_idx').on(t.deckId, t.orderNo),
    uniqueIndex('review_cards_source_uq').on(t.deckId, t.sourceKey),
  ],
);

/**
 * A student's FSRS memory state of one card (ts-fsrs' Card): recomputed from the student's reviews of
 * the card in review-time order whenever a review arrives, so a late (offline) review lands in place.
 * A card without a row is new and due.
 */
export const reviewCardStates = pgTable(
  'review_card_states',
  {
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    cardId: ownerRef('card_id', () => reviewCards.id),
    deckId: ownerRef('deck_id', () => reviewDecks.id),
    due: timestampTz('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestampTz('last_review'),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.cardId] }),
    index('review_card_states_due_idx').on(t.companyCode, t.studentId, t.deckId, t.due),
  ],
);

/**
 * One answer of a student to a card (Again, Hard, Good, Easy), as the review page recorded it, online
 * or offline: `clientId` is the page's id of it, unique per student, so a repeated sync stores it once.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    cardId: ownerRef('card_id', () => reviewCards.id),
    deckId: ownerRef('deck_id', () => reviewDecks.id),
    clientId: text('client_id').notNull(),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: smallint('rating').notNull(),
    /** When the student answered (the device's clock, never later than its arrival). */
    reviewedAt: timestampTz('reviewed_at').notNull(),
    /** The student's own calendar day of the review (YYYY-MM-DD in the device's time zone). */
    reviewDay: text('review_day').notNull(),
    receivedAt: timestampTz('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('review_logs_client_uq').on(t.studentId, t.clientId),
    index('review_logs_card_idx').on(t.studentId, t.cardId, t.reviewedAt),
    index('review_logs_day_idx').on(t.companyCode, t.studentId, t.reviewDay),
  ],
);
