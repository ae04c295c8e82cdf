import { cleanFloat } from './rounding';

export type EnglishLevel = 'Advance' | 'Intermediate' | 'Elementary';

/** SCORING.md 'Test Your English': score = 2 x correct - 0.67 x incorrect. */
export function englishLevelScore(correct: number, incorrect: number): number {
  return cleanFloat(2 * correct - 0.67 * incorrect);
}

/** SCORING.md: at least 36 Advance; at least 28 Intermediate; otherwise Elementary. */
export function englishLevel(score: number): EnglishLevel {
  if (score >= 36) return 'Advance';
  if (score >= 28) return 'Intermediate';
  return 'Elementary';
}

export interface EnglishRecommendation {
  level: EnglishLevel;
  /** The score band as the table shows it. */
  scores: string;
  months: number;
}

/**
 * SCORING.md / spec 3 §9 recommendation table, as displayed. Its score bands (18, 28/29, 36) do not
 * line up with the level thresholds above (28, 36), so a student's recommendation is looked up by
 * level (recommendationFor), never by score band: a score of 30 is Intermediate, 2 months.
 */
export const englishRecommendations: readonly EnglishRecommendation[] = [
  { level: 'Elementary', scores: 'under 18', months: 3 },
  { level: 'Intermediate', scores: '18 to 28', months: 2 },
  { level: 'Advance', scores: '29 to 36', months: 1 },
];

export function recommendationFor(level: EnglishLevel): EnglishRecommendation {
  const row = englishRecommendations.find((r) => r.level === level);
  if (!row) throw new Error(`No recommendation for ${level}`);
  return row;
}
