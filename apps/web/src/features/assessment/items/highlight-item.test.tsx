// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passageWords } from './highlight-item';
import { inputs, makeItem, makeResult, renderItem, renderReview, response } from './test-utils';

const item = makeItem({
  ItemType: 'highlight',
  Items: '<p>Mark the words that differ from the recording.</p>',
  Passage: '<p>The <b>quick</b> brown\n fox jumps.</p>',
});

describe('highlight', () => {
  it('words are the white-space separated words of the passage text', () => {
    expect(passageWords(item.Passage)).toEqual(['The', 'quick', 'brown', 'fox', 'jumps.']);
  });

  it('each word is a toggle button; the answer is the marked indexes in order', () => {
    const { last } = renderItem({ item });
    const fox = screen.getByRole('button', { name: 'fox' });
    fireEvent.click(fox);
    fireEvent.click(screen.getByRole('button', { name: 'quick' }));
    expect(last().inputResponses).toEqual(inputs('1', '3'));
    expect(fox.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(fox);
    expect(last().inputResponses).toEqual(inputs('1'));
    expect(fox.getAttribute('aria-pressed')).toBe('false');
  });

  it('review names the marked and the right words', () => {
    renderReview(
      makeItem({ ...item, Answer: { wordIndexes: [1, 4] } }),
      response({ inputResponses: inputs('1', '2') }),
      makeResult({
        isCorrect: false,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: false, points: 0 },
        ],
      }),
    );
    const cells = screen.getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('quick (word 2), brown (word 3)');
    expect(cells[1]?.textContent).toBe('quick (word 2), jumps. (word 5)');
    const right = screen.getAllByRole('button', { name: /right word/ }).map((b) => b.textContent);
    expect(right).toEqual(['quick (right word)', 'jumps. (right word)']);
  });
});
