import {
  type Card,
  createEmptyCard,
  type FSRS,
  fsrs,
  type Grade,
  generatorParameters,
  type State,
} from 'ts-fsrs';
import type { CardMemory, ReviewRating } from './review-decks';

/**
 * FSRS scheduling of review cards (decision 061), shared by the API (which recomputes a card's memory
 * from the stored reviews) and the review page (which schedules its queue and shows each button's
 * interval while offline): both must compute the same, so both use these parameters.
 *
 * ts-fsrs' default weights (FSRS-6), 90 % requested retention, learning steps of 1 and 10 minutes,
 * relearning 10 minutes, intervals at most a year, and no fuzz: the same history gives the same
 * schedule on every device and on the server.
 */
export const FSRS_PARAMETERS = {
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: false,
  enable_short_term: true,
} as const;

let scheduler: FSRS | null = null;
const schedulerOf = (): FSRS => {
  scheduler ??= fsrs(generatorParameters(FSRS_PARAMETERS));
  return scheduler;
};

export type ReviewMemory = CardMemory;

const toCard = (m: CardMemory): Card => ({
  due: new Date(m.due),
  stability: m.stability,
  difficulty: m.difficulty,
  elapsed_days: m.elapsedDays,
  scheduled_days: m.scheduledDays,
  learning_steps: m.learningSteps,
  reps: m.reps,
  lapses: m.lapses,
  state: m.state as State,
  last_review: m.lastReview ? new Date(m.lastReview) : undefined,
});

const toMemory = (c: Card): CardMemory => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ? c.last_review.toISOString() : null,
});

/** The memory of a card after one answer at `at` (null memory: a new card). */
export function nextMemory(memory: CardMemory | null, rating: ReviewRating, at: Date): CardMemory {
  const card = memory ? toCard(memory) : createEmptyCard(at);
  return toMemory(schedulerOf().next(card, at, rating as Grade).card);
}

/** The memory after a card's whole history, answered in time order (what the server stores). */
export function replay(reviews: readonly { rating: ReviewRating; reviewedAt: Date }[]): CardMemory | null {
  let memory: CardMemory | null = null;
  for (const r of [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime())) {
    memory = nextMemory(memory, r.rating, r.reviewedAt);
  }
  return memory;
}

/** When each answer would bring the card back, from `at`: what the four buttons show. */
export function nextDues(memory: CardMemory | null, at: Date): Record<ReviewRating, Date> {
  const due = (rating: ReviewRating) => new Date(nextMemory(memory, rating, at).due);
  return { 1: due(1), 2: due(2), 3: due(3), 4: due(4) };
}

/** An interval as a button shows it: '1 min', '10 min', '3 h', '4 d', '2 mo', '1.2 y'. */
export function intervalLabel(from: Date, to: Date): string {
  const minutes = Math.max(1, Math.round((to.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days} d`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  return `${(days / 365).toFixed(1)} y`;
}
