import { needsEvaluation } from '@portico/contract/item-kinds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { scoreItem } from './score-item';
import { itemArb, responseArb } from './scoring.arbitraries';
import type { ScoredItem } from './section-score';
import { overallDivisor, scoreDivisor, testScore } from './test-score';

const right = (points = 1): ScoredItem => ({ isCorrect: true, points });
const wrong = (negativePoints = 0): ScoredItem => ({ isCorrect: false, points: 0, negativePoints });

describe('overall score (SCORING.md: sum of section scores / totalScoreDividedBy, default 4)', () => {
  const sections = [[right(10), right(5)], [right(7), wrong(1)], [right(9)], [right(3), { isCorrect: null }]];

  it('divides by 4 by default, returning the raw and the rounded score', () => {
    expect(testScore(sections).overall).toEqual({ raw: 8.25, rounded: 8 });
  });

  it('divides by totalScoreDividedBy when given', () => {
    expect(testScore(sections, 2).overall).toEqual({ raw: 16.5, rounded: 17 });
    expect(testScore(sections, 1).overall).toEqual({ raw: 33, rounded: 33 });
  });

  it('sums the rounded section scores', () => {
    // Sections 2.5 and 2.5 round to 3 each: 6 / 4, not 5 / 4.
    const halves = [
      [right(3), wrong(0.5)],
      [right(3), wrong(0.5)],
    ];
    expect(testScore(halves).overall.raw).toBe(1.5);
  });

  it.each([undefined, null, 0, -2, Number.NaN])('a divisor of %s means 4', (divisor) => {
    expect(scoreDivisor(divisor)).toBe(4);
  });

  it("adds the sections' counts and computes the test's accuracy", () => {
    const score = testScore(sections);
    expect(score.counts).toEqual({
      totalQuestions: 7,
      questionsAttempted: 6,
      correctAnswer: 5,
      inCorrectAnswer: 1,
      skippedAnswer: 1,
    });
    expect(score.accuracy).toBe('83.33');
  });
});

describe('overall divisor by exam (decision 046)', () => {
  const four = ['Listening', 'Reading', 'Writing', 'Speaking'];

  it('an IELTS test of all four skills averages by its divisor, default 4', () => {
    expect(overallDivisor('ielts', four, 4)).toBe(4);
    expect(overallDivisor('ielts', four, null)).toBe(4);
    expect(overallDivisor('ielts', four, 1)).toBe(1);
  });

  it('an IELTS practice of fewer skills reports the points earned', () => {
    expect(overallDivisor('ielts', ['Listening'], 4)).toBe(1);
    expect(overallDivisor('ielts', ['Reading', 'Writing'], 4)).toBe(1);
  });

  it.each(['gre', 'sat', 'pte', 'celpip', 'duolingo', 'default'] as const)(
    '%s reports the points earned, whatever the test divides by',
    (exam) => {
      expect(overallDivisor(exam, four, 4)).toBe(1);
      expect(overallDivisor(exam, ['Verbal', 'Quant'], 3)).toBe(1);
      expect(overallDivisor(exam, ['Words'], null)).toBe(1);
    },
  );

  it('one correct answer of a GRE, PTE or quiz test scores 1, not 0 (decision 046)', () => {
    const oneRight = [[right(), wrong()], [wrong()]];
    expect(testScore(oneRight, overallDivisor('gre', ['Verbal', 'Quant'], 4)).overall.rounded).toBe(1);
    // PTE practice parts divided by 3: a part score of 2 made a raw score of 1.
    const pte = [[right(), right()], [wrong()], [wrong()]];
    const parts = ['Speaking & Writing', 'Reading', 'Listening'];
    expect(testScore(pte, overallDivisor('pte', parts, 3)).overall.rounded).toBe(2);
  });
});

const scoredItemArb: fc.Arbitrary<ScoredItem> = fc.record(
  {
    isCorrect: fc.constantFrom(true, false, null),
    points: fc.option(
      fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
      { nil: undefined },
    ),
    negativePoints: fc.option(
      fc.integer({ min: -8, max: 8 }).map((n) => n / 4),
      { nil: undefined },
    ),
    answered: fc.boolean(),
  },
  { requiredKeys: ['isCorrect'] },
);
const divisorArb = fc.option(fc.integer({ min: -1, max: 10 }), { nil: undefined });

describe('test score properties', () => {
  it('overall = the sum of the section scores / the divisor, for any items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(scoredItemArb, { maxLength: 12 }), { maxLength: 5 }),
        divisorArb,
        (sections, d) => {
          const score = testScore(sections, d);
          const sum = score.sections.reduce((total, s) => total + s.score, 0);
          expect(score.overall.raw).toBe(sum / scoreDivisor(d));
          expect(score.sections.every((s) => Number.isInteger(s.score))).toBe(true);
          expect(score.overall.rounded).toBe(Math.round(score.overall.raw) + 0);
        },
      ),
    );
  });

  it('counts always add up', () => {
    fc.assert(
      fc.property(fc.array(fc.array(scoredItemArb, { maxLength: 12 }), { maxLength: 5 }), (sections) => {
        const { counts } = testScore(sections);
        expect(counts.totalQuestions).toBe(sections.flat().length);
        expect(counts.questionsAttempted + counts.skippedAnswer).toBe(counts.totalQuestions);
        const awaiting = sections.flat().filter((i) => i.isCorrect === null && i.answered).length;
        expect(counts.correctAnswer + counts.inCorrectAnswer + awaiting).toBe(counts.questionsAttempted);
      }),
    );
  });

  it('for automatically scored items, correct + incorrect = attempted', () => {
    const automatic = itemArb([
      'mcq',
      'mca',
      'multi-select',
      'an',
      'ne',
      'bn',
      'rangelimit',
      'b',
      'rf',
      'f',
      'drop',
      'reorder',
      'highlight',
      'interactivelistening',
      'interactivedropdown',
    ]).map((item) => ({ ...item, parts: item.parts?.filter((p) => !needsEvaluation(p.itemType)) }));
    const section = fc.array(fc.tuple(automatic, responseArb), { maxLength: 10 });
    fc.assert(
      fc.property(fc.array(section, { maxLength: 4 }), (sections) => {
        const scored = sections.map((s) => s.map(([item, response]) => scoreItem(item, response)));
        const { counts } = testScore(scored);
        expect(counts.correctAnswer + counts.inCorrectAnswer).toBe(counts.questionsAttempted);
        expect(counts.questionsAttempted + counts.skippedAnswer).toBe(counts.totalQuestions);
      }),
    );
  });
});
