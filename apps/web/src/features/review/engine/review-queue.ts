import type { CardMemory, ReviewCard, ReviewRating } from '@portico/contract/review-decks';
import { nextMemory } from '@portico/contract/review-schedule';

/** A card answered sooner than this comes back in the same session (the learning steps: 1 and 10 minutes). */
export const AGAIN_IN_SESSION_MS = 60 * 60_000;

export interface QueueState {
  cards: ReviewCard[];
  /** Reviews given in this session. */
  done: number;
}

/** The queue after answering its first card at `at`: the card leaves, or goes to the back with its new memory. */
export function answerFirst(
  state: QueueState,
  rating: ReviewRating,
  at: Date,
): { state: QueueState; memory: CardMemory } {
  const [card, ...rest] = state.cards;
  if (!card) return { state, memory: nextMemory(null, rating, at) };
  const memory = nextMemory(card.memory, rating, at);
  const soon = new Date(memory.due).getTime() - at.getTime() < AGAIN_IN_SESSION_MS;
  return {
    state: { cards: soon ? [...rest, { ...card, memory }] : rest, done: state.done + 1 },
    memory,
  };
}

/** The device's calendar day of a moment (YYYY-MM-DD in its own time zone). */
export function localDay(at: Date): string {
  const y = at.getFullYear();
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
