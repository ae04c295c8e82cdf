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
    /** SCORING.md: the sum of the (rounded) section scores / totalScoreDividedBy. */
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
