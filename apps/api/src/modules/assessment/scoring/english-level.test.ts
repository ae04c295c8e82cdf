import { describe, expect, it } from 'vitest';
import { englishLevel, englishLevelScore, englishRecommendations, recommendationFor } from './english-level';

describe("'Test Your English' (SCORING.md)", () => {
  it('scores 2 x correct - 0.67 x incorrect', () => {
    expect(englishLevelScore(18, 2)).toBe(34.66);
    expect(englishLevelScore(20, 0)).toBe(40);
    expect(englishLevelScore(0, 3)).toBe(-2.01);
  });

  it.each([
    [40, 'Advance'],
    [36, 'Advance'],
    [35.99, 'Intermediate'],
    [28, 'Intermediate'],
    [27.99, 'Elementary'],
    [0, 'Elementary'],
    [-5, 'Elementary'],
  ] as const)('score %s is %s', (score, level) => {
    expect(englishLevel(score)).toBe(level);
  });

  it('levels the counts as the rule says', () => {
    expect(englishLevel(englishLevelScore(18, 0))).toBe('Advance');
    expect(englishLevel(englishLevelScore(18, 1))).toBe('Intermediate');
    expect(englishLevel(englishLevelScore(14, 0))).toBe('Intermediate');
    expect(englishLevel(englishLevelScore(14, 1))).toBe('Elementary');
  });

  it('shows the recommendation table on the scale that sets the level (one scale, decision 045)', () => {
    expect(englishRecommendations).toEqual([
      { level: 'Elementary', scores: 'under 28', months: 3 },
      { level: 'Intermediate', scores: '28 to under 36', months: 2 },
      { level: 'Advance', scores: '36 or more', months: 1 },
    ]);
    // Each row's band holds exactly the scores the rule gives its level.
    for (const [score, level] of [
      [27.99, 'Elementary'],
      [28, 'Intermediate'],
      [35.99, 'Intermediate'],
      [36, 'Advance'],
    ] as const) {
      expect(englishLevel(score)).toBe(level);
    }
  });

  it('recommends by level', () => {
    expect(recommendationFor('Elementary').months).toBe(3);
    expect(recommendationFor('Intermediate').months).toBe(2);
    expect(recommendationFor('Advance').months).toBe(1);
    expect(recommendationFor(englishLevel(30)).months).toBe(2);
  });
});
