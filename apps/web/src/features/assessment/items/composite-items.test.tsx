// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inputs, makeItem, makeResult, option, renderItem, renderReview, response } from './test-utils';

describe('interactivelistening', () => {
  const item = makeItem({
    ItemType: 'interactivelistening',
    Items: '<p>Conversation with a colleague</p>',
    Parts: [
      { itemType: 'mcq', index: 0 },
      { itemType: 'mcq', index: 1 },
    ],
    ItemOptionResponse: [
      option('a', 'Hello!', 0),
      option('b', 'Bye.', 0),
      option('c', 'Sure, at five.', 1),
      option('d', 'No idea.', 1),
    ],
  });

  it('each turn answers its own input with an option id of its column; the reply shows as a bubble', () => {
    const { last } = renderItem({ item });
    const conversation = screen.getByRole('list', { name: 'Conversation of question 3' });
    fireEvent.click(within(conversation).getByRole('radio', { name: 'Sure, at five.' }));
    expect(last()).toEqual(response({ inputResponses: inputs(null, 'c') }));
    fireEvent.click(screen.getByRole('radio', { name: 'Hello!' }));
    expect(last().inputResponses).toEqual(inputs('a', 'c'));
    expect(screen.getAllByText('Your reply:')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Turn 2: choose your reply' })).toBeTruthy();
  });

  it('review: a verdict per turn', () => {
    renderReview(
      makeItem({
        ...item,
        Answer: {
          parts: [
            { optionIds: ['a'], accepted: [] },
            { optionIds: ['c'], accepted: [] },
          ],
        },
      }),
      response({ inputResponses: inputs('a', 'd') }),
      makeResult({
        isCorrect: false,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: false, points: 0 },
        ],
      }),
    );
    const turn2 = screen.getByRole('group', { name: 'Turn 2: choose your reply' });
    expect(within(turn2).getByText('Incorrect')).toBeTruthy();
    expect(within(turn2).getByRole('table').textContent).toMatch(/No idea\..*Sure, at five\./);
  });
});

describe('interactivewriting', () => {
  it('a prompt then two essays, each in its own input', () => {
    const { last } = renderItem({
      item: makeItem({
        ItemType: 'interactivewriting',
        Items: '<p>Describe your town.</p>',
        Parts: [
          { itemType: 'essay', index: 0 },
          { itemType: 'essay', index: 1 },
        ],
      }),
    });
    expect(screen.getByText('Describe your town.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Part 2: Follow-up of question 3' }), {
      target: { value: 'More words here' },
    });
    expect(last().inputResponses).toEqual(inputs(null, 'More words here'));
    expect(screen.getByText(/^Words: 3 ·/)).toBeTruthy();
  });
});

describe('interactivedropdown', () => {
  const item = makeItem({
    ItemType: 'interactivedropdown',
    Items: '<p>Yesterday I ___ to work and ___ lunch.</p>',
    Parts: [
      { itemType: 'dd-mcq', index: 0 },
      { itemType: 'dd-mcq', index: 1 },
    ],
    ItemOptionResponse: [
      option('a', 'went', 0),
      option('b', 'go', 0),
      option('c', 'ate', 1),
      option('d', 'eat', 1),
    ],
  });

  it('dropdowns sit in the text at the markers; each answers its part with an option id', () => {
    const { last } = renderItem({ item });
    const second = screen.getByRole('combobox', { name: 'Blank 2' });
    expect(second.closest('p')?.textContent).toContain('Yesterday I');
    expect(within(second).queryByRole('option', { name: 'went' })).toBeNull();
    fireEvent.change(second, { target: { value: 'c' } });
    expect(last().inputResponses).toEqual(inputs(null, 'c'));
  });

  it('review per blank', () => {
    renderReview(
      makeItem({
        ...item,
        Answer: {
          parts: [
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
    expect(rows[2]?.textContent).toMatch(/ate.*Correct.*ate/);
  });
});

describe('selectandessay', () => {
  it('a typed (or chosen) part then an essay part', () => {
    const { last } = renderItem({
      item: makeItem({
        ItemType: 'selectandessay',
        Parts: [
          { itemType: 'an', index: 0 },
          { itemType: 'essay', index: 1 },
        ],
      }),
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Part 1: Choose of question 3' }), {
      target: { value: 'yes' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Part 2: Write of question 3' }), {
      target: { value: 'Because it is' },
    });
    expect(last().inputResponses).toEqual(inputs('yes', 'Because it is'));
  });
});

describe('selectandspeak', () => {
  const item = makeItem({
    ItemType: 'selectandspeak',
    Parts: [
      { itemType: 'mcq', index: 0 },
      { itemType: 'record-audio', index: 1 },
    ],
    ItemOptionResponse: [option('a', 'Topic A', 0), option('b', 'Topic B', 0)],
  });

  it('a choice then a recorder; the stored URL the runner sets becomes the record part’s value', () => {
    const onRecording = vi.fn();
    const { last } = renderItem({
      item,
      onRecording,
      value: response({ enteredText: 'https://cdn.example/rec.webm', inputResponses: inputs('b') }),
    });
    expect(last().inputResponses).toEqual(inputs('b', 'https://cdn.example/rec.webm'));
    expect(screen.getByRole('radio', { name: 'Topic B' })).toBeTruthy();
    expect(screen.getByLabelText('Recording of Part 2: Speak of question 3').getAttribute('src')).toBe(
      'https://cdn.example/rec.webm',
    );
  });

  it('choosing answers part 1 with an option id', () => {
    const { last } = renderItem({ item });
    fireEvent.click(screen.getByRole('radio', { name: 'Topic A' }));
    expect(last().inputResponses).toEqual(inputs('a', null));
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
  });
});
