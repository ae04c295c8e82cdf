import type { TopicRow } from '@portico/contract/reports';
import { describe, expect, it } from 'vitest';
import { weakestTypes } from './practise-next';
import { axisMax, CHART_AXIS_MAX } from './question-type-chart';
import { formatValue, valueOnScale } from './score-value';

const row = (topicName: string, corrent: number, total: number, referenceType = 'Reading'): TopicRow => ({
  topicName,
  referenceType,
  corrent,
  total,
});

describe('what to practise next', () => {
  it('takes the three lowest shares correct, more questions first on a tie', () => {
    const rows = [
      row('Matching headings', 1, 6),
      row('True/False/Not Given', 0, 2),
      row('Short answer', 0, 4),
      row('Summary completion', 3, 4),
      row('Note completion', 2, 3),
    ];
    expect(weakestTypes(rows).map((r) => r.topicName)).toEqual([
      'Short answer',
      'True/False/Not Given',
      'Matching headings',
    ]);
  });

  it('leaves out types met fewer than twice and types answered all correctly', () => {
    expect(weakestTypes([row('Diagram labelling', 0, 1), row('Matching', 5, 5)])).toEqual([]);
  });
});

describe('report figures', () => {
  it('draws the question-type axis to 10, or higher for a larger type', () => {
    expect(axisMax([])).toBe(CHART_AXIS_MAX);
    expect(axisMax([row('Multiple choice', 3, 13)])).toBe(13);
  });

  it("shows '-' for a missing value and each exam's own value", () => {
    expect(formatValue(null)).toBe('-');
    expect(formatValue(Number.NaN)).toBe('-');
    expect(formatValue(6.5)).toBe('6.5');
    const r = { band: 6.5, scaledScore: 158, score: 9 };
    expect([valueOnScale('band', r), valueOnScale('scaled', r), valueOnScale('raw', r)]).toEqual([
      6.5, 158, 9,
    ]);
  });
});
