import type { ReviewCard, ReviewRecord } from '@portico/contract/review-decks';
import { describe, expect, it } from 'vitest';
import { memoryOutbox } from './review-outbox';
import { answerFirst, localDay } from './review-queue';
import { flushReviews } from './review-sync';

const review = (n: number): ReviewRecord => ({
  clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  cardId: '00000000-0000-4000-8000-000000000001',
  rating: 3,
  reviewedAt: new Date(Date.UTC(2026, 10, 22, 9, n)).toISOString(),
  reviewDay: '2026-11-22',
});

describe('the review outbox and its sync', () => {
  it('sends oldest first and forgets only what the server stored', async () => {
    const outbox = memoryOutbox();
    for (const n of [3, 1, 2]) await outbox.put(review(n));
    const sent: string[][] = [];
    const left = await flushReviews(outbox, async (batch) => {
      sent.push(batch.map((r) => r.reviewedAt));
      return { saved: batch.slice(0, 2).map((r) => r.clientId), rejected: [] };
    });
    expect(sent[0]).toEqual([review(1), review(2), review(3)].map((r) => r.reviewedAt));
    // The third was not acknowledged in the first answer: it is sent again, then stored.
    expect(sent[1]).toEqual([review(3).reviewedAt]);
    expect(left).toBe(0);
    expect(await outbox.pending()).toEqual([]);
  });

  it('keeps every review when the send fails (offline), and a second flush sends them', async () => {
    const outbox = memoryOutbox();
    await outbox.put(review(1));
    await expect(
      flushReviews(outbox, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(await outbox.pending()).toHaveLength(1);
    const left = await flushReviews(outbox, async (batch) => ({
      saved: batch.map((r) => r.clientId),
      rejected: [],
    }));
    expect(left).toBe(0);
  });

  it('drops a review the server refused for good (its card is gone)', async () => {
    const outbox = memoryOutbox();
    await outbox.put(review(1));
    await flushReviews(outbox, async (batch) => ({
      saved: [],
      rejected: batch.map((r) => ({ clientId: r.clientId, reason: 'Card not found' })),
    }));
    expect(await outbox.pending()).toEqual([]);
  });
});

describe('the session queue', () => {
  const card = (id: string): ReviewCard => ({
    id,
    deckId: 'd',
    front: id,
    back: '',
    example: '',
    explanation: '',
    audioUrl: null,
    memory: null,
  });
  const at = new Date('2026-11-22T09:00:00Z');

  it('sends a card answered Again or Good (a learning step) to the back, and lets an Easy one go', () => {
    const start = { cards: [card('a'), card('b')], done: 0 };
    const good = answerFirst(start, 3, at);
    expect(good.state.cards.map((c) => c.id)).toEqual(['b', 'a']);
    expect(good.state.cards[1]?.memory?.state).toBe(1);
    const easy = answerFirst(good.state, 4, at);
    expect(easy.state.cards.map((c) => c.id)).toEqual(['a']);
    expect(easy.state.done).toBe(2);
  });

  it("names the device's own day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
