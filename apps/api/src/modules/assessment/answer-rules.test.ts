import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock';
import {
  countsUntil,
  expiredBefore,
  fateAgainstStored,
  newestPerItem,
  otherRunner,
  pastGrace,
  withinGrace,
} from './answer-rules';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { AttemptTiming } from './attempt-timing';

/** The answer rules of answer-rules.ts, each on its own; both sync paths are compared in track-sync-paths.test.ts. */
const deadline = new Date('2026-11-29T10:00:00Z');
const at = (seconds: number) => new Date(deadline.getTime() + seconds * 1000);

describe('the grace period', () => {
  it('counts an answer until the deadline plus the grace, on the boundary too, and not a millisecond after', () => {
    expect(countsUntil(deadline, 60)).toEqual(at(60));
    expect(withinGrace(deadline, 60, at(59))).toBe(true);
    expect(withinGrace(deadline, 60, at(60))).toBe(true);
    expect(withinGrace(deadline, 60, new Date(at(60).getTime() + 1))).toBe(false);
    expect(pastGrace(deadline, 60, at(61))).toBe(true);
    expect(withinGrace(null, 60, at(1e6))).toBe(true);
    expect(expiredBefore(60, at(0))).toEqual(at(-60));
  });

  it('is what AttemptTiming applies to an attempt', () => {
    const clock = { now: () => at(45) };
    const timing = new AttemptTiming({} as AssessmentRepository, clock, 60);
    const attempt = { status: 'InProgress', deadlineAt: deadline } as StudentTestRow;
    expect(timing.countsUntil(attempt)).toEqual(at(60));
    expect(timing.timeIsUp(attempt)).toBe(false);
    expect(new AttemptTiming({} as AssessmentRepository, clock, 30).timeIsUp(attempt)).toBe(true);
    expect(
      new AttemptTiming({} as AssessmentRepository, systemClock, 60).timeIsUp({
        ...attempt,
        deadlineAt: null,
      }),
    ).toBe(false);
    // The student's own submit closes at once: no grace after it.
    const submitted = {
      ...attempt,
      status: 'Completed',
      endedBy: 'student',
      endedAt: at(-100),
    } as StudentTestRow;
    expect(timing.countsUntil(submitted)).toEqual(at(-100));
  });
});

describe('records against each other and against what is stored', () => {
  it('keeps the newest record per item, the later of equal numbers', () => {
    const p = (itemId: string, trackNumber: number, tag: string) => ({
      record: { itemId, trackNumber },
      tag,
    });
    const newest = newestPerItem([
      p('a', 2, 'x'),
      p('a', 3, 'y'),
      p('b', 1, 'z'),
      p('a', 3, 'w'),
      p('a', 1, 'v'),
    ]);
    expect([...newest.values()].map((e) => e.tag)).toEqual(['w', 'z']);
  });

  it('counts a higher number, saves the same answer again, supersedes the rest', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 9 })),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
        (stored, same, n) => {
          const fate = fateAgainstStored(stored, same, n);
          if (stored === null || n > stored) expect(fate).toBe('count');
          else if (n === stored && same) expect(fate).toBe('saved');
          else expect(fate).toBe('superseded');
        },
      ),
    );
  });

  it('lets only the runner that launched last write', () => {
    expect(otherRunner('r1', 'r2')).toBe(true);
    expect(otherRunner('r1', 'r1')).toBe(false);
    expect(otherRunner(null, 'r2')).toBe(false);
    expect(otherRunner('r1', undefined)).toBe(false);
  });
});
