import { describe, expect, it } from 'vitest';
import { firstToGrade, questionPath, questionPlace } from './grading-question';

const at = (id: string, hour: number, graded = false) => ({
  id,
  graded,
  requestedAt: `2026-11-30T${String(hour).padStart(2, '0')}:00:00.000Z`,
});

describe('questionPlace', () => {
  it('goes on to the next attempt whose answer is not graded, and back to any', () => {
    const question = { attempts: [at('a', 1), at('b', 2, true), at('c', 3, true), at('d', 4)] };
    expect(questionPlace(question, at('b', 2))).toEqual({
      previousId: 'a',
      nextId: 'd',
      position: 2,
      total: 4,
      skippedId: 'a',
      skipped: 1,
    });
    expect(questionPlace(question, at('d', 4))).toMatchObject({ previousId: 'c', nextId: null, position: 4 });
  });

  it('keeps the place of an attempt just released by its request time', () => {
    const question = { attempts: [at('a', 1, true), at('c', 3)] };
    expect(questionPlace(question, at('b', 2))).toMatchObject({
      previousId: 'a',
      nextId: 'c',
      position: null,
      total: 2,
      skipped: 0,
    });
  });

  it('opens a question on its first answer not graded', () => {
    expect(firstToGrade({ attempts: [at('a', 1, true), at('b', 2)] })).toBe('b');
    expect(firstToGrade({ attempts: [at('a', 1, true)] })).toBe('a');
    expect(firstToGrade({ attempts: [] })).toBeNull();
    expect(questionPath('a1', 'speaking:t 1')).toBe('/console/evaluations/a1?question=speaking%3At%201');
  });
});
