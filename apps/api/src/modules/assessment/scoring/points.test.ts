import { describe, expect, it } from 'vitest';
import { penaltyPoints, questionPoints } from './points';

describe('question points (SCORING.md: default 1 when missing or 0)', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    [0, 1],
    [-2, 1],
    [Number.NaN, 1],
    [2, 2],
    [0.5, 0.5],
  ])('%s -> %s', (points, expected) => {
    expect(questionPoints(points)).toBe(expected);
  });
});

describe('negative points (SCORING.md: default 0)', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [0, 0],
    [0.25, 0.25],
    [-0.25, 0.25],
  ])('%s -> %s', (negativePoints, expected) => {
    expect(penaltyPoints(negativePoints)).toBe(expected);
  });
});
