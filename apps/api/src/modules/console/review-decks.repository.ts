import type { CardInput, DeckInput } from '@portico/contract/review-decks';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, reviewCards, reviewDecks } from '../../db/schema';
import { AuditedRepository } from './audited.repository';

/**
 * The console's SQL of review decks: a company's course decks (never a student's own), each act in
 * one transaction with its audit entry (AuditedRepository).
 */
export class ConsoleReviewDecksRepository extends AuditedRepository<ConsoleReviewDecksRepository> {
  protected on(db: Db) {
    return new ConsoleReviewDecksRepository(db);
  }

  async courseOf(companyCode: string, courseId: string) {
    const [row] = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, courseId)));
    return row;
  }

  async decks(companyCode: string, courseId: string) {
    const rows = await this.db
      .select({ deck: reviewDecks, cards: count(reviewCards.id) })
      .from(reviewDecks)
      .leftJoin(reviewCards, eq(reviewCards.deckId, reviewDecks.id))
      .where(
        and(
          eq(reviewDecks.companyCode, companyCode),
          eq(reviewDecks.courseId, courseId),
          isNull(reviewDecks.studentId),
        ),
      )
      .groupBy(reviewDecks.id)
      .orderBy(asc(reviewDecks.createdAt), asc(reviewDecks.title));
    return rows.map((r) => ({ ...r.deck, cards: Number(r.cards) }));
  }

  /** A course deck of the company, locked for the act when `lock` (undefined: none, or a student's). */
  async deck(companyCode: string, deckId: string, lock = false) {
    const query = this.db
      .select()
      .from(reviewDecks)
      .where(
        and(
          eq(reviewDecks.companyCode, companyCode),
          eq(reviewDecks.id, deckId),
          isNull(reviewDecks.studentId),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async cardCount(deckId: string) {
    const [row] = await this.db
      .select({ n: count() })
      .from(reviewCards)
      .where(eq(reviewCards.deckId, deckId));
    return Number(row?.n ?? 0);
  }

  async cards(deckId: string) {
    return this.db
      .select()
      .from(reviewCards)
      .where(eq(reviewCards.deckId, deckId))
      .orderBy(asc(reviewCards.orderNo), asc(reviewCards.createdAt));
  }

  async createDeck(companyCode: string, input: DeckInput) {
    const [row] = await this.db
      .insert(reviewDecks)
      .values({
        companyCode,
        courseId: input.courseId,
        kind: 'authored',
        title: input.title,
        description: input.description,
      })
      .returning();
    if (!row) throw new Error('deck not created');
    return row;
  }

  /** Changes a deck (and bumps its version) only when `version` is still the stored one. */
  async editDeck(deckId: string, version: number, set: { title?: string; description?: string }, at: Date) {
    const [row] = await this.db
      .update(reviewDecks)
      .set({ ...set, version: sql`${reviewDecks.version} + 1`, updatedAt: at })
      .where(and(eq(reviewDecks.id, deckId), eq(reviewDecks.version, version)))
      .returning();
    return row;
  }

  async touchDeck(deckId: string, at: Date) {
    await this.db
      .update(reviewDecks)
      .set({ version: sql`${reviewDecks.version} + 1`, updatedAt: at })
      .where(eq(reviewDecks.id, deckId));
  }

  async addCards(companyCode: string, deckId: string, cards: CardInput[], firstOrder: number) {
    if (cards.length === 0) return [];
    return this.db
      .insert(reviewCards)
      .values(
        cards.map((c, n) => ({
          companyCode,
          deckId,
          front: c.front,
          back: c.back,
          example: c.example,
          explanation: c.explanation,
          audioUrl: c.audioUrl || null,
          orderNo: firstOrder + n,
        })),
      )
      .returning();
  }

  async editCard(deckId: string, cardId: string, c: CardInput, at: Date) {
    const [row] = await this.db
      .update(reviewCards)
      .set({
        front: c.front,
        back: c.back,
        example: c.example,
        explanation: c.explanation,
        audioUrl: c.audioUrl || null,
        updatedAt: at,
      })
      .where(and(eq(reviewCards.deckId, deckId), eq(reviewCards.id, cardId)))
      .returning();
    return row;
  }

  async deleteCard(deckId: string, cardId: string) {
    const rows = await this.db
      .delete(reviewCards)
      .where(and(eq(reviewCards.deckId, deckId), eq(reviewCards.id, cardId)))
      .returning({ id: reviewCards.id });
    return rows.length > 0;
  }
}
