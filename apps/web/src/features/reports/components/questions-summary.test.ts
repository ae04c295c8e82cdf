import type { TestJson } from '@portico/contract/assessment-test-json';
import { makeItem } from '@portico/contract/launch-item-builders';
import { numberText } from '@portico/contract/question-numbers';
import { describe, expect, it } from 'vitest';
import { summaryRows } from './questions-summary';

const testJson = {
  SectionResponse: [
    {
      ReferenceType: 'Listening',
      ItemResponse: [makeItem({ ItemID: 'a' }), makeItem({ ItemID: 'b', Marks: 2 })],
    },
    { ReferenceType: 'Reading', ItemResponse: [makeItem({ ItemID: 'c' })] },
  ],
} as unknown as TestJson;

describe('the questions summary numbers (decision 038)', () => {
  it("numbers an IELTS 'Choose TWO' as two questions, each skill from 1", () => {
    expect(summaryRows(testJson, [], 'ielts').map((r) => numberText(r.numbers))).toEqual(['1', '2–3', '1']);
  });

  it('numbers every other exam one per item, through the test', () => {
    expect(summaryRows(testJson, [], 'pte').map((r) => numberText(r.numbers))).toEqual(['1', '2', '3']);
  });
});
