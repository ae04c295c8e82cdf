import type { LaunchData, TrackRecord } from '@portico/contract/assessment';
import { describe, expect, it } from 'vitest';
import { questionsOf, restoreAttempt } from './restore';

const item = (id: string) =>
  ({
    ItemID: id,
    ItemType: 'an',
  }) as LaunchData['testJson']['SectionResponse'][number]['ItemResponse'][number];
const data = {
  testJson: {
    SectionResponse: [
      { QuestionPaperSectionID: 's1', ItemResponse: [item('a'), item('b')] },
      { QuestionPaperSectionID: 's2', ItemResponse: [item('c')] },
    ],
  },
} as unknown as LaunchData;
const pending = (itemId: string, trackNumber: number, enteredText: string): TrackRecord => ({
  testId: '00000000-0000-4000-8000-000000000000',
  itemId,
  trackNumber,
  enteredText,
});

describe('restoreAttempt (spec 3 §4 resume)', () => {
  const questions = questionsOf(data);

  it('numbers the questions across sections', () => {
    expect(questions.map((q) => [q.item.ItemID, q.number, q.section.QuestionPaperSectionID])).toEqual([
      ['a', 1, 's1'],
      ['b', 2, 's1'],
      ['c', 3, 's2'],
    ]);
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
