import { describe, expect, it } from 'vitest';
import { admitTrack, currentSection, planSections, sectionTimes } from './section-clock';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const plan = planSections([
  { id: 'verbal', minutes: 10 },
  { id: 'quant', minutes: 20 },
  { id: 'writing', minutes: 30 },
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
