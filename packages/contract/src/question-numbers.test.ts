import { describe, expect, it } from 'vitest';
import { countNumbers, numberText, questionNumbers, questionTitle, questionWords } from './question-numbers';

/** A section of `skill` whose items are worth these marks. */
const section = (skill: string, marks: readonly (number | undefined)[]) => ({
  ReferenceType: skill,
  ItemResponse: marks.map((m) => (m === undefined ? {} : { Marks: m })),
});
const ones = (n: number) => Array.from({ length: n }, () => 1);
const text = (numbers: ReturnType<typeof questionNumbers>) => numbers.map(numberText);

describe('question numbers', () => {
  it('IELTS: a Choose TWO worth 2 marks takes two numbers, and the next question follows them', () => {
    const numbers = questionNumbers([section('Listening', [1, 2, 1])], 'ielts');
    expect(text(numbers)).toEqual(['1', '2–3', '4']);
    expect(numbers.map((n) => n.of)).toEqual([4, 4, 4]);
  });

  it("IELTS: each skill starts again at 1, its parts numbered on through the skill's 40", () => {
    const mock = [
      section('Listening', ones(10)),
      section('Listening', [...ones(3), 2, ...ones(5)]),
      section('Listening', ones(10)),
      section('Listening', ones(10)),
      section('Reading', [...ones(12), 2]),
      section('Reading', ones(13)),
      section('Reading', ones(13)),
      section('Writing', [1, 1]),
      section('Speaking', ones(6)),
    ];
    const numbers = text(questionNumbers(mock, 'ielts'));
    expect(numbers.slice(0, 10)).toEqual(text(questionNumbers([section('Listening', ones(10))], 'ielts')));
    expect(numbers.slice(10, 19)).toEqual(['11', '12', '13', '14–15', '16', '17', '18', '19', '20']);
    expect(numbers[38]).toBe('40');
    // Reading: 1–40 again, its last passage 28–40.
    expect(numbers.slice(39, 41)).toEqual(['1', '2']);
    expect(numbers[51]).toBe('13–14');
    expect(numbers.slice(65, 78)).toEqual(Array.from({ length: 13 }, (_, i) => `${28 + i}`));
    expect(numbers.slice(78)).toEqual(['1', '2', '1', '2', '3', '4', '5', '6']);
    const of = questionNumbers(mock, 'ielts').map((n) => n.of);
    expect([of[0], of[39], of[78], of[80]]).toEqual([40, 40, 2, 6]);
  });

  it('IELTS: Writing and Speaking take one number each, whatever their marks', () => {
    expect(text(questionNumbers([section('Writing', [9, 9]), section('Speaking', [9])], 'ielts'))).toEqual([
      '1',
      '2',
      '1',
    ]);
  });

  it('IELTS: an item without marks takes one number', () => {
    expect(text(questionNumbers([section('Reading', [undefined, 0, 1])], 'ielts'))).toEqual(['1', '2', '3']);
  });

  it('other exams: one number per item, through the test', () => {
    for (const profile of ['pte', 'gre', 'sat', 'celpip', 'duolingo', 'default'] as const) {
      const numbers = questionNumbers([section('Listening', [1, 2]), section('Reading', [2, 1])], profile);
      expect(text(numbers), profile).toEqual(['1', '2', '3', '4']);
      expect(numbers.map((n) => n.of)).toEqual([4, 4, 4, 4]);
    }
  });

  it("counts a question's numbers: a 'Choose TWO' is two", () => {
    expect(countNumbers(questionNumbers([section('Listening', [1, 2, 1])], 'ielts'))).toBe(4);
    expect(countNumbers(questionNumbers([section('Listening', [1, 2, 1])], 'pte'))).toBe(3);
  });

  it('reads as the paper heads it, and to a screen reader with words', () => {
    expect(questionTitle({ first: 14, last: 15 })).toBe('Questions 14–15');
    expect(questionTitle({ first: 3, last: 3 })).toBe('Question 3');
    expect(questionWords({ first: 14, last: 15 })).toBe('Questions 14 to 15');
    expect(questionWords({ first: 3, last: 3 })).toBe('Question 3');
  });
});
