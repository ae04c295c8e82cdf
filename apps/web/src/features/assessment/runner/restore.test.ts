import type { LaunchData } from '@portico/contract/assessment-launch';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import { numberText } from '@portico/contract/question-numbers';
import { describe, expect, it } from 'vitest';
import { questionsOf, restoreAttempt } from './restore';

const item = (id: string, Marks = 1) =>
  ({
    ItemID: id,
    ItemType: 'an',
    Marks,
  }) as LaunchData['testJson']['SectionResponse'][number]['ItemResponse'][number];
/** Sections of two skills, the first item of the second worth 2 marks, taken under `profile`. */
const launch = (profile: LaunchData['testData']['rules']['profile']) =>
  ({
    testJson: {
      SectionResponse: [
        { QuestionPaperSectionID: 's1', ReferenceType: 'Listening', ItemResponse: [item('a'), item('b')] },
        { QuestionPaperSectionID: 's2', ReferenceType: 'Listening', ItemResponse: [item('c', 2), item('d')] },
        { QuestionPaperSectionID: 's3', ReferenceType: 'Reading', ItemResponse: [item('e')] },
      ],
    },
    testData: { rules: { profile } },
  }) as unknown as LaunchData;
const data = launch('default');
const pending = (itemId: string, trackNumber: number, enteredText: string): TrackRecord => ({
  testId: '00000000-0000-4000-8000-000000000000',
  itemId,
  trackNumber,
  enteredText,
});

describe('restoreAttempt (spec 3 §4 resume)', () => {
  const questions = questionsOf(data);

  it('numbers the questions across sections, one number each', () => {
    expect(
      questions.map((q) => [q.item.ItemID, numberText(q.numbers), q.section.QuestionPaperSectionID]),
    ).toEqual([
      ['a', '1', 's1'],
      ['b', '2', 's1'],
      ['c', '3', 's2'],
      ['d', '4', 's2'],
      ['e', '5', 's3'],
    ]);
  });

  it("numbers IELTS by marks, each skill from 1: a 'Choose TWO' takes two numbers (decision 038)", () => {
    expect(questionsOf(launch('ielts')).map((q) => `${q.item.ItemID} ${numberText(q.numbers)}`)).toEqual([
      'a 1',
      'b 2',
      'c 3–4',
      'd 5',
      'e 1',
    ]);
  });

  it('resumes a forward-only test at the furthest question, not at a recording uploaded late (decision 044)', () => {
    // Offline, the student recorded at a, moved on and answered d; a's upload reached the store last.
    const tracks = [pending('d', 3, 'x'), pending('a', 4, 'clip.webm')];
    const forwardOnly = { goBack: false, forwardOnlyParts: [] };
    expect(restoreAttempt(questions, tracks, [], forwardOnly).currentIndex).toBe(3);
    // Where the student may go back, the newest track still decides (spec 3 §4).
    expect(restoreAttempt(questions, tracks, [], { goBack: true, forwardOnlyParts: [] }).currentIndex).toBe(
      0,
    );
    // CELPIP: Listening forward only, Reading not; the furthest Listening question bounds the resume.
    const celpip = { goBack: true, forwardOnlyParts: ['Listening'] };
    expect(restoreAttempt(questions, tracks, [], celpip).currentIndex).toBe(3);
  });

  it('resumes an adaptive section at the question served last, though it has no answer yet (decision 064)', () => {
    const adaptive = {
      testJson: {
        SectionResponse: [
          {
            QuestionPaperSectionID: 'cat',
            ReferenceType: 'Overall',
            Adaptive: true,
            ItemResponse: [item('q1'), item('q2'), { ...item('cat:3'), Pending: true }],
          },
          { QuestionPaperSectionID: 'p', ReferenceType: 'Overall', ItemResponse: [item('w1')] },
        ],
      },
      testData: { rules: { profile: 'duolingo' } },
    } as unknown as LaunchData;
    const list = questionsOf(adaptive);
    const saved = [{ itemId: 'q1', trackNumber: 1, enteredText: 'x' }];
    expect(restoreAttempt(list, saved, []).currentIndex).toBe(1);
    // Once past the section, the furthest answer counts as before.
    expect(restoreAttempt(list, [...saved, { itemId: 'w1', trackNumber: 2 }], []).currentIndex).toBe(3);
  });

  it('starts at the first question with instructions when nothing was answered', () => {
    const r = restoreAttempt(questions, [], []);
    expect(r).toMatchObject({ currentIndex: 0, started: false });
    expect(r.responses.a).toEqual({ selectedOptionId: null, enteredText: null, inputResponses: [] });
  });

  it('keeps the newest answer per item from the server or the device, and opens its question', () => {
    const server = [
      { itemId: 'a', trackNumber: 4, enteredText: 'server a' },
      { itemId: 'c', trackNumber: 2, enteredText: 'server c', timeTaken: 30 },
    ];
    const r = restoreAttempt(questions, server, [
      pending('a', 3, 'old device a'),
      pending('b', 6, 'device b'),
    ]);
    expect(r.responses.a?.enteredText).toBe('server a');
    expect(r.responses.b?.enteredText).toBe('device b');
    expect(r.responses.c?.enteredText).toBe('server c');
    expect(r.timeTaken.c).toBe(30);
    expect(r).toMatchObject({ currentIndex: 1, started: true });
  });
});
