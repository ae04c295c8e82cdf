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
  /**
   * How many questions the item counts as (question-numbers.ts `numberSpan`): an IELTS 'Choose TWO'
   * worth 2 is two of Listening's 40; missing, 1.
   */
  questions?: number;
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
 * One item's share of the counts. An item of several questions (an IELTS 'Choose TWO') counts its
 * marks earned as right and the rest as wrong, so one right letter of two is '1 correct, 1 wrong'.
 */
export function questionCounts(item: ScoredItem): AnswerCounts {
  const questions = Math.max(1, Math.round(item.questions ?? 1));
  const none = {
    totalQuestions: questions,
    questionsAttempted: 0,
    correctAnswer: 0,
    inCorrectAnswer: 0,
    skippedAnswer: 0,
  };
  if (item.isCorrect === true) return { ...none, questionsAttempted: questions, correctAnswer: questions };
  if (item.isCorrect === false) {
    // A wrong one-question item is wrong whatever partial credit it earned (its points still count).
    const right = Math.min(questions - 1, Math.round(partialCredit(item.points)));
    return {
      ...none,
      questionsAttempted: questions,
      correctAnswer: right,
      inCorrectAnswer: questions - right,
    };
  }
  // spec 3 §9: skipped answers are those whose isCorrect is null; an answered essay or recording
  // awaiting evaluation is null too but attempted (ITEM-TYPES.md), so `answered` tells them apart.
  return item.answered ? { ...none, questionsAttempted: questions } : { ...none, skippedAnswer: questions };
}

/** The counts of a list of items, each counted as its questions (`questionCounts`). */
export function countAnswers(items: readonly ScoredItem[]): AnswerCounts {
  return addCounts(items.map(questionCounts));
}

/** Counts added up (a test's from its sections'). */
export function addCounts(all: readonly AnswerCounts[]): AnswerCounts {
  const sum: AnswerCounts = {
    totalQuestions: 0,
    questionsAttempted: 0,
    correctAnswer: 0,
    inCorrectAnswer: 0,
    skippedAnswer: 0,
  };
  for (const c of all) {
    sum.totalQuestions += c.totalQuestions;
    sum.questionsAttempted += c.questionsAttempted;
    sum.correctAnswer += c.correctAnswer;
    sum.inCorrectAnswer += c.inCorrectAnswer;
    sum.skippedAnswer += c.skippedAnswer;
  }
  return sum;
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
