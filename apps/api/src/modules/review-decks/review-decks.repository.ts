import type { CardMemory, ReviewDeckKind, ReviewRating } from '@portico/contract/review-decks';
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCardStates, reviewCards, reviewDecks, reviewLogs } from '../../db/schema';
import { CardSourcesRepository } from './card-sources.repository';

export type DeckRow = typeof reviewDecks.$inferSelect;
export type CardRow = typeof reviewCards.$inferSelect;
export type NewCard = Omit<typeof reviewCards.$inferInsert, 'companyCode' | 'deckId'>;
/** A deck with its cards, its reviews due and its cards never reviewed, and new cards begun lately. */
export type DeckCounts = DeckRow & { cards: number; reviewsDue: number; unseen: number; begun: number };

export type LogRow = { cardId: string; rating: ReviewRating; reviewedAt: Date };

/** One place for the review decks' SQL (decision 061). */
export class ReviewDecksRepository {
  /** The course content and answers cards are made from. */
  readonly sources: CardSourcesRepository;

  constructor(private readonly db: Db) {
    this.sources = new CardSourcesRepository(db);
  }

  inTransaction<T>(work: (repo: ReviewDecksRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReviewDecksRepository(tx as unknown as Db)));
  }

  /** The deck of this key, made once (concurrent first opens make one). */
  async ensureDeck(
    companyCode: string,
    courseId: string,
    key: { kind: ReviewDeckKind; studentId?: string; sourceTestId?: string },
    title: string,
  ): Promise<DeckRow> {
    await this.db
      .insert(reviewDecks)
      .values({
        companyCode,
        courseId,
        kind: key.kind,
        studentId: key.studentId,
        sourceTestId: key.sourceTestId,
        title,
      })
      .onConflictDoNothing();
    const [deck] = await this.db
      .select()
      .from(reviewDecks)
      .where(
        and(
          eq(reviewDecks.companyCode, companyCode),
          eq(reviewDecks.courseId, courseId),
          eq(reviewDecks.kind, key.kind),
          key.studentId ? eq(reviewDecks.studentId, key.studentId) : isNull(reviewDecks.studentId),
          key.sourceTestId ? eq(reviewDecks.sourceTestId, key.sourceTestId) : sql`true`,
        ),
      )
      .limit(1);
    if (!deck) throw new Error('review deck was not made');
    return deck;
  }

  /** Adds the cards a deck lacks (by sourceKey); answers the ids of those with that key. */
  async addCards(companyCode: string, deckId: string, cards: NewCard[]): Promise<void> {
    if (cards.length === 0) return;
    await this.db
      .insert(reviewCards)
      .values(cards.map((c) => ({ ...c, companyCode, deckId })))
      .onConflictDoNothing();
  }

  async sourceKeys(deckId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ key: reviewCards.sourceKey })
      .from(reviewCards)
      .where(eq(reviewCards.deckId, deckId));
    return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
  }

  async cardBySource(deckId: string, sourceKey: string) {
    const [row] = await this.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.deckId, deckId), eq(reviewCards.sourceKey, sourceKey)));
    return row;
  }

  /** The decks of a course a student may open: the course's, and the student's own. */
  private visible(companyCode: string, studentId: string) {
    return and(
      eq(reviewDecks.companyCode, companyCode),
      or(isNull(reviewDecks.studentId), eq(reviewDecks.studentId, studentId)),
    );
  }

  /**
   * The course's decks the student sees, with their cards, the reviews due at `now`, the cards never
   * reviewed, and the new cards first reviewed since `since` (what the day's allowance has used).
   */
  async decksOf(
    companyCode: string,
    studentId: string,
    courseId: string,
    now: Date,
    since: Date,
  ): Promise<DeckCounts[]> {
    const rows = await this.db
      .select({
        deck: reviewDecks,
        cards: count(reviewCards.id),
        reviewsDue: sql<number>`count(${reviewCardStates.cardId}) filter (where ${reviewCardStates.due} <= ${now.toISOString()}::timestamptz)`,
        unseen: sql<number>`count(${reviewCards.id}) filter (where ${reviewCardStates.cardId} is null)`,
      })
      .from(reviewDecks)
      .leftJoin(reviewCards, eq(reviewCards.deckId, reviewDecks.id))
      .leftJoin(
        reviewCardStates,
        and(eq(reviewCardStates.cardId, reviewCards.id), eq(reviewCardStates.studentId, studentId)),
      )
      .where(and(this.visible(companyCode, studentId), eq(reviewDecks.courseId, courseId)))
      .groupBy(reviewDecks.id)
      .orderBy(asc(reviewDecks.createdAt), asc(reviewDecks.title));
    const begun = await this.begunSince(
      studentId,
      rows.map((r) => r.deck.id),
      since,
    );
    return rows.map((r) => ({
      ...r.deck,
      cards: Number(r.cards),
      reviewsDue: Number(r.reviewsDue),
      unseen: Number(r.unseen),
      begun: begun.get(r.deck.id) ?? 0,
    }));
  }

  /** Per deck, the cards the student first reviewed at or after `since`. */
  private async begunSince(studentId: string, deckIds: string[], since: Date): Promise<Map<string, number>> {
    if (!deckIds.length) return new Map();
    const earlier = this.db
      .select({ one: sql`1` })
      .from(sql`${reviewLogs} as earlier`)
      .where(
        sql`earlier.student_id = ${reviewLogs.studentId} and earlier.card_id = ${reviewLogs.cardId} and earlier.reviewed_at < ${since.toISOString()}::timestamptz`,
      );
    const rows = await this.db
      .select({ deckId: reviewLogs.deckId, n: sql<number>`count(distinct ${reviewLogs.cardId})` })
      .from(reviewLogs)
      .where(
        and(
          eq(reviewLogs.studentId, studentId),
          inArray(reviewLogs.deckId, deckIds),
          gte(reviewLogs.reviewedAt, since),
          sql`not exists (${earlier})`,
        ),
      )
      .groupBy(reviewLogs.deckId);
    return new Map(rows.map((r) => [r.deckId, Number(r.n)]));
  }

  /** A deck the student may open, or undefined (another company's, another student's). */
  async visibleDeck(companyCode: string, studentId: string, deckId: string): Promise<DeckRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reviewDecks)
      .where(and(this.visible(companyCode, studentId), eq(reviewDecks.id, deckId)));
    return row;
  }

  /**
   * The deck's cards to review at `now`: the reviews due (earliest due first), then up to `fresh`
   * new cards in the deck's order; `limit` in all.
   */
  async dueCards(studentId: string, deckId: string, now: Date, limit: number, fresh: number) {
    const states = and(
      eq(reviewCardStates.cardId, reviewCards.id),
      eq(reviewCardStates.studentId, studentId),
    );
    const due = await this.db
      .select({ card: reviewCards, state: reviewCardStates })
      .from(reviewCards)
      .innerJoin(reviewCardStates, states)
      .where(
        and(
          eq(reviewCards.deckId, deckId),
          sql`${reviewCardStates.due} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(reviewCardStates.due), asc(reviewCards.orderNo), asc(reviewCards.createdAt))
      .limit(limit);
    const room = Math.min(fresh, limit - due.length);
    if (room <= 0) return due;
    const unseen = await this.db
      .select({ card: reviewCards, state: reviewCardStates })
      .from(reviewCards)
      .leftJoin(reviewCardStates, states)
      .where(and(eq(reviewCards.deckId, deckId), isNull(reviewCardStates.cardId)))
      .orderBy(asc(reviewCards.orderNo), asc(reviewCards.createdAt))
      .limit(room);
    return [...due, ...unseen];
  }

  /** Of these cards, those in decks the student may see (id → deck id). */
  async visibleCards(
    companyCode: string,
    studentId: string,
    cardIds: string[],
  ): Promise<Map<string, string>> {
    if (cardIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: reviewCards.id, deckId: reviewCards.deckId })
      .from(reviewCards)
      .innerJoin(reviewDecks, eq(reviewDecks.id, reviewCards.deckId))
      .where(and(this.visible(companyCode, studentId), inArray(reviewCards.id, cardIds)));
    return new Map(rows.map((r) => [r.id, r.deckId]));
  }

  /** Stores the reviews not stored before (by client id); answers the client ids now stored. */
  async insertLogs(rows: (typeof reviewLogs.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(reviewLogs).values(rows).onConflictDoNothing();
  }

  /** Locks the student's states of these cards for the recomputation (two syncs at once take turns). */
  async lockStudent(studentId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${studentId}`}))`);
  }

  async logsOfCards(studentId: string, cardIds: string[]): Promise<LogRow[]> {
    if (cardIds.length === 0) return [];
    const rows = await this.db
      .select({ cardId: reviewLogs.cardId, rating: reviewLogs.rating, reviewedAt: reviewLogs.reviewedAt })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.studentId, studentId), inArray(reviewLogs.cardId, cardIds)))
      .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.receivedAt), asc(reviewLogs.clientId));
    return rows.map((r) => ({ ...r, rating: r.rating as ReviewRating }));
  }

  async putState(companyCode: string, studentId: string, cardId: string, deckId: string, m: CardMemory) {
    const values = {
      due: new Date(m.due),
      stability: m.stability,
      difficulty: m.difficulty,
      elapsedDays: m.elapsedDays,
      scheduledDays: m.scheduledDays,
      learningSteps: m.learningSteps,
      reps: m.reps,
      lapses: m.lapses,
      state: m.state,
      lastReview: m.lastReview ? new Date(m.lastReview) : null,
    };
    await this.db
      .insert(reviewCardStates)
      .values({ companyCode, studentId, cardId, deckId, ...values })
      .onConflictDoUpdate({ target: [reviewCardStates.studentId, reviewCardStates.cardId], set: values });
  }

  async history(companyCode: string, studentId: string, courseId: string) {
    return this.db
      .select({
        clientId: reviewLogs.clientId,
        cardId: reviewLogs.cardId,
        rating: reviewLogs.rating,
        reviewedAt: reviewLogs.reviewedAt,
      })
      .from(reviewLogs)
      .innerJoin(reviewDecks, eq(reviewDecks.id, reviewLogs.deckId))
      .where(
        and(
          eq(reviewLogs.companyCode, companyCode),
          eq(reviewLogs.studentId, studentId),
          eq(reviewDecks.courseId, courseId),
        ),
      )
      .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.clientId))
      .limit(5000);
  }

  /** The days from `from` to `to` (the device's own day of each review) with a review of the student's. */
  async reviewDays(companyCode: string, studentId: string, from: string, to: string): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ day: reviewLogs.reviewDay })
      .from(reviewLogs)
      .where(
        and(
          eq(reviewLogs.companyCode, companyCode),
          eq(reviewLogs.studentId, studentId),
          gte(reviewLogs.reviewDay, from),
          lte(reviewLogs.reviewDay, to),
        ),
      );
    return new Set(rows.map((r) => r.day));
  }
}
