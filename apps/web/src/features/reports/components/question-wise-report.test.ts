import type { AnalysisItem, TestwiseAnalysisData } from '@portico/contract/test-analysis';
import { describe, expect, it } from 'vitest';
import { questionRows } from './question-wise-report';

/** The question numbered QNo–QNoLast by the API (question-numbers.ts), of a skill. */
const item = (id: string, ReferenceType: string, QNo: number, QNoLast = QNo) =>
  ({ ItemID: id, ReferenceType, QNo, QNoLast, Passage: '' }) as AnalysisItem;
const data = (items: AnalysisItem[]) =>
  ({ jsonOutput: { publishkananItemList: items }, studentItems: [] }) as unknown as TestwiseAnalysisData;
const numbers = (rows: ReturnType<typeof questionRows>) => rows.map((r) => [r.numbers.first, r.numbers.last]);

describe('the question-wise report numbers (decision 038)', () => {
  it("keeps an IELTS 'Choose TWO' as two numbers, each skill from 1, shown alone or with the others", () => {
    const ielts = data([
      item('l13', 'Listening', 13),
      item('l14', 'Listening', 14, 15),
      item('l16', 'Listening', 16),
      item('r1', 'Reading', 1, 2),
      item('r3', 'Reading', 3),
    ]);
    expect(numbers(questionRows(ielts, null))).toEqual([
      [13, 13],
      [14, 15],
      [16, 16],
      [1, 2],
      [3, 3],
    ]);
    expect(numbers(questionRows(ielts, 'Reading'))).toEqual([
      [1, 2],
      [3, 3],
    ]);
  });

  it('numbers one skill of a test numbered through from 1 (a GRE Quant after Verbal)', () => {
    const gre = data([item('v1', 'Verbal', 1), item('q1', 'Quant', 2), item('q2', 'Quant', 3)]);
    expect(numbers(questionRows(gre, 'Quant'))).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
