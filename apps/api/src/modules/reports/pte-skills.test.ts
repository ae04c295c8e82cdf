import type { LaunchItem, StudentTestItem, TestJson } from '@portico/contract/assessment';
import { makeItem, makeResult } from '@portico/contract/launch-item-builders';
import { describe, expect, it } from 'vitest';
import { pteScale, pteSkills, shareRight, skillsOfTask, withPteSkills } from './pte-skills';

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

  it('gives no skill score while a task of it waits for the teacher, and the overall once all four have one', () => {
    const json = testJson(
      section('Speaking & Writing', [
        item('ra', 'record-audio', 'Read Aloud', 5),
        item('we', 'essay', 'Write Essay', 10),
      ]),
      section('Reading', [item('mc', 'mcq', 'Multiple Choice, Single Answer')]),
      section('Listening', [item('wfd', 'b', 'Write from Dictation')]),
    );
    const waiting = [
      answer('ra', { enteredText: 'https://cdn.example.com/ra.webm', answered: true }),
      answer('we', { enteredText: 'An essay.', answered: true }),
      answer('mc', { isCorrect: true, points: 1, answered: true }),
      answer('wfd', { isCorrect: true, points: 1, answered: true, parts: [{ isCorrect: true, points: 1 }] }),
    ];
    expect(pteSkills(json, waiting)).toEqual([
      { skill: 'Listening', score: 90, awaiting: 0, tasks: 1 },
      { skill: 'Reading', score: null, awaiting: 1, tasks: 2 },
      { skill: 'Speaking', score: null, awaiting: 1, tasks: 1 },
      { skill: 'Writing', score: null, awaiting: 1, tasks: 2 },
    ]);
    const parts = [
      { title: 'Speaking & Writing', referenceType: 'Speaking & Writing', score: 12, awaiting: 0 },
      { title: 'Reading', referenceType: 'Reading', score: 90, awaiting: 0 },
    ];
    const before = withPteSkills({ overall: null, skills: [], parts }, json, waiting);
    expect(before.overall).toBeNull();
    // The unmarked part's low score is not shown as if it were final.
    expect(before.parts[0]).toMatchObject({ score: null, awaiting: 2 });

    const marked = waiting.map((a) =>
      a.itemId === 'ra'
        ? { ...a, isCorrect: true, points: 5 }
        : a.itemId === 'we'
          ? { ...a, isCorrect: true, points: 5 }
          : a,
    );
    const after = withPteSkills({ overall: null, skills: [], parts }, json, marked);
    // Reading: Read Aloud 5/5 and the mcq 1/1 → 90; Writing: essay 5/10 and dictation 1/1 → 10 + 80 × 6/11.
    expect(after.skills.map((s) => s.score)).toEqual([90, 90, 90, 54]);
    expect(after.overall).toBe(81);
    expect(after.parts[0]).toMatchObject({ score: 12, awaiting: 0 });
  });
});
