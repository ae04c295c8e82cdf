// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inputs, makeItem, makeResult, option, renderItem, renderReview, response } from './test-utils';

const tap = (el: HTMLElement) => fireEvent.click(el, { detail: 1 });

/** dnd-kit's keyboard drag: space picks the word up, arrow right goes to the first blank, space drops. */
async function keyboardDrop(word: HTMLElement) {
  word.focus();
  fireEvent.keyDown(word, { code: 'Space', key: ' ' });
  await act(async () => {});
  fireEvent.keyDown(word, { code: 'ArrowRight', key: 'ArrowRight' });
  await act(async () => {});
  fireEvent.keyDown(word, { code: 'Space', key: ' ' });
  await act(async () => {});
}

describe('f', () => {
  const item = makeItem({
    ItemType: 'f',
    Items: '<p>Plants need ___ and ___ to grow.</p>',
    BlankCount: 2,
    WordBank: ['light', 'sand', 'water'],
  });

  it('fills a blank from its list, with the word as the value', () => {
    const { last } = renderItem({ item });
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 2' }), { target: { value: 'w2' } });
    expect(last()).toEqual(response({ inputResponses: inputs(null, 'water') }));
  });

  it('uses a word once: a placed word leaves the bank and the other blanks’ lists', () => {
    renderItem({ item });
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 1' }), { target: { value: 'w0' } });
    const bank = screen.getByRole('list', { name: 'Word bank' });
    expect(within(bank).queryByRole('button', { name: 'light' })).toBeNull();
    const second = screen.getByRole('combobox', { name: 'Blank 2' });
    expect(within(second).queryByRole('option', { name: 'light' })).toBeNull();
    expect(within(second).getByRole('option', { name: 'sand' })).toBeTruthy();
  });

  it('a tap on a word places it in the first empty blank', () => {
    const { last } = renderItem({ item });
    tap(screen.getByRole('button', { name: 'water' }));
    tap(screen.getByRole('button', { name: 'light' }));
    expect(last().inputResponses).toEqual(inputs('water', 'light'));
  });

  it('after a tap, focus goes to the next word of the bank, then to the filled blank', () => {
    renderItem({ item });
    const light = screen.getByRole('button', { name: 'light' });
    light.focus();
    tap(light);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'sand' }));
    tap(screen.getByRole('button', { name: 'sand' }));
    // No blank is left empty: tapping 'water' places nothing and the focus stays on it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'water' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 2' }), { target: { value: '' } });
    const water = screen.getByRole('button', { name: 'water' });
    water.focus();
    tap(water);
    // 'water' was the last word of the bank ('sand' came back before it): the one before it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'sand' }));
  });

  it('after a keyboard drop, focus goes to the next word of the bank, else to the filled blank', async () => {
    const one = makeItem({ ...item, BlankCount: 1, WordBank: ['light', 'water'] });
    const rect = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 80, height: 24 }));
    try {
      const { last } = renderItem({ item: one });
      const light = screen.getByRole('button', { name: 'light' });
      light.focus();
      await keyboardDrop(light);
      expect(last().inputResponses).toEqual(inputs('light'));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'water' }));
      await keyboardDrop(screen.getByRole('button', { name: 'water' }));
      expect(last().inputResponses).toEqual(inputs('water'));
      // 'light' is back in the bank and takes the focus.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'light' }));
      cleanup();
      // The last word of the bank: the filled blank takes the focus.
      renderItem({ item: makeItem({ ...one, WordBank: ['light'] }) });
      await keyboardDrop(screen.getByRole('button', { name: 'light' }));
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Blank 1' }));
    } finally {
      rect.mockRestore();
    }
  });

  it('words of the bank are keyboard-draggable buttons with instructions', () => {
    renderItem({ item });
    const chip = screen.getByRole('button', { name: 'sand' });
    expect(chip.getAttribute('tabindex')).toBe('0');
    expect(chip.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = document.getElementById(chip.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toMatch(/arrow keys/);
  });

  it('review: per blank, the word and the accepted word', () => {
    renderReview(
      makeItem({
        ...item,
        Answer: {
          blanks: [
            { optionIds: [], accepted: ['light'] },
            { optionIds: [], accepted: ['water'] },
          ],
        },
      }),
      response({ inputResponses: inputs('light', 'sand') }),
      makeResult({
        isCorrect: false,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: false, points: 0 },
        ],
      }),
    );
    const rows = screen.getAllByRole('row');
    expect(rows[2]?.textContent).toMatch(/sand.*Incorrect.*water/);
    expect(screen.queryByRole('list', { name: 'Word bank' })).toBeNull();
  });
});

describe('drop', () => {
  const item = makeItem({
    ItemType: 'drop',
    Items: '<p>Paragraph A ___</p><p>Paragraph B ___</p>',
    BlankCount: 2,
    ItemOptionResponse: [option('h1', 'Early life'), option('h2', 'Later years'), option('h3', 'Legacy')],
  });

  it('answers with one option id per slot, by list or by tap', () => {
    const { last } = renderItem({ item });
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 2' }), { target: { value: 'h3' } });
    tap(screen.getByRole('button', { name: 'Early life' }));
    expect(last().inputResponses).toEqual(inputs('h1', 'h3'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 2' }), { target: { value: '' } });
    expect(last().inputResponses).toEqual(inputs('h1', null));
  });

  it('review shows the placed heading and the right one', () => {
    renderReview(
      makeItem({
        ...item,
        Answer: {
          blanks: [
            { optionIds: ['h1'], accepted: [] },
            { optionIds: ['h2'], accepted: [] },
          ],
        },
      }),
      response({ inputResponses: inputs('h1', 'h3') }),
      makeResult({
        isCorrect: false,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: false, points: 0 },
        ],
      }),
    );
    expect(screen.getAllByRole('row')[2]?.textContent).toMatch(/Legacy.*Incorrect.*Later years/);
  });
});
