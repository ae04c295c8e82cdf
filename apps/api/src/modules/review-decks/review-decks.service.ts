import {
  ReviewMessages as M,
  NEW_CARDS_PER_DAY,
  REVIEW_SESSION_CARDS,
  type ReviewCard,
  type ReviewDeckSummary,
  type ReviewDecks,
  type ReviewSession,
  type ReviewSyncRequest,
  type ReviewSyncResult,
  reviewDayFits,
  type SaveWord,
} from '@portico/contract/review-decks';
import { replay } from '@portico/contract/review-schedule';
import type { Clock } from '../../lib/clock';
import type { CurrentStudent } from '../../lib/current-student';
import { forbidden, notFound } from '../../lib/errors';
import { cardOfItem, wordKey } from './card-sources';
import type { DeckCounts, ReviewDecksRepository } from './review-decks.repository';

/** Whether a student is assigned a course (CoursesRepository.courseAssigned). */
export type CourseAssigned = (
  companyCode: string,
  studentId: string,
  courseId: string,
  now: Date,
) => Promise<boolean>;

/** A device clock ahead of the server's by more than this is taken as the server's time. */
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export const MISTAKES_TITLE = 'My mistakes';
export const WORDS_TITLE = 'My words';

/** The new cards the deck may still bring in today (NEW_CARDS_PER_DAY over any 24 hours). */
const freshOf = (d: DeckCounts) => Math.min(d.unseen, Math.max(0, NEW_CARDS_PER_DAY - d.begun));

const summary = (d: DeckCounts): ReviewDeckSummary => ({
  id: d.id,
  kind: d.kind,
  title: d.title,
  description: d.description,
  cards: d.cards,
  due: d.reviewsDue + freshOf(d),
  fresh: freshOf(d),
});

/**
 * The student's review decks (issue 42 part 3, decision 061). The course's vocabulary sets and the
 * student's wrong answers become cards when the deck list is opened (made once, by their item), and
 * every review is stored once by its client id and applied in review-time order.
 */
export class ReviewDecksService {
  constructor(
    private readonly repo: ReviewDecksRepository,
    private readonly courseAssigned: CourseAssigned,
    private readonly clock: Clock,
  ) {}

  private async assigned(student: CurrentStudent, courseId: string) {
    if (!(await this.courseAssigned(student.companyCode, student.id, courseId, this.clock.now()))) {
      throw forbidden(M.courseNotAssigned);
    }
  }

  /** GET review/decks: the course's decks with what is due, the vocabulary and mistakes made cards first. */
  async decks(student: CurrentStudent, courseId: string): Promise<ReviewDecks> {
    await this.assigned(student, courseId);
    await this.makeCourseDecks(student.companyCode, courseId);
    await this.makeMistakes(student, courseId);
    await this.repo.ensureDeck(
      student.companyCode,
      courseId,
      { kind: 'words', studentId: student.id },
      WORDS_TITLE,
    );
    const decks = (await this.counts(student, courseId)).map(summary);
    return { decks, due: decks.reduce((n, d) => n + d.due, 0) };
  }

  /** The course's decks the student sees, counted at the clock's now. */
  private counts(student: CurrentStudent, courseId: string) {
    const now = this.clock.now();
    return this.repo.decksOf(
      student.companyCode,
      student.id,
      courseId,
      now,
      new Date(now.getTime() - DAY_MS),
    );
  }

  /** A deck per vocabulary set of the course, its cards the set's questions (new questions added). */
  private async makeCourseDecks(companyCode: string, courseId: string) {
    for (const set of await this.repo.sources.vocabularySets(companyCode, courseId)) {
      const deck = await this.repo.ensureDeck(
        companyCode,
        courseId,
        { kind: 'vocabulary', sourceTestId: set.testId },
        set.title,
      );
      const have = await this.repo.sourceKeys(deck.id);
      const items = await this.repo.sources.itemsOfTest(companyCode, set.testId);
      const cards = items.map((item, n) => cardOfItem(item, n)).filter((c) => !have.has(c.sourceKey ?? ''));
      await this.repo.addCards(companyCode, deck.id, cards);
    }
  }

  /** 'My mistakes': a card per question the student answered wrong in an ended attempt of the course. */
  private async makeMistakes(student: CurrentStudent, courseId: string) {
    const deck = await this.repo.ensureDeck(
      student.companyCode,
      courseId,
      { kind: 'mistakes', studentId: student.id },
      MISTAKES_TITLE,
    );
    const have = await this.repo.sourceKeys(deck.id);
    const wrong = (await this.repo.sources.wrongItems(student.companyCode, student.id, courseId)).filter(
      (id) => !have.has(id),
    );
    const items = await this.repo.sources.withOptions(student.companyCode, wrong);
    await this.repo.addCards(
      student.companyCode,
      deck.id,
      items.map((item, n) => cardOfItem(item, have.size + n)),
    );
  }

  /** GET review/decks/:deckId: the deck's due cards (earliest due first), with their memory. */
  async session(student: CurrentStudent, deckId: string): Promise<ReviewSession> {
    const deck = await this.repo.visibleDeck(student.companyCode, student.id, deckId);
    if (!deck) throw notFound(M.deckNotFound);
    await this.assigned(student, deck.courseId);
    const mine = (await this.counts(student, deck.courseId)).find((d) => d.id === deck.id);
    if (!mine) throw notFound(M.deckNotFound);
    const rows = await this.repo.dueCards(
      student.id,
      deck.id,
      this.clock.now(),
      REVIEW_SESSION_CARDS,
      freshOf(mine),
    );
    const cards: ReviewCard[] = rows.map(({ card, state }) => ({
      id: card.id,
      deckId: card.deckId,
      front: card.front,
      back: card.back,
      example: card.example,
      explanation: card.explanation,
      audioUrl: card.audioUrl,
      memory: state
        ? {
            due: state.due.toISOString(),
            stability: state.stability,
            difficulty: state.difficulty,
            elapsedDays: state.elapsedDays,
            scheduledDays: state.scheduledDays,
            learningSteps: state.learningSteps,
            reps: state.reps,
            lapses: state.lapses,
            state: state.state,
            lastReview: state.lastReview ? state.lastReview.toISOString() : null,
          }
        : null,
    }));
    return { deck: summary(mine), cards };
  }

  /**
   * POST review/sync: stores each review once (by the student's client id: a repeated sync counts it
   * once), then recomputes the memory of each card it touched from all the student's reviews of it
   * in review-time order, so a review made offline yesterday and synced today lands in its place.
   * One transaction; two syncs of one student take turns.
   */
  async sync(student: CurrentStudent, body: ReviewSyncRequest): Promise<ReviewSyncResult> {
    const now = this.clock.now();
    return this.repo.inTransaction(async (repo) => {
      await repo.lockStudent(student.id);
      const decks = await repo.visibleCards(student.companyCode, student.id, [
        ...new Set(body.reviews.map((r) => r.cardId)),
      ]);
      const rejected = body.reviews
        .filter((r) => !decks.has(r.cardId))
        .map((r) => ({ clientId: r.clientId, reason: M.cardNotFound }));
      const kept = body.reviews.filter((r) => decks.has(r.cardId));
      await repo.insertLogs(
        kept.map((r) => {
          // A device clock far ahead: the review is taken as made now, on a day that fits now.
          const ahead = new Date(r.reviewedAt).getTime() > now.getTime() + CLOCK_SKEW_MS;
          const at = ahead ? now : new Date(r.reviewedAt);
          const day = reviewDayFits(r.reviewDay, at.toISOString())
            ? r.reviewDay
            : at.toISOString().slice(0, 10);
          return {
            companyCode: student.companyCode,
            studentId: student.id,
            cardId: r.cardId,
            deckId: decks.get(r.cardId) as string,
            clientId: r.clientId,
            rating: r.rating,
            reviewedAt: at,
            reviewDay: day,
            receivedAt: now,
          };
        }),
      );
      const touched = [...new Set(kept.map((r) => r.cardId))];
      const logs = await repo.logsOfCards(student.id, touched);
      for (const cardId of touched) {
        const memory = replay(logs.filter((l) => l.cardId === cardId));
        if (memory)
          await repo.putState(student.companyCode, student.id, cardId, decks.get(cardId) as string, memory);
      }
      return { saved: kept.map((r) => r.clientId), rejected };
    });
  }

  /** POST review/words: a word saved from a passage becomes a card of 'My words' (once per word). */
  async saveWord(student: CurrentStudent, body: SaveWord) {
    await this.assigned(student, body.courseId);
    const deck = await this.repo.ensureDeck(
      student.companyCode,
      body.courseId,
      { kind: 'words', studentId: student.id },
      WORDS_TITLE,
    );
    const key = wordKey(body.word);
    const before = await this.repo.cardBySource(deck.id, key);
    if (!before) {
      await this.repo.addCards(student.companyCode, deck.id, [
        { sourceKey: key, front: body.word, back: '', example: body.sentence, orderNo: 0 },
      ]);
    }
    const card = before ?? (await this.repo.cardBySource(deck.id, key));
    if (!card) throw notFound(M.cardNotFound);
    return { deckId: deck.id, cardId: card.id, created: !before };
  }

  /** GET review/history: the student's reviews in the course, oldest first. */
  async history(student: CurrentStudent, courseId: string) {
    await this.assigned(student, courseId);
    const rows = await this.repo.history(student.companyCode, student.id, courseId);
    return { reviews: rows.map((r) => ({ ...r, reviewedAt: r.reviewedAt.toISOString() })) };
  }

  /**
   * For the study plan (issue 42 part 2): the days from `from` to `to` (YYYY-MM-DD, the student's own
   * calendar day as the device recorded it) on which the student recorded a review.
   */
  reviewDays(companyCode: string, studentId: string, from: string, to: string): Promise<Set<string>> {
    return this.repo.reviewDays(companyCode, studentId, from, to);
  }
}
