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
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { readCardCsv } from '../review-decks/card-import';
import { adminOnly, entityAuditWriter } from './authoring';
import type { ConsoleReviewDecksRepository } from './review-decks.repository';

type DeckRow = NonNullable<Awaited<ReturnType<ConsoleReviewDecksRepository['deck']>>>;
type CardRow = Awaited<ReturnType<ConsoleReviewDecksRepository['cards']>>[number];

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

/** What the audit keeps of a card. */
const cardFacts = (c: CardInput | CardRow) => ({ front: c.front, back: c.back });

/**
 * A provider's review decks in the console (admins, CONSOLE.md Authoring): the course's decks (its
 * authored ones and those made from its vocabulary sets), their cards, and a CSV import of cards
 * previewed with each row's problems and applied all or nothing. Each change is one transaction with
 * its audit entry (entity 'review_deck', the deck's id).
 */
export class ConsoleReviewDecksService {
  private readonly audit;

  constructor(
    private readonly repo: ConsoleReviewDecksRepository,
    private readonly clock: Clock,
  ) {
    this.audit = entityAuditWriter('review_deck', () => clock.now());
  }

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
    return this.repo.transaction(async (repo) => {
      const deck = await repo.createDeck(company, input);
      await this.audit(repo, actor, 'deck.create', deck.id, null, {
        title: deck.title,
        courseId: deck.courseId,
      });
      return deckOut(deck, 0);
    });
  }

  async detail(actor: Actor, deckId: string): Promise<DeckDetail> {
    const deck = await this.deckOf(adminOnly(actor), deckId);
    const cards = await this.repo.cards(deck.id);
    return { deck: deckOut(deck, cards.length), cards: cards.map(cardOut) };
  }

  async edit(actor: Actor, deckId: string, input: { title: string; description: string; version: number }) {
    const company = adminOnly(actor);
    return this.repo.transaction(async (repo) => {
      const before = await this.deckOf(company, deckId, repo, true);
      const row = await repo.editDeck(deckId, input.version, input, this.clock.now());
      if (!row) throw conflict(M.stale);
      const facts = (d: typeof row) => ({ title: d.title, description: d.description, version: d.version });
      await this.audit(repo, actor, 'deck.edit', deckId, facts(before), facts(row));
      return deckOut(row, await repo.cardCount(deckId));
    });
  }

  async addCard(actor: Actor, deckId: string, card: CardInput): Promise<ConsoleCard> {
    const company = adminOnly(actor);
    return this.repo.transaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      const [row] = await repo.addCards(company, deck.id, [card], await repo.cardCount(deck.id));
      await repo.touchDeck(deck.id, this.clock.now());
      if (!row) throw new Error('card not added');
      await this.audit(repo, actor, 'deck.card.add', deck.id, null, { card: row.id, ...cardFacts(row) });
      return cardOut(row);
    });
  }

  async editCard(actor: Actor, deckId: string, cardId: string, card: CardInput): Promise<ConsoleCard> {
    const company = adminOnly(actor);
    return this.repo.transaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      const before = (await repo.cards(deck.id)).find((c) => c.id === cardId);
      const row = before && (await repo.editCard(deck.id, cardId, card, this.clock.now()));
      if (!row) throw notFound(M.cardNotFound);
      await repo.touchDeck(deck.id, this.clock.now());
      await this.audit(
        repo,
        actor,
        'deck.card.edit',
        deck.id,
        { card: cardId, ...cardFacts(before) },
        {
          card: cardId,
          ...cardFacts(row),
        },
      );
      return cardOut(row);
    });
  }

  async deleteCard(actor: Actor, deckId: string, cardId: string): Promise<null> {
    const company = adminOnly(actor);
    return this.repo.transaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      const before = (await repo.cards(deck.id)).find((c) => c.id === cardId);
      if (!before || !(await repo.deleteCard(deck.id, cardId))) throw notFound(M.cardNotFound);
      await repo.touchDeck(deck.id, this.clock.now());
      await this.audit(
        repo,
        actor,
        'deck.card.delete',
        deck.id,
        { card: cardId, ...cardFacts(before) },
        null,
      );
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
    return this.repo.transaction(async (repo) => {
      const deck = await this.deckOf(company, deckId, repo, true);
      await repo.addCards(company, deck.id, rows, await repo.cardCount(deck.id));
      await repo.touchDeck(deck.id, this.clock.now());
      await this.audit(repo, actor, 'deck.import', deck.id, null, { cards: rows.length });
      return { rows, errors, applied: true };
    });
  }
}
