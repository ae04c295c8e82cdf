import { examProfileOf } from '@portico/contract/exam-profile';
import {
  BreakMessages,
  type ScheduledBreak,
  type SectionBreak,
  scheduledBreaks,
} from '@portico/contract/section-breaks';
import type { SectionClock } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { StudentTestRow } from './attempt.repository';
import { type StartChange, startChange } from './attempt-start';
import { currentSection } from './section-clock';
import type { TestContent } from './test-json';

/**
 * The scheduled break between two sections (decision 042: the SAT's 10 minutes before Math). Its
 * one piece of state is the closing of the section before it: asking for the section after it
 * closes that section (at its deadline if that has passed) and the break runs from that moment. The
 * section after it starts when the student resumes (early only where the test allows it) or, at the
 * latest, when the break ends: a late resume starts its clock at the end of the break. Pure.
 */

type Breakable = Pick<
  StudentTestRow,
  'status' | 'isQuiz' | 'timerMode' | 'startedAt' | 'deadlineAt' | 'timeLimitSeconds' | 'sectionClock'
>;

/** A test's breaks, and whether it lets the student end them early. */
export interface TestBreaks {
  plans: ScheduledBreak[];
  endEarly: boolean;
}

export function testBreaks(content: Pick<TestContent, 'test' | 'sections'>): TestBreaks {
  const { test } = content;
  const sections = [...content.sections].sort((a, b) => a.orderNo - b.orderNo);
  return {
    plans: scheduledBreaks(examProfileOf(test.template, test.examFamily), sections),
    endEarly: test.relaxes?.endBreakEarly ?? false,
  };
}

const ms = (iso: string) => new Date(iso).getTime();

/** When the break before `clock[index]` began: the closing of the section before it, if it closed. */
function breakBegan(clock: readonly SectionClock[], index: number): number | null {
  const before = clock[index - 1];
  if (!before?.closedAt || clock[index]?.startedAt) return null;
  return ms(before.closedAt);
}

function breakAt(attempt: Breakable, breaks: TestBreaks, sectionId: string | undefined) {
  if (attempt.status !== 'InProgress' || attempt.isQuiz || attempt.timerMode !== 'sectional') return null;
  const plan = breaks.plans.find((p) => p.beforeSectionId === sectionId);
  const index = attempt.sectionClock.findIndex((s) => s.sectionId === plan?.beforeSectionId);
  return plan && index > 0 ? { plan, index } : null;
}

/** The breaks still to come or under way, as a launch reports them. */
export function launchBreaks(attempt: Breakable, breaks: TestBreaks, now: Date): SectionBreak[] {
  return breaks.plans.flatMap((plan) => {
    const at = breakAt(attempt, breaks, plan.beforeSectionId);
    if (!at || attempt.sectionClock[at.index]?.startedAt) return [];
    const began = breakBegan(attempt.sectionClock, at.index);
    // Rounded up: the runner's countdown never reaches 0 before the server's break has ended.
    const left =
      began === null ? null : Math.max(0, Math.ceil((began + plan.seconds * 1000 - now.getTime()) / 1000));
    return [
      {
        beforeSectionId: plan.beforeSectionId,
        seconds: plan.seconds,
        secondsLeft: left,
        endEarly: breaks.endEarly,
      },
    ];
  });
}

/**
 * What asking to start `sectionId` changes where a break comes before it: the break begins (the
 * section before closes, and the attempt's own deadline moves by the break's length, so the break
 * is not taken from the sections after it); a break under way changes nothing unless the student
 * resumes. Elsewhere the section starts as usual (attempt-start.ts).
 */
export function startOrBreak(
  attempt: Breakable,
  sectionId: string | undefined,
  now: Date,
  breaks: TestBreaks,
  endBreak: boolean,
): StartChange | null {
  const at = breakAt(attempt, breaks, sectionId);
  const clock = attempt.sectionClock;
  if (!at || clock[at.index]?.startedAt || currentSection(clock) !== at.index - 1) {
    return startChange(attempt, sectionId, now);
  }
  const began = breakBegan(clock, at.index);
  if (began === null) {
    const closed = clock.map((s, i): SectionClock => {
      if (i >= at.index || s.closedAt) return s;
      const timeUp = s.deadlineAt !== null && ms(s.deadlineAt) < now.getTime();
      return { ...s, closedAt: timeUp ? s.deadlineAt : now.toISOString() };
    });
    return {
      startedAt: attempt.startedAt ?? now,
      deadlineAt: attempt.deadlineAt && new Date(attempt.deadlineAt.getTime() + at.plan.seconds * 1000),
      sectionClock: closed,
    };
  }
  if (!endBreak) return null;
  const ends = began + at.plan.seconds * 1000;
  if (now.getTime() < ends && !breaks.endEarly) throw conflict(BreakMessages.notOver);
  // A resume after the break's end starts the section when the break ended: the wait is its time.
  return startChange(attempt, sectionId, new Date(Math.min(now.getTime(), ends)));
}
