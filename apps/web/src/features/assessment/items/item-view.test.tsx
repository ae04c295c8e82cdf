// @vitest-environment jsdom

import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { supportedItemTypes } from './item-view';
import { inputs, makeItem, makeResult, option, renderItem, renderReview, response } from './test-utils';

const ALL_TYPES = [
  'mcq',
  'yesorno',
  'dd-mcq',
  'ssr',
  'mca',
  'mca-audio',
  'multi-select',
  'an',
  'ne',
  'bn',
  'rangelimit',
  'b',
  'rf',
  'f',
  'drop',
  'reorder',
  'highlight',
  'essay',
  'essay-topic',
  'essay-audio',
  'record-audio',
  'record-notify',
  'record-video',
  'interactivelistening',
  'interactivewriting',
  'interactivedropdown',
  'selectandspeak',
  'selectandessay',
];

/** A plausible item of each type, for the smoke and accessibility checks. */
function sample(ItemType: string): LaunchItem {
  const own = [option('o1', 'First answer'), option('o2', 'Second answer')];
  const columns = [
    option('c0a', 'went', 0),
    option('c0b', 'go', 0),
    option('c1a', 'ate', 1),
    option('c1b', 'eat', 1),
  ];
  const parts: Record<string, LaunchItem['Parts']> = {
    interactivelistening: [
      { itemType: 'mcq', index: 0 },
      { itemType: 'mcq', index: 1 },
    ],
    interactivewriting: [
      { itemType: 'essay', index: 0 },
      { itemType: 'essay', index: 1 },
    ],
    interactivedropdown: [
      { itemType: 'dd-mcq', index: 0 },
      { itemType: 'dd-mcq', index: 1 },
    ],
    selectandspeak: [
      { itemType: 'mcq', index: 0 },
      { itemType: 'record-audio', index: 1 },
    ],
    selectandessay: [
      { itemType: 'mcq', index: 0 },
      { itemType: 'essay', index: 1 },
    ],
  };
  const columned = ['rf', ...Object.keys(parts)].includes(ItemType);
  return makeItem({
    ItemType,
    Items: '<p>I ___ home and ___ dinner.</p>',
    Passage: '<p>The quick brown fox.</p>',
    BlankCount: 2,
    SelectCount: 1,
    WordBank: ['went', 'ate', 'ran'],
    Parts: parts[ItemType] ?? [],
    ItemOptionResponse: columned ? columns : own,
    Media: ItemType === 'essay-audio' ? { audio: 'https://cdn.example/a.mp3' } : {},
  });
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('ItemView', () => {
  it('knows every type of ITEM-TYPES.md', () => {
    expect([...supportedItemTypes].sort()).toEqual([...ALL_TYPES].sort());
  });

  it('says clearly when a type is unknown', () => {
    renderItem({ item: makeItem({ ItemType: 'hologram' }) });
    expect(screen.getByRole('alert').textContent).toMatch(/Question type “hologram” is not supported/);
  });

  it('shows the direction and the item text sanitised', () => {
    renderItem({
      item: makeItem({
        Direction: '<p>Read carefully<script>alert(1)</script></p>',
        Items: '<p onclick="x()">Why?</p>',
      }),
    });
    expect(screen.getByText('Read carefully')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onclick]')).toBeNull();
  });

  it('shows the image with the question as its alternative text', () => {
    renderItem({
      item: makeItem({ Items: '<p>Look at the chart.</p>', Media: { image: 'https://cdn.example/c.png' } }),
    });
    expect(screen.getByRole('img', { name: 'Look at the chart.' }).getAttribute('src')).toBe(
      'https://cdn.example/c.png',
    );
  });

  it('the accessibility check can fail (a nameless button is caught)', async () => {
    const div = document.createElement('div');
    div.innerHTML = '<button type="button"></button>';
    document.body.append(div);
    expect((await axeViolations(div)).join()).toMatch(/button-name/);
    div.remove();
  });

  it.each(ALL_TYPES)('%s: renders, and has no axe violations in answer and review mode', async (type) => {
    const item = sample(type);
    const { container, unmount } = renderItem({ item });
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const review = renderReview(
      item,
      response({ selectedOptionId: 'o1', inputResponses: inputs('o1') }),
      makeResult({ isCorrect: false }),
    );
    expect(await axeViolations(review.container)).toEqual([]);
    expect(review.onChange).not.toHaveBeenCalled();
  });
});
