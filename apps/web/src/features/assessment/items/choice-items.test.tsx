// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem, makeResult, option, renderItem, renderReview, response } from './test-utils';

const abc = [option('o1', 'Alpha'), option('o2', '<b>Beta</b>'), option('o3', 'Gamma')];

describe('mcq', () => {
  it('answers with the chosen option id', () => {
    const { last } = renderItem({ item: makeItem({ ItemType: 'mcq', ItemOptionResponse: abc }) });
    fireEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(last()).toEqual(response({ selectedOptionId: 'o2' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Gamma' }));
    expect(last().selectedOptionId).toBe('o3');
    expect((screen.getByRole('radio', { name: 'Gamma' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the question and the sanitised option HTML', () => {
    renderItem({
      item: makeItem({ ItemOptionResponse: [option('o1', 'Safe<img src=x onerror="alert(1)">')] }),
    });
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeTruthy();
    expect(screen.getByText('Which is right?')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('review: the student answer and the correct one side by side, with a verdict and explanation', () => {
    renderReview(
      makeItem({
        ItemOptionResponse: abc,
        Answer: { optionIds: ['o3'] },
        Explanation: '<p>Because <i>gamma</i>.</p>',
      }),
      response({ selectedOptionId: 'o1' }),
      makeResult({ isCorrect: false }),
    );
    expect(screen.getByText('Incorrect')).toBeTruthy();
    const table = screen.getByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('Alpha');
    expect(row?.textContent).toContain('Gamma');
    expect(screen.getByText('Explanation')).toBeTruthy();
    expect(screen.getByText('gamma').tagName).toBe('I');
    for (const r of screen.getAllByRole('radio')) expect((r as HTMLInputElement).disabled).toBe(true);
  });

  it('review: a skipped answer says Skipped', () => {
    renderReview(makeItem({ ItemOptionResponse: abc }), response({}), makeResult({ isCorrect: null }));
    expect(screen.getByText('Skipped')).toBeTruthy();
    expect(screen.getByText('No answer')).toBeTruthy();
  });
});

describe('yesorno', () => {
  it('answers with the chosen option id', () => {
    const { last } = renderItem({
      item: makeItem({
        ItemType: 'yesorno',
        ItemOptionResponse: [option('y', 'Yes'), option('n', 'No'), option('ng', 'Not Given')],
      }),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Not Given' }));
    expect(last().selectedOptionId).toBe('ng');
  });
});

describe('dd-mcq', () => {
  it('answers with the option chosen in the dropdown, and clears with the empty choice', () => {
    const { last } = renderItem({ item: makeItem({ ItemType: 'dd-mcq', ItemOptionResponse: abc }) });
    const select = screen.getByRole('combobox', { name: 'Answer for question 3' });
    expect(within(select).getByRole('option', { name: 'Beta' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'o2' } });
    expect(last().selectedOptionId).toBe('o2');
    fireEvent.change(select, { target: { value: '' } });
    expect(last().selectedOptionId).toBeNull();
  });
});

describe('ssr', () => {
  it('answers with the clicked sentence and shows which one is chosen', () => {
    const { last } = renderItem({
      item: makeItem({
        ItemType: 'ssr',
        ItemOptionResponse: [option('s1', 'Bees make honey.'), option('s2', 'Honey keeps for years.')],
      }),
    });
    const second = screen.getByRole('button', { name: 'Honey keeps for years.' });
    fireEvent.click(second);
    expect(last().selectedOptionId).toBe('s2');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bees make honey.' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('mca', () => {
  it('answers with the checked ids comma-joined in option order', () => {
    const { last } = renderItem({ item: makeItem({ ItemType: 'mca', ItemOptionResponse: abc }) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(last().selectedOptionId).toBe('o1,o3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(last().selectedOptionId).toBe('o1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(last().selectedOptionId).toBeNull();
  });

  it("takes at most the N an item asks for ('Choose TWO letters'), and says N, not 'all that apply'", () => {
    const { last, changes } = renderItem({
      item: makeItem({ ItemType: 'mca', ItemOptionResponse: abc, SelectCount: 2 }),
    });
    expect(screen.queryByText('Select all that apply')).toBeNull();
    expect(screen.getByText('Choose 2 (0 of 2 chosen)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(last().selectedOptionId).toBe('o1,o3');
    const beta = screen.getByRole('checkbox', { name: 'Beta' }) as HTMLInputElement;
    expect(beta.disabled).toBe(true);
    fireEvent.click(beta);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(last().selectedOptionId).toBe('o1,o3');
    // Unticking one frees a place.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect((screen.getByRole('checkbox', { name: 'Beta' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('review lists every chosen and every right option', () => {
    renderReview(
      makeItem({ ItemType: 'mca', ItemOptionResponse: abc, Answer: { optionIds: ['o1', 'o2'] } }),
      response({ selectedOptionId: 'o1,o3' }),
      makeResult({ isCorrect: false }),
    );
    const cells = screen.getAllByRole('cell');
    expect(cells[0]?.textContent).toContain('Alpha');
    expect(cells[0]?.textContent).toContain('Gamma');
    expect(cells[1]?.textContent).toContain('Beta');
  });
});

describe('mca-audio', () => {
  it('shows a player per audio option and answers like mca', () => {
    const { last } = renderItem({
      item: makeItem({
        ItemType: 'mca-audio',
        ItemOptionResponse: [
          option('a1', 'https://cdn.example/a.mp3'),
          option('a2', 'https://cdn.example/b.mp3'),
        ],
      }),
    });
    expect(screen.getByLabelText('Option B audio').getAttribute('src')).toBe('https://cdn.example/b.mp3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option B' }));
    expect(last().selectedOptionId).toBe('a2');
  });
});

describe('multi-select', () => {
  const item = makeItem({
    ItemType: 'multi-select',
    SelectCount: 2,
    ItemOptionResponse: [...abc, option('o4', 'Delta')],
  });

  it('allows exactly SelectCount choices and refuses more with a hint', () => {
    const { last, changes } = renderItem({ item });
    expect(screen.getByText(/Choose 2 options \(0 of 2 chosen\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Delta' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(last().selectedOptionId).toBe('o1,o4');
    const calls = changes.mock.calls.length;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(changes.mock.calls.length).toBe(calls);
    expect(screen.getByRole('status').textContent).toMatch(/You can choose 2 options/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(last().selectedOptionId).toBe('o3,o4');
  });
});

describe('the SAT’s answer eliminator', () => {
  it('crosses options out, clears a crossed-out choice, brings one back when chosen, and keeps them', () => {
    localStorage.clear();
    const item = makeItem({ ItemType: 'mcq', ItemOptionResponse: abc });
    const eliminator = { storageKey: 'attempt-1:item-1' };
    const { last, unmount } = renderItem({ item, eliminator, value: response({ selectedOptionId: 'o1' }) });
    expect(screen.queryByRole('button', { name: 'Cross out option A' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Answer eliminator' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cross out option A' }));
    expect(last().selectedOptionId).toBeNull();
    expect(screen.getByRole('radio', { name: /^Alpha ?\(crossed out\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cross out option C' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo crossing out option C' }));
    expect(screen.getByRole('radio', { name: 'Gamma' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('portico.annotations.attempt-1:item-1:eliminated') ?? '')).toEqual(
      ['o1'],
    );
    // Kept through a reload; choosing a crossed-out option brings it back.
    unmount();
    renderItem({ item, eliminator });
    fireEvent.click(screen.getByRole('radio', { name: /^Alpha ?\(crossed out\)$/ }));
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeTruthy();
  });

  it('ignores stored cross-outs that are not a list of ids', () => {
    localStorage.setItem('portico.annotations.a:i:eliminated', '{"x":1}');
    renderItem({
      item: makeItem({ ItemType: 'mcq', ItemOptionResponse: abc }),
      eliminator: { storageKey: 'a:i' },
    });
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeTruthy();
  });
});
