import type { CardMemory, ReviewSession } from '@portico/contract/review-decks';
import { changeCopy, keepCopy, readCopy } from '../../../lib/device-copies';

/**
 * The device's copy of each deck the student opened (issue 46 part 2, decision 073): the session as
 * the server gave it, then each answer's new memory written in, so the deck opens offline with the
 * cards due at that moment and never shows a card already answered here as due.
 */
const KIND = 'deck';

export const keepDeckCopy = (deckId: string, session: ReviewSession) => keepCopy(KIND, deckId, session);

/** An answered card's new memory, in the copy. */
export const updateDeckCopy = (deckId: string, cardId: string, memory: CardMemory) =>
  changeCopy<ReviewSession>(KIND, deckId, (session) => ({
    ...session,
    cards: session.cards.map((c) => (c.id === cardId ? { ...c, memory } : c)),
  }));

/** The copy with the cards due at `now` (new ones and those whose due time has come), or null. */
export async function readDeckCopy(deckId: string, now: Date) {
  const copy = await readCopy<ReviewSession>(KIND, deckId);
  if (!copy) return null;
  const cards = copy.value.cards.filter((c) => !c.memory || Date.parse(c.memory.due) <= now.getTime());
  return { session: { ...copy.value, cards }, savedAt: copy.savedAt };
}
