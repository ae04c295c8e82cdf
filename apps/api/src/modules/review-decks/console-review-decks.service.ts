import {
  type CardImportResult,
  type CardInput,
  type ConsoleCard,
  type ConsoleDeck,
  type DeckDetail,
  type DeckInput,
  ReviewMessages as M,
} from '@portico/contract/review-decks';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { readCardCsv } from './card-import';
import type { ConsoleReviewDecksRepository } from './console-review-decks.repository';

type DeckRow = NonNullable<Awaited<ReturnType<ConsoleReviewDecksRepository['deck']>>>;
type CardRow = Awaited<ReturnType<ConsoleReviewDecksRepository['cards']>>[number];

/** Authoring is the admins' (CONSOLE.md Authoring); answers the company they act for. */
function adminOnly(actor: Actor): string {
  if (actor.staff.role !== 'admin') throw forbidden(M.adminOnly);
  return actor.staff.companyCode;
}

const deckOut = (d: DeckRow, cards: number): ConsoleDeck => ({
  id: d.id,
  courseId: d.courseId,
  kind: d.kind,
  title: d.title,
  description: d.description,
  cards,
  version: d.version,
});
const cardOut = (c: CardRow): ConsoleCard => ({
  id: c.id,
  front: c.front,
  back: c.back,
  example: c.example,
  explanation: c.explanation,
  audioUrl: c.audioUrl,
});

/**
 * A provider's review decks in the console (admins, CONSOLE.md Authoring): the course's decks (its
 * authored ones and those made from its vocabulary sets), their cards, and a CSV import of cards
 * previewed with each row's problems and applied all or nothing.
 */
export class ConsoleReviewDecksService {
  constructor(
    private readonly repo: ConsoleReviewDecksRepository,
    private readonly clock: Clock,
  ) {}

  private async course(companyCode: string, courseId: string) {
    if (!(await this.repo.courseOf(companyCode, courseId))) throw notFound(M.courseNotFound);
  }

  private async deckOf(companyCode: string, deckId: string, repo = this.repo, lock = false) {
    const deck = await repo.deck(companyCode, deckId, lock);
    if (!deck) throw notFound(M.deckNotFound);
    return deck;
  }

  async list(actor: Actor, courseId: string): Promise<ConsoleDeck[]> {
    const company = adminOnly(actor);
    await this.course(company, courseId);
    return (await this.repo.decks(company, courseId)).map((d) => deckOut(d, d.cards));
  }

  async create(actor: Actor, input: DeckInput): Promise<ConsoleDeck> {
    const company = adminOnly(actor);
    await this.course(company, input.courseId);
    return deckOut(await this.repo.createDeck(company, input), 0);
  }

  async detail(actor: Actor, deckId: string): Promise<DeckDetail> {
    const deck = await this.deckOf(adminOnly(actor), deckId);
    const cards = await this.repo.cards(deck.id);
    return { deck: deckOut(deck, cards.length), cards: cards.map(cardOut) };
  }

  async edit(actor: Actor, deckId: string, input: { title: string; description: string; version: number }) {
    const company = adminOnly(actor);
    await this.deckOf(company, deckId);
    const row = await this.repo.editDeck(deckId, input.version, input, this.clock.now());
    if (!row) throw conflict(M.stale);
    return deckOut(row, await this.repo.cardCount(deckId));
  }

  async addCard(actor: Actor, deckId: string, card: CardInput): Promise<ConsoleCard> {
    const company = adminOnly(actor);
    return this.repo.inTransaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      const [row] = await repo.addCards(company, deck.id, [card], await repo.cardCount(deck.id));
      await repo.touchDeck(deck.id, this.clock.now());
      if (!row) throw new Error('card not added');
      return cardOut(row);
    });
  }

  async editCard(actor: Actor, deckId: string, cardId: string, card: CardInput): Promise<ConsoleCard> {
    const company = adminOnly(actor);
    return this.repo.inTransaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      const row = await repo.editCard(deck.id, cardId, card, this.clock.now());
      if (!row) throw notFound(M.cardNotFound);
      await repo.touchDeck(deck.id, this.clock.now());
      return cardOut(row);
    });
  }

  async deleteCard(actor: Actor, deckId: string, cardId: string): Promise<null> {
    const company = adminOnly(actor);
    return this.repo.inTransaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      if (!(await repo.deleteCard(deck.id, cardId))) throw notFound(M.cardNotFound);
      await repo.touchDeck(deck.id, this.clock.now());
      return null;
    });
  }

  /** Checks a CSV of cards; with `apply`, adds them all in one transaction, or none when a row is wrong. */
  async importCards(actor: Actor, deckId: string, csv: string, apply: boolean): Promise<CardImportResult> {
    const company = adminOnly(actor);
    const { rows, errors } = readCardCsv(csv);
    if (!apply || errors.length > 0) {
      await this.deckOf(company, deckId);
      if (apply) throw new AppError('VALIDATION', M.importInvalid, { rows, errors, applied: false });
      return { rows, errors, applied: false };
    }
    return this.repo.inTransaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      await repo.addCards(company, deck.id, rows, await repo.cardCount(deck.id));
      await repo.touchDeck(deck.id, this.clock.now());
      return { rows, errors, applied: true };
    });
  }
}
