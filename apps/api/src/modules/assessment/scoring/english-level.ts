import { type EnglishLevel, englishRecommendations } from '@portico/contract/assessment-report';
import { cleanFloat } from './rounding';

export type { EnglishLevel };

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

export { englishRecommendations };

export function recommendationFor(level: EnglishLevel) {
  const row = englishRecommendations.find((r) => r.level === level);
  if (!row) throw new Error(`No recommendation for ${level}`);
  return row;
}
