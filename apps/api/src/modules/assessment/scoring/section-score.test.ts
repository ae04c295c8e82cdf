import { describe, expect, it } from 'vitest';
import {
  accuracy,
  countAnswers,
  questionCounts,
  type ScoredItem,
  sectionRawScore,
  sectionScore,
} from './section-score';

const right = (points?: number | null): ScoredItem => ({ isCorrect: true, points });
const wrong = (negativePoints?: number | null, points = 0): ScoredItem => ({
  isCorrect: false,
  points,
  negativePoints,
});
const skipped: ScoredItem = { isCorrect: null, points: 0, negativePoints: 3 };
const awaiting: ScoredItem = { isCorrect: null, points: 0, negativePoints: 0, answered: true };

describe('section score (SCORING.md: correct points - negative points of incorrect answers, rounded)', () => {
  it('adds correct points and subtracts the penalties of wrong answers', () => {
    expect(sectionRawScore([right(2), right(3), wrong(0.5), wrong(1)])).toBe(3.5);
  });

  it('a correct answer with points missing or 0 counts 1', () => {
    expect(sectionRawScore([right(undefined), right(null), right(0)])).toBe(3);
  });

  it('negative points default to 0', () => {
    expect(sectionRawScore([right(2), wrong(undefined), wrong(null)])).toBe(2);
  });

  it('skipped answers and answers awaiting evaluation count neither way', () => {
    expect(sectionRawScore([right(2), skipped, awaiting])).toBe(2);
  });

  it('a wrong multi-part answer adds its partial credit (ITEM-TYPES.md)', () => {
    expect(sectionRawScore([wrong(1, 3)])).toBe(2);
  });

  it('rounds (halves up), and may be negative', () => {
    expect(sectionScore([right(2), wrong(0.5)]).score).toBe(2);
    expect(sectionScore([right(3), wrong(0.5)]).score).toBe(3);
    expect(sectionScore([right(1), wrong(0.25), wrong(0.25)])).toMatchObject({ rawScore: 0.5, score: 1 });
    expect(sectionScore([wrong(1), wrong(1)]).score).toBe(-2);
  });

  it('does not let float noise flip a half', () => {
    const tenths = Array.from({ length: 25 }, () => wrong(0.1));
    expect(sectionScore([right(5), ...tenths])).toMatchObject({ rawScore: 2.5, score: 3 });
  });
});

describe('counts (spec 3 §3 report fields)', () => {
  it('counts correct, incorrect, skipped and attempted', () => {
    expect(countAnswers([right(), right(), wrong(), skipped, awaiting])).toEqual({
      totalQuestions: 5,
      questionsAttempted: 4,
      correctAnswer: 2,
      inCorrectAnswer: 1,
      skippedAnswer: 1,
    });
  });

  it('without an answered flag, null is skipped (spec 3 §9)', () => {
    expect(countAnswers([{ isCorrect: null }]).skippedAnswer).toBe(1);
  });

  // IELTS counts questions as marks (decision 038): a 'Choose TWO' worth 2 is two of the 40.
  it('counts an item of several questions as its questions, its earned marks right and the rest wrong', () => {
    const both = { isCorrect: true, points: 2, questions: 2 };
    const one = { isCorrect: false, points: 1, questions: 2 };
    const none = { isCorrect: false, points: 0, questions: 2 };
    const left = { isCorrect: null, questions: 2 };
    expect(countAnswers([both, one, none, left, right()])).toEqual({
      totalQuestions: 9,
      questionsAttempted: 7,
      correctAnswer: 4,
      inCorrectAnswer: 3,
      skippedAnswer: 2,
    });
  });

  it('keeps a wrong one-question item wrong whatever partial credit it earned', () => {
    // A PTE reorder with two of three pairs right: one wrong question worth 2 points.
    expect(questionCounts({ isCorrect: false, points: 2 })).toMatchObject({
      correctAnswer: 0,
      inCorrectAnswer: 1,
    });
  });
});

describe('accuracy (SCORING.md: correct / attempted, 2 decimals)', () => {
  it.each([
    [2, 3, '66.67'],
    [1, 3, '33.33'],
    [3, 3, '100.00'],
    [0, 4, '0.00'],
    [1, 8, '12.50'],
  ])('%i of %i attempted: %s', (correctAnswer, questionsAttempted, expected) => {
    expect(accuracy({ correctAnswer, questionsAttempted })).toBe(expected);
  });

  it("'-' when nothing was attempted", () => {
    expect(accuracy({ correctAnswer: 0, questionsAttempted: 0 })).toBe('-');
    expect(sectionScore([skipped]).accuracy).toBe('-');
    expect(sectionScore([]).accuracy).toBe('-');
  });
});
