import { describe, expect, it } from 'vitest';
import { admitTrack, currentSection, planSections, sectionTimes } from './section-clock';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const plan = planSections([
  { sectionIds: ['verbal'], minutes: 10 },
  { sectionIds: ['quant'], minutes: 20 },
  { sectionIds: ['writing'], minutes: 30 },
]);

describe('sectional clocks', () => {
  it('starts a section with its first track and shows the others pending', () => {
    const { clock, onTime } = admitTrack(plan, 'verbal', t0, 60);
    expect(onTime).toBe(true);
    expect(currentSection(clock)).toBe(0);
    expect(sectionTimes(clock, at(100))).toEqual([
      { sectionId: 'verbal', state: 'open', timeRemaining: 500 },
      { sectionId: 'quant', state: 'pending', timeRemaining: 1200 },
      { sectionId: 'writing', state: 'pending', timeRemaining: 1800 },
    ]);
  });

  it('counts a section’s answers until its time plus grace, then keeps them late', () => {
    const { clock } = admitTrack(plan, 'verbal', t0, 60);
    expect(admitTrack(clock, 'verbal', at(600 + 60), 60).onTime).toBe(true);
    expect(admitTrack(clock, 'verbal', at(600 + 61), 60).onTime).toBe(false);
  });

  it('closes earlier sections when a later one starts: unused time does not carry over', () => {
    const first = admitTrack(plan, 'verbal', t0, 60).clock;
    const { clock } = admitTrack(first, 'quant', at(120), 60);
    expect(sectionTimes(clock, at(130))).toEqual([
      { sectionId: 'verbal', state: 'closed', timeRemaining: 0 },
      { sectionId: 'quant', state: 'open', timeRemaining: 1190 },
      { sectionId: 'writing', state: 'pending', timeRemaining: 1800 },
    ]);
    // An answer to the closed section counts within the grace after its closing, not later.
    expect(admitTrack(clock, 'verbal', at(150), 60).onTime).toBe(true);
    expect(admitTrack(clock, 'verbal', at(200), 60).onTime).toBe(false);
  });

  it('closes a section at its deadline when the next one starts after it', () => {
    const first = admitTrack(plan, 'verbal', t0, 0).clock;
    const { clock } = admitTrack(first, 'quant', at(700), 0);
    expect(clock[0]?.closedAt).toBe(at(600).toISOString());
  });

  it('skipping a section closes it unstarted', () => {
    const { clock } = admitTrack(plan, 'writing', t0, 60);
    expect(sectionTimes(clock, t0).map((s) => s.state)).toEqual(['closed', 'closed', 'open']);
  });
});

// Decision 037: IELTS Listening's parts share one clock, Reading's passages another.
describe('timed blocks of several sections', () => {
  const ielts = planSections([
    { sectionIds: ['l1', 'l2'], minutes: 32, block: 'Listening' },
    { sectionIds: ['r1', 'r2'], minutes: 60, block: 'Reading' },
    { sectionIds: ['w'], minutes: 60 },
  ]);
  const states = (clock: ReturnType<typeof planSections>, now: Date) =>
    sectionTimes(clock, now).map((s) => `${s.sectionId}:${s.state}:${s.timeRemaining}`);

  it('a section of one clock is planned exactly as before: no block named', () => {
    expect(plan.every((s) => s.block === undefined)).toBe(true);
    expect(ielts.map((s) => s.block)).toEqual(['Listening', 'Listening', 'Reading', 'Reading', undefined]);
  });

  it('starts the whole block together; moving between its sections closes nothing', () => {
    const { clock } = admitTrack(ielts, 'l1', t0, 60);
    expect(states(clock, at(60))).toEqual([
      'l1:open:1860',
      'l2:open:1860',
      'r1:pending:3600',
      'r2:pending:3600',
      'w:pending:3600',
    ]);
    const within = admitTrack(clock, 'l2', at(600), 60);
    expect(within.onTime).toBe(true);
    expect(within.clock).toEqual(clock);
    expect(admitTrack(clock, 'l1', at(32 * 60 + 60), 60).onTime).toBe(true);
    expect(admitTrack(clock, 'l2', at(32 * 60 + 61), 60).onTime).toBe(false);
  });

  it('the next block starts from any of its sections and closes the whole block before it', () => {
    const listening = admitTrack(ielts, 'l1', t0, 60).clock;
    const { clock } = admitTrack(listening, 'r2', at(300), 60);
    expect(states(clock, at(400))).toEqual([
      'l1:closed:0',
      'l2:closed:0',
      'r1:open:3500',
      'r2:open:3500',
      'w:pending:3600',
    ]);
    // Back to a Listening part after the grace: late, and the clock does not move.
    const back = admitTrack(clock, 'l2', at(300 + 61), 60);
    expect(back).toEqual({ clock, onTime: false });
  });
});
