// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentOrder } from './reorder-item';
import { inputs, makeItem, makeResult, option, renderItem, renderReview, response } from './test-utils';

const paragraphs = [option('p1', 'First para'), option('p2', 'Second para'), option('p3', 'Third para')];
const item = makeItem({ ItemType: 'reorder', ItemOptionResponse: paragraphs });

describe('reorder', () => {
  it('starts from the given order and answers with all ids in the new order', () => {
    const { last } = renderItem({ item });
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('First para');
    expect(rows[2]?.textContent).toContain('Third para');
    fireEvent.click(screen.getByRole('button', { name: 'Move down, paragraph 1' }));
    expect(last().inputResponses).toEqual(inputs('p2', 'p1', 'p3'));
    fireEvent.click(screen.getByRole('button', { name: 'Move up, paragraph 3' }));
    expect(last().inputResponses).toEqual(inputs('p2', 'p3', 'p1'));
    expect(screen.getByText(/moved to position 2 of 3/)).toBeTruthy();
  });

  it('cannot move the first up or the last down; drag handles are named buttons', () => {
    renderItem({ item });
    expect((screen.getByRole('button', { name: 'Move up, paragraph 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Move down, paragraph 3' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Drag paragraph 2' })).toBeTruthy();
  });

  it('keeps focus on the moved paragraph when its button becomes disabled', () => {
    renderItem({ item });
    screen.getByRole('button', { name: 'Move up, paragraph 2' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Move up, paragraph 2' }));
    // 'Second para' is first now: its Move up is disabled, its Move down takes the focus.
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Second para');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down, paragraph 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move down, paragraph 1' }));
    // Still enabled after the move: the focus stays on the same paragraph's Move down.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down, paragraph 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move down, paragraph 2' }));
    expect(screen.getAllByRole('listitem')[2]?.textContent).toContain('Second para');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up, paragraph 3' }));
  });

  it('restores a saved order', () => {
    renderItem({ item, value: response({ inputResponses: inputs('p3', 'p1', 'p2') }) });
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Third para');
  });

  it('currentOrder keeps known ids once and appends the missing ones', () => {
    expect(currentOrder(paragraphs, inputs('p3', 'zz', 'p3'))).toEqual(['p3', 'p1', 'p2']);
  });

  it('review shows both orders without move controls', () => {
    renderReview(
      makeItem({ ...item, Answer: { order: ['p1', 'p2', 'p3'] } }),
      response({ inputResponses: inputs('p2', 'p1', 'p3') }),
      makeResult({ isCorrect: false }),
    );
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    const cells = screen.getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('Second paraFirst paraThird para');
    expect(cells[1]?.textContent).toBe('First paraSecond paraThird para');
  });
});
