import { describe, expect, it } from 'vitest';
import type { ItemOption, ScorableItem } from '../../items/item.types';
import { blanksOf, highlightOf, orderOf } from './item-keys';

const o = (id: string, isCorrect: boolean, columnIndex?: number): ItemOption => ({
  id,
  text: id,
  isCorrect,
  columnIndex,
});

describe('blanksOf', () => {
  it('uses explicit blanks first', () => {
    const blanks = [{ options: [o('x', true)] }];
    expect(blanksOf({ itemType: 'rf', options: [o('y', true, 0)], blanks })).toBe(blanks);
  });

  it('groups by column index when every option has one, in column order', () => {
    const item: ScorableItem = {
      itemType: 'rf',
      options: [o('b1', true, 1), o('a1', true, 0), o('b2', false, 1)],
    };
    expect(blanksOf(item)).toEqual([
      { options: [o('a1', true, 0)] },
      { options: [o('b1', true, 1), o('b2', false, 1)] },
    ]);
  });

  it('b and f: one blank per option (its own accepted answers)', () => {
    expect(blanksOf({ itemType: 'b', options: [o('p', true), o('q', false)] })).toEqual([
      { options: [o('p', true)] },
      { options: [o('q', false)] },
    ]);
  });

  it('rf and drop: one blank per correct option', () => {
    expect(blanksOf({ itemType: 'drop', options: [o('p', true), o('q', false), o('r', true)] })).toEqual([
      { options: [o('p', true)] },
      { options: [o('r', true)] },
    ]);
  });
});

describe('orderOf and highlightOf', () => {
  it('reorder falls back to the authored option order', () => {
    expect(orderOf({ itemType: 'reorder', options: [o('c', true), o('a', true)] })).toEqual({
      optionIds: ['c', 'a'],
    });
  });

  it('highlight without a key has no right words', () => {
    expect(highlightOf({ itemType: 'highlight', options: [] })).toEqual({ wordIndexes: [] });
  });
});
