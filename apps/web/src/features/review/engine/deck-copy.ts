import type { CardMemory, ReviewSession } from '@portico/contract/review-decks';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The device's copy of each deck the student opened (issue 46 part 2, decision 073): the session as
 * the server gave it, then each answer's new memory written in, so the deck opens offline with the
 * cards due at that moment and never shows a card already answered here as due.
 */
interface DeckCopy {
  /** `${studentId}:${deckId}`: a shared device keeps students apart. */
  key: string;
  session: ReviewSession;
  savedAt: string;
}

interface DecksDb extends DBSchema {
  decks: { key: string; value: DeckCopy };
}

let opening: Promise<IDBPDatabase<DecksDb>> | null = null;
const database = () => {
  opening ??= openDB<DecksDb>('portico-decks', 1, {
    upgrade(db) {
      db.createObjectStore('decks', { keyPath: 'key' });
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  });
  return opening;
};

const quietly = async <T>(work: () => Promise<T>): Promise<T | null> => {
  try {
    return await work();
  } catch {
    // No IndexedDB (private mode): the deck works online only.
    return null;
  }
};

export const keepDeckCopy = (studentId: string, deckId: string, session: ReviewSession) =>
  quietly(async () => {
    await (await database()).put('decks', {
      key: `${studentId}:${deckId}`,
      session,
      savedAt: new Date().toISOString(),
    });
  });

/** An answered card's new memory, in the copy. */
export const updateDeckCopy = (studentId: string, deckId: string, cardId: string, memory: CardMemory) =>
  quietly(async () => {
    const db = await database();
    const copy = await db.get('decks', `${studentId}:${deckId}`);
    if (!copy) return;
    const cards = copy.session.cards.map((c) => (c.id === cardId ? { ...c, memory } : c));
    await db.put('decks', { ...copy, session: { ...copy.session, cards } });
  });

/** The copy with the cards due at `now` (new ones and those whose due time has come), or null. */
export const readDeckCopy = (studentId: string, deckId: string, now: Date) =>
  quietly(async () => {
    const copy = await (await database()).get('decks', `${studentId}:${deckId}`);
    if (!copy) return null;
    const cards = copy.session.cards.filter((c) => !c.memory || Date.parse(c.memory.due) <= now.getTime());
    return { session: { ...copy.session, cards }, savedAt: copy.savedAt };
  });
