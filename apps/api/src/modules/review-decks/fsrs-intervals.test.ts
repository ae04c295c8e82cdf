import { intervalLabel, nextDues, nextMemory, replay } from '@portico/contract/review-schedule';
import { describe, expect, it } from 'vitest';

/**
 * ts-fsrs' outputs for known histories under Portico's parameters (decision 061): default FSRS-6
 * weights, 90 % retention, steps 1 and 10 minutes, relearning 10 minutes, no fuzz. A change of the
 * library or of the parameters that moves a student's schedule shows here.
 */
const t0 = new Date('2026-11-22T09:00:00Z');
const minutes = (from: Date, to: Date | string) => (new Date(to).getTime() - from.getTime()) / 60_000;
const days = (from: Date, to: Date | string) => minutes(from, to) / 1440;

describe('FSRS intervals (ts-fsrs)', () => {
  it('a new card: Again 1 min, Hard 6 min, Good 10 min (learning steps), Easy 8 days (straight to review)', () => {
    const due = nextDues(null, t0);
    expect(minutes(t0, due[1])).toBe(1);
    expect(minutes(t0, due[2])).toBe(6);
    expect(minutes(t0, due[3])).toBe(10);
    expect(days(t0, due[4])).toBe(8);
    const easy = nextMemory(null, 4, t0);
    expect(easy.state).toBe(2);
    expect(easy.stability).toBeCloseTo(8.2956, 4);
  });

  it('Good, Good graduates to 2 days; Good again at the due day gives 11 days', () => {
    const first = nextMemory(null, 3, t0);
    expect(first.state).toBe(1);
    const t1 = new Date(first.due);
    const second = nextMemory(first, 3, t1);
    expect(second.state).toBe(2);
    expect(days(t1, second.due)).toBe(2);
    const t2 = new Date(second.due);
    const buttons = nextDues(second, t2);
    expect(minutes(t2, buttons[1])).toBe(10);
    expect(days(t2, buttons[2])).toBe(8);
    expect(days(t2, buttons[3])).toBe(11);
    expect(days(t2, buttons[4])).toBe(19);
  });

  it('a lapse: Again on a review card relearns in 10 min, counts the lapse and lowers stability', () => {
    let m = nextMemory(null, 3, t0);
    m = nextMemory(m, 3, new Date(m.due));
    m = nextMemory(m, 3, new Date(m.due));
    const before = m.stability;
    const at = new Date(m.due);
    const lapsed = nextMemory(m, 1, at);
    expect(lapsed.state).toBe(3);
    expect(lapsed.lapses).toBe(1);
    expect(minutes(at, lapsed.due)).toBe(10);
    expect(lapsed.stability).toBeLessThan(before);
    const back = nextMemory(lapsed, 3, new Date(lapsed.due));
    expect(back.state).toBe(2);
    expect(back.scheduledDays).toBe(2);
  });

  it('replay applies reviews in review-time order, whatever order they arrive in', () => {
    const good = { rating: 3 as const, reviewedAt: t0 };
    const again = { rating: 1 as const, reviewedAt: new Date(t0.getTime() + 10 * 60_000) };
    expect(replay([again, good])).toEqual(replay([good, again]));
    expect(replay([])).toBeNull();
  });

  it('labels intervals as the buttons show them', () => {
    expect(intervalLabel(t0, new Date(t0.getTime() + 60_000))).toBe('1 min');
    expect(intervalLabel(t0, new Date(t0.getTime() + 3 * 3600_000))).toBe('3 h');
    expect(intervalLabel(t0, new Date(t0.getTime() + 8 * 86400_000))).toBe('8 d');
    expect(intervalLabel(t0, new Date(t0.getTime() + 90 * 86400_000))).toBe('3 mo');
  });
});
