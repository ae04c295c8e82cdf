import { describe, expect, it } from 'vitest';
import { examProfileOf, goesBack, runnerRules, TestRelaxesSchema, withExtraTime } from './exam-profile';

describe('exam profiles', () => {
  it('are chosen by the template, and IELTS also by the exam family', () => {
    expect(examProfileOf('ielts')).toBe('ielts');
    expect(examProfileOf('default', 'IELTS-General')).toBe('ielts');
    expect(examProfileOf('grelayoutv3')).toBe('gre');
    expect(examProfileOf('SAT-Digital')).toBe('sat');
    expect(examProfileOf('ptelayout')).toBe('pte');
    expect(examProfileOf('celpip')).toBe('celpip');
    expect(examProfileOf('duolingo')).toBe('duolingo');
    expect(examProfileOf('own', 'english-level')).toBe('default');
  });

  it('a mock follows its profile; a practice test relaxes only what it names, never tightens', () => {
    expect(runnerRules('ptelayout', null)).toEqual({
      profile: 'pte',
      audioPlays: 1,
      reRecord: false,
      goBack: false,
      autoRecord: true,
      silenceStopSeconds: 3,
      itemClock: true,
      forwardOnlyParts: [],
      spellCheck: false,
    });
    // CELPIP and Duolingo time each task.
    expect(runnerRules('celpip', 'celpip').itemClock).toBe(true);
    expect(runnerRules('duolingo', null).itemClock).toBe(true);
    // Duolingo's recordings play again (no limit unless an item sets one).
    expect(runnerRules('duolingo', null).audioPlays).toBeNull();
    expect(runnerRules('ielts', 'ielts').itemClock).toBe(false);
    expect(runnerRules('ptelayout', null, { audioPlays: 3, goBack: true })).toMatchObject({
      audioPlays: 3,
      goBack: true,
      reRecord: false,
    });
    // Portico's own tests play freely; a relax cannot put a limit where the profile has none.
    expect(runnerRules('default', null, { audioPlays: 1 }).audioPlays).toBeNull();
    expect(runnerRules('ielts', null, { goBack: false }).goBack).toBe(true);
  });

  // Decision 041. PTE: Summarize Written Text 10 min and Essay 20 on their own clocks (Pearson's test
  // format); CELPIP Listening forward only and CELPIP Writing with a spell checker (celpip.ca).
  it('PTE times its writing tasks; CELPIP Listening goes forward only; only CELPIP checks spelling', () => {
    expect(runnerRules('ptelayout', 'pte').itemClock).toBe(true);
    const celpip = runnerRules('celpip', 'celpip');
    expect(goesBack(celpip, 'Listening')).toBe(false);
    expect(goesBack(celpip, 'Reading')).toBe(true);
    expect(goesBack(runnerRules('celpip', 'celpip', { goBack: true }), 'Listening')).toBe(true);
    expect(goesBack(runnerRules('ielts', 'ielts'), 'Listening')).toBe(true);
    expect(celpip.spellCheck).toBe(true);
    for (const template of ['ielts', 'ptelayout', 'grelayoutv3', 'sat-digital', 'duolingo', 'default'])
      expect(runnerRules(template, null).spellCheck).toBe(false);
  });

  it('refuses relaxes it does not know and plays out of range', () => {
    expect(TestRelaxesSchema.safeParse({ pause: true }).success).toBe(false);
    expect(TestRelaxesSchema.safeParse({ audioPlays: 0 }).success).toBe(false);
    expect(TestRelaxesSchema.safeParse({ audioPlays: 2 ** 31 }).success).toBe(false);
  });

  it('extra time lengthens by 25, 50 or 100 percent in whole seconds', () => {
    expect(withExtraTime(3600, 25)).toBe(4500);
    expect(withExtraTime(1, 50)).toBe(2);
    expect(withExtraTime(600, 100)).toBe(1200);
    expect(withExtraTime(600, 0)).toBe(600);
  });
});
