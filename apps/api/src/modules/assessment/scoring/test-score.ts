import type { ExamProfile } from '@portico/contract/exam-profile';
import { roundScore } from './rounding';
import {
  type AnswerCounts,
  accuracy,
  addCounts,
  type ScoredItem,
  type SectionScore,
  sectionScore,
} from './section-score';

export interface TestScore {
  sections: SectionScore[];
  overall: {
    /** The sum of the (rounded) section scores / the divisor (overallDivisor, decision 046). */
    raw: number;
    /** SCORING.md: 'shown rounded'. */
    rounded: number;
  };
  counts: AnswerCounts;
  accuracy: string;
}

/** spec 3 §9: the overall score divides by totalScoreDividedBy, default 4. */
export const defaultScoreDivisor = 4;

/** A missing, zero, negative or non-numeric divisor would give no score or a flipped one: use 4. */
export function scoreDivisor(totalScoreDividedBy: number | null | undefined): number {
  return typeof totalScoreDividedBy === 'number' &&
    Number.isFinite(totalScoreDividedBy) &&
    totalScoreDividedBy > 0
    ? totalScoreDividedBy
    : defaultScoreDivisor;
}

/** The four IELTS skills: a test of all four is the only one the divisor averages (decision 046). */
const IELTS_SKILLS = ['Listening', 'Reading', 'Writing', 'Speaking'];

/**
 * Decision 046 (a departure from spec 3 §9): what the sum of the section scores is divided by. Only an
 * IELTS test of all four skills averages them by its totalScoreDividedBy (default 4), the IELTS-style
 * mean the divisor exists for. Every other test (GRE, SAT, PTE, CELPIP, Duolingo, Portico's own tests
 * and quizzes, an IELTS practice of one or two skills) reports the points earned: dividing them
 * would show 'Score 0' beside '1 correct'.
 */
export function overallDivisor(
  exam: ExamProfile,
  referenceTypes: readonly string[],
  totalScoreDividedBy: number | null | undefined,
): number {
  const allFour = IELTS_SKILLS.every((skill) => referenceTypes.includes(skill));
  return exam === 'ielts' && allFour ? scoreDivisor(totalScoreDividedBy) : 1;
}

/** Scores a whole test: each section as sectionScore, then the overall score and the test's counts. */
export function testScore(
  sections: readonly (readonly ScoredItem[])[],
  totalScoreDividedBy?: number | null,
): TestScore {
  const scored = sections.map(sectionScore);
  const raw = scored.reduce((total, s) => total + s.score, 0) / scoreDivisor(totalScoreDividedBy);
  const counts = addCounts(scored.map((s) => s.counts));
  return { sections: scored, overall: { raw, rounded: roundScore(raw) }, counts, accuracy: accuracy(counts) };
}
