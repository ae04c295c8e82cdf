import { describe, expect, it } from 'vitest';
import { gradingPlace, startOfToday } from './grading-queue';

const at = (id: string, hour: number) => ({
  id,
  requestedAt: `2026-11-30T${String(hour).padStart(2, '0')}:00:00.000Z`,
});
const waiting = [at('a', 1), at('b', 2), at('c', 3)];

describe('gradingPlace', () => {
  it('finds the neighbours and the place of a waiting attempt', () => {
    expect(gradingPlace(waiting, at('b', 2), 4)).toEqual({
      previousId: 'a',
      nextId: 'c',
      position: 2,
      waiting: 3,
      graded: 4,
      total: 7,
    });
    expect(gradingPlace(waiting, at('a', 1), 0)).toMatchObject({
      previousId: null,
      nextId: 'b',
      position: 1,
    });
    expect(gradingPlace(waiting, at('c', 3), 0)).toMatchObject({
      previousId: 'b',
      nextId: null,
      position: 3,
    });
  });

  it('keeps a just-released attempt in its place by its request time', () => {
    const left = [at('a', 1), at('c', 3)];
    expect(gradingPlace(left, at('b', 2), 5)).toMatchObject({
      previousId: 'a',
      nextId: 'c',
      position: null,
      graded: 5,
      total: 7,
    });
  });

  it('orders equal request times by id, as the queue does', () => {
    const same = [at('a', 1), at('b', 1), at('c', 1)];
    expect(gradingPlace(same, at('b', 1), 0)).toMatchObject({ previousId: 'a', nextId: 'c' });
  });
});

describe('startOfToday', () => {
  it('is midnight of the browser’s day', () => {
    const start = new Date(startOfToday(new Date(2026, 10, 30, 15, 42)));
    expect([
      start.getFullYear(),
      start.getMonth(),
      start.getDate(),
      start.getHours(),
      start.getMinutes(),
    ]).toEqual([2026, 10, 30, 0, 0]);
  });
});
