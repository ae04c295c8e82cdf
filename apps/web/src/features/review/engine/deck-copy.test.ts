import 'fake-indexeddb/auto';
import type { ReviewCard, ReviewSession } from '@portico/contract/review-decks';
import { nextMemory } from '@portico/contract/review-schedule';
import { describe, expect, it, vi } from 'vitest';
import { keepDeckCopy, readDeckCopy, updateDeckCopy } from './deck-copy';

let student = 'student-1';
vi.mock('../../../lib/session', () => ({ getUser: () => ({ id: student }) }));

const card = (n: number): ReviewCard => ({
  id: `card-${n}`,
  deckId: 'deck-1',
  front: `word ${n}`,
  back: `meaning ${n}`,
  example: '',
  explanation: '',
  audioUrl: null,
  memory: null,
});
const session: ReviewSession = {
  deck: { id: 'deck-1', kind: 'vocabulary', title: 'Set 1', description: '', cards: 3, due: 3, fresh: 3 },
  cards: [card(1), card(2), card(3)],
};

describe("a deck's copy on the device (decision 073)", () => {
  it('opens with the cards due now: one answered here comes back only when it is due again', async () => {
    const at = new Date('2026-12-03T09:00:00Z');
    await keepDeckCopy('deck-1', session);
    const good = nextMemory(null, 3, at); // Good on a new card: 10 minutes
    await updateDeckCopy('deck-1', 'card-1', good);

    const soon = await readDeckCopy('deck-1', new Date(at.getTime() + 60_000));
    expect(soon?.session.cards.map((c) => c.id)).toEqual(['card-2', 'card-3']);
    const later = await readDeckCopy('deck-1', new Date(at.getTime() + 11 * 60_000));
    expect(later?.session.cards.map((c) => c.id)).toEqual(['card-1', 'card-2', 'card-3']);
    expect(later?.session.cards[0]?.memory?.reps).toBe(1);
  });

  it("keeps each student's copies apart on a shared device", async () => {
    await keepDeckCopy('deck-1', session);
    student = 'student-2';
    expect(await readDeckCopy('deck-1', new Date())).toBeNull();
    student = 'student-1';
    expect(await readDeckCopy('deck-1', new Date())).not.toBeNull();
  });
});
