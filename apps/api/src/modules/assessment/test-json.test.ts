import { describe, expect, it } from 'vitest';
import { itemOptionsAndKeys } from '../content/content-mapper';
import { launchItem, wordBank } from './test-json';

type Item = Parameters<typeof launchItem>[0];
type Option = Parameters<typeof launchItem>[1][number];

const item = (itemType: string) =>
  ({ id: 'i1', itemType, html: '', passage: '', direction: '' }) as unknown as Item;
const options = [true, true, false, false, false].map(
  (isCorrect, i) =>
    ({ id: `o${i}`, itemId: 'i1', text: `Option ${i}`, isCorrect, orderNo: i }) as unknown as Option,
);

describe('launchItem: how many options a student may choose', () => {
  it("an IELTS 'Choose TWO letters' item takes as many as are right", () => {
    expect(launchItem(item('mca'), options, false, 'ielts').SelectCount).toBe(2);
    expect(launchItem(item('mca-audio'), options, false, 'ielts').SelectCount).toBe(2);
  });

  it("elsewhere an mca is 'select all that apply', and a multi-select always says its count", () => {
    expect(launchItem(item('mca'), options, false, 'grelayout').SelectCount).toBe(0);
    expect(launchItem(item('multi-select'), options, false, 'grelayout').SelectCount).toBe(2);
    expect(launchItem(item('mcq'), options, false, 'ielts').SelectCount).toBe(0);
  });
});

describe('launchItem: the marks the runner numbers by (decision 038)', () => {
  it("an IELTS 'Choose TWO letters' item is worth 2 marks, also when its exam comes from the exam family", () => {
    expect(launchItem(item('mca'), options, false, 'ielts').Marks).toBe(2);
    expect(launchItem(item('mca'), options, false, 'default', 'ielts').Marks).toBe(2);
    expect(launchItem(item('mcq'), options, false, 'ielts').Marks).toBe(1);
  });

  it('a GRE choice set is one question, worth its points', () => {
    expect(launchItem(item('mca'), options, false, 'grelayout').Marks).toBe(1);
  });
});

describe('wordBank: the words of an f item', () => {
  it('shows each word once, also when the list of words names an answer again (IELTS summary completion)', () => {
    const { options: rows, keys } = itemOptionsAndKeys((n) => `o${n}`, {
      key: 'q37',
      type: 'f',
      html: '<p>Open at the ___.</p>',
      options: [
        { text: 'weekend', correct: false },
        { text: 'rabbits', correct: false },
      ],
      blanks: [{ accepted: ['weekend'] }],
    });
    const row = { ...item('f'), keys } as Item;
    const bank = wordBank(
      row,
      rows.map((o) => ({ ...o, itemId: 'i1', companyCode: 'demo', retiredAt: null })),
    );
    expect(bank).toEqual(['rabbits', 'weekend']);
  });
});
