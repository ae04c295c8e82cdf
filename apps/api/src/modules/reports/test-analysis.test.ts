import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { makeItem } from '@portico/contract/launch-item-builders';
import { describe, expect, it } from 'vitest';
import { optionRows } from './test-analysis';

const item = (fields: Partial<LaunchItem>): LaunchItem =>
  makeItem({ ItemID: 'i1', ItemType: 'an', Items: '<p>Spell it.</p>', ...fields });
const option = (id: string, text: string, IsCorrect: boolean, optionColumnIndex: number | null = null) => ({
  ItemOptionID: id,
  Options: text,
  IsCorrect,
  optionColumnIndex,
});

describe('the test-wise option list', () => {
  it('puts a typed answer’s alternatives in one row, separated by ~', () => {
    const rows = optionRows(
      item({
        ItemOptionResponse: [option('o1', 'colour', true), option('o2', 'color', true)],
        Answer: { accepted: ['colour', 'color'] },
      }),
    );
    expect(rows).toEqual([
      { ItemOptionID: 'i1:answer:1', ItemID: 'i1', Options: 'colour~color', IsCorrect: true },
    ]);
  });

  it('keeps a word bank’s distractors and gives each blank its row', () => {
    const rows = optionRows(
      item({
        ItemType: 'f',
        ItemOptionResponse: [
          option('o1', 'river', true, 0),
          option('o2', 'lake', false),
          option('o3', 'hill', true, 1),
        ],
        Answer: {
          blanks: [
            { optionIds: [], accepted: ['river'] },
            { optionIds: [], accepted: ['hill', 'hills'] },
          ],
        },
      }),
    );
    expect(rows.map((r) => [r.Options, r.IsCorrect])).toEqual([
      ['lake', false],
      ['river', true],
      ['hill~hills', true],
    ]);
  });

  it('leaves choices as they are, the key’s options marked right', () => {
    const rows = optionRows(
      item({
        ItemType: 'rf',
        ItemOptionResponse: [option('a', 'A', false, 0), option('b', 'B', false, 0)],
        Answer: { blanks: [{ optionIds: ['b'], accepted: [] }] },
      }),
    );
    expect(rows.map((r) => [r.ItemOptionID, r.IsCorrect])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
