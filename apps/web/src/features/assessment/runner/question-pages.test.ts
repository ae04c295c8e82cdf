import type { LaunchItem, LaunchSection } from '@portico/contract/assessment-test-json';
import { describe, expect, it } from 'vitest';
import { groupsOf, pageAt } from './question-pages';
import type { RunnerQuestion } from './restore';

const section = (id: string) => ({ QuestionPaperSectionID: id }) as LaunchSection;
let n = 0;
const q = (sectionId: string, type: string, direction = '', marks = 1): RunnerQuestion => {
  n += marks;
  return {
    numbers: { first: n - marks + 1, last: n, of: 40 },
    section: section(sectionId),
    item: { ItemID: `i${n}`, ItemType: type, Direction: direction } as LaunchItem,
  };
};

const tfng = '<p>Do the following statements agree…?</p>';
const summary = '<p>Complete the summary…</p>';
n = 0;
const questions = [
  q('reading-1', 'yesorno', tfng),
  q('reading-1', 'yesorno', tfng),
  q('reading-1', 'f', summary),
  q('reading-1', 'an'),
  q('writing', 'essay-topic'),
  q('writing', 'essay'),
  q('speaking', 'record-audio'),
  q('speaking', 'record-notify'),
];

describe('IELTS pages (decision 021)', () => {
  it('puts a part’s questions on one page; essays and recordings keep a screen each', () => {
    expect(pageAt(questions, 1, true)).toEqual([0, 1, 2, 3]);
    expect(pageAt(questions, 3, true)).toEqual([0, 1, 2, 3]);
    expect(pageAt(questions, 4, true)).toEqual([4]);
    expect(pageAt(questions, 7, true)).toEqual([7]);
    expect(pageAt(questions, 2, false)).toEqual([2]);
    expect(pageAt(questions, 99, true)).toEqual([]);
  });

  it('groups the page’s questions by their instruction, named as the paper names them', () => {
    expect(groupsOf(questions, [0, 1, 2, 3])).toEqual([
      { title: 'Questions 1–2', direction: tfng, indexes: [0, 1] },
      { title: 'Question 3', direction: summary, indexes: [2] },
      { title: 'Question 4', direction: '', indexes: [3] },
    ]);
  });

  it("names a group by its first and last numbers: a 'Choose TWO' at its end takes two (decision 038)", () => {
    n = 13;
    const chooseTwo = '<p>Choose TWO letters, A–E.</p>';
    const part = [q('listening-2', 'mca', chooseTwo, 2), q('listening-2', 'mca', chooseTwo, 2)];
    expect(groupsOf(part, [0, 1])).toEqual([
      { title: 'Questions 14–17', direction: chooseTwo, indexes: [0, 1] },
    ]);
    expect(groupsOf(part, [0])[0]?.title).toBe('Questions 14–15');
  });
});
