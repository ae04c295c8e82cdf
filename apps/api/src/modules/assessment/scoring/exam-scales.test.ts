import { describe, expect, it } from 'vitest';
import { examScales, isOnScale } from './exam-scales';

describe('exam scales (SCORING.md)', () => {
  it.each([
    ['gre-verbal', 130, 170, 1],
    ['gre-quant', 130, 170, 1],
    ['gre-writing', 0, 6, 0.5],
    ['sat-section', 200, 800, 10],
    ['sat-total', 400, 1600, 10],
    ['pte', 10, 90, 1],
    ['celpip', 3, 12, 1],
    ['duolingo', 10, 160, 5],
  ] as const)('%s runs %i-%i in steps of %s', (id, min, max, step) => {
    expect(examScales[id]).toMatchObject({ min, max, step });
    expect(isOnScale(min, examScales[id])).toBe(true);
    expect(isOnScale(max, examScales[id])).toBe(true);
    expect(isOnScale(min - step, examScales[id])).toBe(false);
    expect(isOnScale(max + step, examScales[id])).toBe(false);
    expect(isOnScale(min + step / 2, examScales[id])).toBe(false);
  });

  // Paragon, CELPIP level chart (celpip.ca 'Score levels', 2024): M (CLB 0-2), then 3-12; no level 1 or 2.
  it('reports CELPIP levels M and 3-12, M stored as 0', () => {
    const celpip = examScales.celpip;
    expect([0, 3, 12].map((v) => isOnScale(v, celpip))).toEqual([true, true, true]);
    expect([1, 2, 13].map((v) => isOnScale(v, celpip))).toEqual([false, false, false]);
  });

  it('reads AW half steps without float trouble', () => {
    expect(isOnScale(4.5, examScales['gre-writing'])).toBe(true);
    expect(isOnScale(0.1 + 0.2 + 0.2, examScales['gre-writing'])).toBe(true);
  });
});
