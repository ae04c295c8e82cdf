import { penaltyPoints, questionPoints } from './points';
import { cleanFloat, roundScore, roundTo } from './rounding';

/**
 * One scored answer as a section total reads it: scoreItem's result, or a stored student test item
 * (spec 3 §3: isCorrect, points, negativePoints). `points` is what the answer earned, not the
 * item's value: on a wrong multi-part item it is the partial credit of its right parts.
 */
export interface ScoredItem {
  isCorrect: boolean | null;
  points?: number | null;
  negativePoints?: number | null;
  /** Whether an answer was given; missing: answered iff isCorrect is not null (spec 3 §9). */
  answered?: boolean;
}

/** The report's counts, under the names of spec 3 §3. */
export interface AnswerCounts {
  totalQuestions: number;
  questionsAttempted: number;
  correctAnswer: number;
  inCorrectAnswer: number;
  skippedAnswer: number;
}

export interface SectionScore {
  /** SCORING.md: the section score, rounded. */
  score: number;
  /** The same before rounding. */
  rawScore: number;
  counts: AnswerCounts;
  /** Percentage with 2 decimals, or '-' when nothing was attempted. */
  accuracy: string;
}

/**
 * SCORING.md: points of correct answers - negative points of incorrect answers; skipped answers
 * (isCorrect null) count neither way, and neither do answers awaiting a faculty evaluation. A
 * correct answer's points default to 1 when missing or 0; a wrong one adds the partial credit it
 * earned (ITEM-TYPES.md: reorder pairs, highlight words, right blanks), 0 for single-part items.
 */
export function sectionRawScore(items: readonly ScoredItem[]): number {
  let total = 0;
  for (const item of items) {
    if (item.isCorrect === true) total += questionPoints(item.points);
    if (item.isCorrect === false) total += partialCredit(item.points) - penaltyPoints(item.negativePoints);
  }
  return cleanFloat(total);
}

function partialCredit(points: number | null | undefined): number {
  return typeof points === 'number' && Number.isFinite(points) && points > 0 ? points : 0;
}

/**
 * spec 3 §9: skipped answers are those whose isCorrect is null; an answered essay or recording
 * awaiting evaluation is null too but attempted (ITEM-TYPES.md), so `answered` tells them apart.
 */
export function countAnswers(items: readonly ScoredItem[]): AnswerCounts {
  const correctAnswer = items.filter((i) => i.isCorrect === true).length;
  const inCorrectAnswer = items.filter((i) => i.isCorrect === false).length;
  const skippedAnswer = items.filter((i) => i.isCorrect === null && !(i.answered ?? false)).length;
  return {
    totalQuestions: items.length,
    questionsAttempted: items.length - skippedAnswer,
    correctAnswer,
    inCorrectAnswer,
    skippedAnswer,
  };
}

/** SCORING.md: correct / attempted as a percentage with 2 decimals; '-' when nothing attempted. */
export function accuracy(counts: Pick<AnswerCounts, 'correctAnswer' | 'questionsAttempted'>): string {
  if (counts.questionsAttempted <= 0) return '-';
  return roundTo((counts.correctAnswer / counts.questionsAttempted) * 100, 2).toFixed(2);
}

export function sectionScore(items: readonly ScoredItem[]): SectionScore {
  const rawScore = sectionRawScore(items);
  const counts = countAnswers(items);
  return { score: roundScore(rawScore), rawScore, counts, accuracy: accuracy(counts) };
}
