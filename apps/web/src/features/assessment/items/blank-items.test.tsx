// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inputs, makeItem, makeResult, option, renderItem, renderReview, response } from './test-utils';

describe('b', () => {
  const item = makeItem({ ItemType: 'b', Items: '<p>The ___ sat on the ___.</p>', BlankCount: 2 });

  it('puts a field in place of each marker, inside the text', () => {
    renderItem({ item });
    const first = screen.getByRole('textbox', { name: 'Blank 1' });
    expect(first.closest('p')?.textContent).toContain('sat on the');
    expect(screen.getByRole('textbox', { name: 'Blank 2' }).closest('p')).toBe(first.closest('p'));
  });

  it('answers with one typed value per blank', () => {
    const { last } = renderItem({ item });
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 2' }), { target: { value: 'mat' } });
    expect(last()).toEqual(response({ inputResponses: inputs(null, 'mat') }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 1' }), { target: { value: 'cat' } });
    expect(last().inputResponses).toEqual(inputs('cat', 'mat'));
  });

  it('shows blanks without a marker as numbered fields after the text', () => {
    renderItem({ item: makeItem({ ItemType: 'b', Items: '<p>Only one ___ here.</p>', BlankCount: 3 }) });
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Blank 3' }).closest('p')).toBeNull();
    expect(screen.getByText('3.')).toBeTruthy();
  });

  it('review: per blank, the answer, the accepted words and a verdict', () => {
    renderReview(
      makeItem({
        ...item,
        Answer: {
          blanks: [
            { optionIds: [], accepted: ['cat'] },
            { optionIds: [], accepted: ['mat', 'rug'] },
          ],
        },
      }),
      response({ inputResponses: inputs('cat', 'sofa') }),
      makeResult({
        isCorrect: false,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: false, points: 0 },
        ],
      }),
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Correct')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Incorrect')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('mat or rug')).toBeTruthy();
  });
});

describe('rf', () => {
  const item = makeItem({
    ItemType: 'rf',
    Items: 'She ___ home and ___ dinner.',
    BlankCount: 2,
    ItemOptionResponse: [
      option('a', 'went', 0),
      option('b', 'go', 0),
      option('c', 'cooked', 1),
      option('d', 'cook', 1),
    ],
  });

  it('offers blank i only the options of column i and answers with option ids', () => {
    const { last } = renderItem({ item });
    const second = screen.getByRole('combobox', { name: 'Blank 2' });
    expect(within(second).queryByRole('option', { name: 'went' })).toBeNull();
    fireEvent.change(second, { target: { value: 'c' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 1' }), { target: { value: 'a' } });
    expect(last().inputResponses).toEqual(inputs('a', 'c'));
  });

  it('review shows option texts', () => {
    renderReview(
      makeItem({
        ...item,
        Answer: {
          blanks: [
            { optionIds: ['a'], accepted: [] },
            { optionIds: ['c'], accepted: [] },
          ],
        },
      }),
      response({ inputResponses: inputs('b', 'c') }),
      makeResult({
        isCorrect: false,
        parts: [
          { isCorrect: false, points: 0 },
          { isCorrect: true, points: 1 },
        ],
      }),
    );
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/go.*Incorrect.*went/);
  });
});
