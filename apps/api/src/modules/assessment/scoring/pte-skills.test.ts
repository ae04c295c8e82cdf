import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { LaunchItem, TestJson } from '@portico/contract/assessment-test-json';
import { makeItem, makeResult } from '@portico/contract/launch-item-builders';
import { describe, expect, it } from 'vitest';
import {
  pteScale,
  pteScores,
  pteSkills,
  shareRight,
  skillsOfTask,
  type TaskResult,
  taskResult,
  withPteSkills,
} from './pte-skills';

const item = (id: string, ItemType: string, TopicName: string, Points = 1): LaunchItem =>
  makeItem({ ItemID: id, ItemType, TopicName, Points });
const answer = (itemId: string, fields: Partial<StudentTestItem>): StudentTestItem =>
  makeResult({
    itemId,
    isCorrect: null,
    points: 0,
    negativePoints: 0,
    parts: [],
    answered: false,
    ...fields,
  });
const section = (ReferenceType: string, items: LaunchItem[]) => ({
  QuestionPaperSectionID: ReferenceType,
  SectionTitle: ReferenceType,
  SectionName: ReferenceType,
  ReferenceType,
  ItemResponse: items,
});
const testJson = (...sections: ReturnType<typeof section>[]) =>
  ({ SectionResponse: sections }) as unknown as TestJson;

describe("PTE's communicative skills", () => {
  it("counts integrated tasks towards both of their skills, as Pearson's score guide lists them", () => {
    expect(skillsOfTask('Read Aloud', 'Speaking & Writing', 'record-audio')).toEqual(['Speaking', 'Reading']);
    expect(skillsOfTask('Summarise Written Text', 'Speaking & Writing', 'essay')).toEqual([
      'Reading',
      'Writing',
    ]);
    expect(skillsOfTask('Re-order Paragraphs', 'Reading', 'reorder')).toEqual(['Reading']);
    expect(skillsOfTask('Reading & Writing: Fill in the Blanks', 'Reading', 'rf')).toEqual([
      'Reading',
      'Writing',
    ]);
    expect(skillsOfTask('Fill in the Blanks', 'Listening', 'b')).toEqual(['Listening', 'Writing']);
    expect(skillsOfTask('Multiple Choice, Multiple Answers', 'Listening', 'mca-audio')).toEqual([
      'Listening',
    ]);
    expect(skillsOfTask('Multiple Choice, Multiple Answers', 'Reading', 'mca')).toEqual(['Reading']);
    expect(skillsOfTask(null, 'Speaking & Writing', 'record-notify')).toEqual(['Speaking']);
    expect(skillsOfTask(null, 'Speaking & Writing', 'essay')).toEqual(['Writing']);
  });

  it('scales 10-90 and shares partly right items by their blanks', () => {
    expect([pteScale(0, 4), pteScale(2, 4), pteScale(4, 4), pteScale(1, 0)]).toEqual([10, 50, 90, null]);
    const b = item('b', 'b', 'Fill in the Blanks');
    const parts = [
      { isCorrect: true, points: 1 },
      { isCorrect: false, points: 0 },
    ];
    expect(shareRight(b, answer('b', { parts }))).toBe(0.5);
    // Highlight: two right words, one marked; a wrongly marked word takes one back.
    const h = item('h', 'highlight', 'Highlight Incorrect Words');
    const marks = [
      { isCorrect: true, points: 1 },
      { isCorrect: true, points: 1 },
      { isCorrect: false, points: -1 },
    ];
    expect(shareRight(h, answer('h', { parts: marks }))).toBe(0.5);
    expect(
      shareRight(item('e', 'essay', 'Write Essay', 10), answer('e', { points: 7, isCorrect: true })),
    ).toBe(0.7);
  });

  // Pearson, PTE Academic Test Taker Score Guide (v19, June 2023, 'Overall score'): the overall is
  // based on every item and 'is not an average calculation of the communicative skills scores'.
  it('gives no skill score while a task of it waits, and one overall from every task once all four have one', () => {
    const task = (
      t: string | null,
      part: string,
      itemType: string,
      possible: number,
      earned: number,
      awaiting = false,
    ): TaskResult => ({
      task: t,
      part,
      itemType,
      possible,
      earned,
      awaiting,
    });
    const waiting = [
      task('Read Aloud', 'Speaking & Writing', 'record-audio', 5, 0, true),
      task('Write Essay', 'Speaking & Writing', 'essay', 10, 0, true),
      task('Multiple Choice, Single Answer', 'Reading', 'mcq', 1, 1),
      task('Write from Dictation', 'Listening', 'b', 1, 1),
    ];
    expect(pteSkills(waiting)).toEqual([
      { name: 'Listening', kind: 'skill', score: 90, awaiting: 0, tasks: 1 },
      { name: 'Reading', kind: 'skill', score: null, awaiting: 1, tasks: 2 },
      { name: 'Speaking', kind: 'skill', score: null, awaiting: 1, tasks: 1 },
      { name: 'Writing', kind: 'skill', score: null, awaiting: 1, tasks: 2 },
    ]);
    expect(pteScores(waiting).overall).toBeNull();

    const marked = [
      task('Read Aloud', 'Speaking & Writing', 'record-audio', 5, 5),
      task('Write Essay', 'Speaking & Writing', 'essay', 10, 5),
      ...waiting.slice(2),
    ];
    const scores = pteScores(marked);
    // Reading: Read Aloud 5/5 and the mcq 1/1 → 90; Writing: essay 5/10 and dictation 1/1 → 10 + 80 × 6/11.
    expect(scores.subscores.map((s) => s.score)).toEqual([90, 90, 90, 54]);
    // Every task once: 12 of 17 points → 10 + 80 × 12/17 = 66, not the skills' mean (81).
    expect(scores.overall).toBe(66);

    const parts = [
      { title: 'Speaking & Writing', referenceType: 'Speaking & Writing', score: 12, awaiting: 0 },
      { title: 'Reading', referenceType: 'Reading', score: 90, awaiting: 0 },
    ];
    const json = testJson(
      section('Speaking & Writing', [item('ra', 'record-audio', 'Read Aloud', 5)]),
      section('Reading', [item('mc', 'mcq', 'Multiple Choice, Single Answer')]),
    );
    const unmarked = [
      answer('ra', { enteredText: 'https://cdn.example.com/ra.webm', answered: true }),
      answer('mc', { isCorrect: true, points: 1, answered: true }),
    ];
    const card = withPteSkills({ overall: null, skills: [], parts }, json, unmarked, scores);
    // The card shows the stored overall; the unmarked part's low score is not shown as if final.
    expect(card.overall).toBe(66);
    expect(card.skills.map((s) => s.skill)).toEqual(['Listening', 'Reading', 'Speaking', 'Writing']);
    expect(card.parts[0]).toMatchObject({ score: null, awaiting: 1 });
  });

  it('turns a scored item into a task result, a waiting one earning nothing yet', () => {
    const item = { task: 'Read Aloud', part: 'Speaking & Writing', itemType: 'record-audio', points: 5 };
    expect(taskResult(item, { isCorrect: null, points: 0, answered: true })).toMatchObject({
      awaiting: true,
      earned: 0,
    });
    expect(taskResult(item, { isCorrect: true, points: 4, answered: true })).toMatchObject({
      possible: 5,
      earned: 4,
    });
    expect(
      taskResult({ ...item, points: null }, { isCorrect: null, points: 0, answered: false }),
    ).toMatchObject({
      possible: 1,
      awaiting: false,
    });
  });
});
