// @vitest-environment jsdom
import type { LaunchData } from '@portico/contract/assessment-launch';
import { makeItem } from '@portico/contract/launch-item-builders';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { questionsOf } from './restore';
import { useQuestionPosition } from './use-question-position';

// Decision 037: a full IELTS mock's Listening parts share one clock, as do its Reading passages; the
// runner moves freely within the block on screen and nowhere else.

type Clock = LaunchData['testData']['sections'][number];
const section = (id: string, questions: number) => ({
  QuestionPaperSectionID: id,
  SectionTitle: id,
  ItemResponse: Array.from({ length: questions }, (_, i) => makeItem({ ItemID: `${id}-q${i + 1}` })),
});
const clock = (sectionId: string, state: Clock['state'], timeRemaining: number, block?: string): Clock => ({
  sectionId,
  state,
  timeRemaining,
  ...(block ? { block } : {}),
});

function mock(sections: Clock[]) {
  return {
    testJson: {
      IsSectionalTimer: true,
      SectionResponse: [section('L1', 2), section('L2', 2), section('R1', 2), section('W', 1)],
    },
    testData: { sections, timeRemaining: 0, rules: { profile: 'ielts' } },
  } as unknown as LaunchData;
}

function position(data: LaunchData, restoredIndex = 0) {
  const questions = questionsOf(data);
  const { result } = renderHook(() => useQuestionPosition(data, questions, restoredIndex));
  const ids = questions.filter((_, i) => result.current.inSection(i)).map((q) => q.item.ItemID);
  return { ...result.current, ids };
}

describe('the timed block on screen', () => {
  it('holds every Listening part: one clock, one palette, Next Section to Reading', () => {
    const p = position(
      mock([
        clock('L1', 'open', 1920, 'Listening'),
        clock('L2', 'open', 1920, 'Listening'),
        clock('R1', 'pending', 3600, 'Reading'),
        clock('W', 'pending', 3600),
      ]),
    );
    expect(p.ids).toEqual(['L1-q1', 'L1-q2', 'L2-q1', 'L2-q2']);
    expect([p.firstOfSection, p.lastOfSection, p.lastSection]).toEqual([0, 3, false]);
    expect(p.sectionIds).toEqual(['L1', 'R1', 'W']);
    expect(p.initialSeconds).toBe(1920);
    expect(p.blockTitle).toBe('Listening');
    // The server's time for Part 2 is the block's; Reading's is not.
    expect([p.inCurrentBlock('L2'), p.inCurrentBlock('R1')]).toEqual([true, false]);
  });

  it('after Listening closed, a reload resumes in Reading, never in a Listening part', () => {
    const p = position(
      mock([
        clock('L1', 'closed', 0, 'Listening'),
        clock('L2', 'closed', 0, 'Listening'),
        clock('R1', 'open', 3000, 'Reading'),
        clock('W', 'pending', 3600),
      ]),
      1,
    );
    expect(p.ids).toEqual(['R1-q1', 'R1-q2']);
    expect([p.index, p.sectionIndex, p.initialSeconds, p.blockTitle]).toEqual([4, 1, 3000, 'Reading']);
  });

  it('a section on its own clock is a block of its own, as before', () => {
    const p = position(
      mock([
        clock('L1', 'open', 300, undefined),
        clock('L2', 'pending', 600),
        clock('R1', 'pending', 600),
        clock('W', 'pending', 600),
      ]),
    );
    expect(p.ids).toEqual(['L1-q1', 'L1-q2']);
    expect(p.sectionIds).toEqual(['L1', 'L2', 'R1', 'W']);
    expect(p.blockTitle).toBeUndefined();
  });
});
