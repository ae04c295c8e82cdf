import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveRandomizeNo, orderSectionItems, orderTestItems } from './question-order';

const ten = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'];

describe('randomizeNo (SCORING.md: positions n, 2n, 3n... move to the front, in order)', () => {
  it.each([
    [2, ['q2', 'q4', 'q6', 'q8', 'q10', 'q1', 'q3', 'q5', 'q7', 'q9']],
    [3, ['q3', 'q6', 'q9', 'q1', 'q2', 'q4', 'q5', 'q7', 'q8', 'q10']],
    [4, ['q4', 'q8', 'q1', 'q2', 'q3', 'q5', 'q6', 'q7', 'q9', 'q10']],
    [5, ['q5', 'q10', 'q1', 'q2', 'q3', 'q4', 'q6', 'q7', 'q8', 'q9']],
    [6, ['q6', 'q1', 'q2', 'q3', 'q4', 'q5', 'q7', 'q8', 'q9', 'q10']],
  ])('n = %i', (n, expected) => {
    expect(orderSectionItems(ten, n)).toEqual(expected);
  });

  it('n = 1 moves every item, so the order is unchanged', () => {
    expect(orderSectionItems(ten, 1)).toEqual(ten);
  });

  it.each([0, 7, 10, -2, 2.5, null, undefined, Number.NaN])('n = %s changes nothing', (n) => {
    expect(orderSectionItems(ten, n)).toEqual(ten);
  });

  it('a section shorter than n is unchanged', () => {
    expect(orderSectionItems(['a', 'b'], 3)).toEqual(['a', 'b']);
  });

  it('orders each section on its own', () => {
    expect(
      orderTestItems(
        [
          ['a', 'b', 'c', 'd'],
          ['e', 'f'],
        ],
        2,
      ),
    ).toEqual([
      ['b', 'd', 'a', 'c'],
      ['f', 'e'],
    ]);
  });

  it('does not touch its input', () => {
    const input = [...ten];
    orderSectionItems(input, 3);
    expect(input).toEqual(ten);
  });
});

describe('question order properties', () => {
  const ids = fc.array(fc.string({ maxLength: 3 }), { maxLength: 40 });

  it('is a permutation of the input (same multiset)', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: -3, max: 10 }), (items, n) => {
        const ordered = orderSectionItems(items, n);
        expect([...ordered].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('is the identity for any n outside 1..6', () => {
    const inactive = fc.oneof(
      fc.integer().filter((n) => n < 1 || n > 6),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.constantFrom(null, undefined),
    );
    fc.assert(
      fc.property(ids, inactive, (items, n) => {
        expect(isActiveRandomizeNo(n)).toBe(false);
        expect(orderSectionItems(items, n)).toEqual(items);
      }),
    );
  });

  it('is stable for n = 1', () => {
    fc.assert(
      fc.property(ids, (items) => {
        expect(orderSectionItems(items, 1)).toEqual(items);
      }),
    );
  });

  it('puts exactly the multiples of n first, each group in its original order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 6 }), (length, n) => {
        const positions = Array.from({ length }, (_, i) => i + 1);
        const ordered = orderSectionItems(positions, n);
        const front = Math.floor(length / n);
        expect(ordered.slice(0, front)).toEqual(positions.filter((p) => p % n === 0));
        expect(ordered.slice(front)).toEqual(positions.filter((p) => p % n !== 0));
      }),
    );
  });
});
