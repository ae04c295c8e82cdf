import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDay, dayIn, daysBetween } from './days';
import { layOut, type Material, type PlanInput, REVIEW_MINUTES, weeksOf, weightsOf } from './planner';
import { focusOf } from './study-plan.service';

const SKILLS = ['Listening', 'Reading', 'Writing', 'Speaking'];
const material = (skill: string, i: number, kind: 'lesson' | 'test' = 'lesson', minutes = 15): Material => ({
  objectId: `${skill}-${kind}-${i}`,
  kind,
  title: `${skill} ${kind} ${i}`,
  url: `/x/${skill}/${i}`,
  skill,
  minutes,
});
const course = SKILLS.flatMap((s) => [
  ...[1, 2, 3].map((i) => material(s, i)),
  material(s, 1, 'test', 40),
  material(s, 2, 'test', 20),
]);
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  today: '2026-11-22',
  examDate: '2026-12-20',
  hoursPerWeek: 6,
  weights: weightsOf({ Listening: 80, Reading: 60, Writing: 20, Speaking: null }),
  materials: course,
  carried: [],
  doneToday: 0,
  reviewDoneToday: false,
  ...over,
});
const minutesBy = <K extends string>(tasks: { minutes: number }[], key: (t: never) => K) => {
  const out = new Map<K, number>();
  for (const t of tasks) out.set(key(t as never), (out.get(key(t as never)) ?? 0) + t.minutes);
  return out;
};

describe('days', () => {
  it("reckons the student's today in their zone", () => {
    const now = new Date('2026-11-22T20:00:00Z');
    expect(dayIn(now, 'UTC')).toBe('2026-11-22');
    expect(dayIn(now, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(dayIn(now, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(addDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-22', '2026-12-20')).toBe(28);
  });
});

describe('layOut', () => {
  it('covers every day from today to the day before the exam, each with its review first', () => {
    const { tasks } = layOut(input());
    const days = [...new Set(tasks.map((t) => t.day))];
    expect(days).toEqual(weeksOf('2026-11-22', '2026-12-20').flat());
    expect(days.at(-1)).toBe('2026-12-19');
    for (const d of days) expect(tasks.find((t) => t.day === d)?.kind).toBe('review');
  });

  it('gives the weakest skill the most time and the strongest the least', () => {
    const { tasks } = layOut(input());
    const bySkill = minutesBy(
      tasks.filter((t) => t.kind !== 'review'),
      (t: { skill: string }) => t.skill,
    );
    const ranked = [...bySkill.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s);
    expect(ranked[0]).toBe('Writing');
    expect(ranked.at(-1)).toBe('Listening');
  });

  it("sets a missed day's task first, noted as moved, before new material", () => {
    const missed = { ...material('Reading', 9), movedFrom: '2026-11-21' };
    const { tasks, unplaced } = layOut(input({ carried: [missed] }));
    const today = tasks.filter((t) => t.day === '2026-11-22');
    expect(today[1]).toMatchObject({ objectId: 'Reading-lesson-9', movedFrom: '2026-11-21' });
    expect(unplaced).toEqual([]);
  });

  it('leaves out what was done today and its review', () => {
    const { tasks } = layOut(input({ doneToday: 40, reviewDoneToday: true }));
    const today = tasks.filter((t) => t.day === '2026-11-22');
    expect(today.some((t) => t.kind === 'review')).toBe(false);
    expect(today.reduce((n, t) => n + t.minutes, 0)).toBeLessThanOrEqual(Math.floor((6 * 60) / 7));
  });

  it("sets first a skill's lessons on its weakest question type", () => {
    const maps = { ...material('Listening', 7), title: 'Following directions', about: 'Map labelling' };
    const { tasks } = layOut(input({ materials: [...course, maps], focus: { Listening: 'Map labelling' } }));
    const listening = tasks.filter((t) => t.skill === 'Listening' && t.kind === 'lesson');
    expect(listening[0]?.objectId).toBe('Listening-lesson-7');
  });

  it('is deterministic', () => {
    expect(layOut(input())).toEqual(layOut(input()));
  });

  const arbInput = fc.record({
    offset: fc.integer({ min: 1, max: 70 }),
    hours: fc.integer({ min: 2, max: 40 }),
    standings: fc.tuple(...SKILLS.map(() => fc.option(fc.integer({ min: 0, max: 100 })))),
    carried: fc.array(fc.integer({ min: 5, max: 60 }), { maxLength: 6 }),
    doneToday: fc.integer({ min: 0, max: 120 }),
  });

  it('never plans more minutes in a week than the hours the student has (property)', () => {
    fc.assert(
      fc.property(arbInput, ({ offset, hours, standings, carried, doneToday }) => {
        const plan = input({
          examDate: addDay('2026-11-22', offset),
          hoursPerWeek: hours,
          weights: weightsOf(Object.fromEntries(SKILLS.map((s, i) => [s, standings[i] ?? null]))),
          carried: carried.map((m, i) => ({
            ...material('Writing', 100 + i, 'lesson', m),
            movedFrom: '2026-11-20',
          })),
          doneToday,
        });
        const { tasks, unplaced } = layOut(plan);
        const weeks = weeksOf(plan.today, plan.examDate);
        for (const [i, week] of weeks.entries()) {
          const spent = tasks.filter((t) => week.includes(t.day)).reduce((n, t) => n + t.minutes, 0);
          const already = i === 0 ? Math.min(doneToday, Math.floor((hours * 60) / week.length)) : 0;
          expect(spent + already).toBeLessThanOrEqual(hours * 60);
        }
        // Every day until the exam is covered (a review at the least when the day has the time).
        expect(new Set(tasks.map((t) => t.day)).size).toBeGreaterThanOrEqual(offset - 1);
        // Nothing missed is lost: each carried task is set again or handed back.
        expect(tasks.filter((t) => t.movedFrom).length + unplaced.length).toBe(carried.length);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the weakest skill the most time whatever the standings (property)', () => {
    fc.assert(
      fc.property(
        // Standings ten points apart or more: a near tie may go either way by one task.
        fc.uniqueArray(
          fc.integer({ min: 0, max: 10 }).map((n) => n * 10),
          { minLength: 4, maxLength: 4 },
        ),
        fc.integer({ min: 4, max: 20 }),
        (standings, hours) => {
          const { tasks } = layOut(
            input({
              hoursPerWeek: hours,
              examDate: '2027-01-31',
              weights: weightsOf(Object.fromEntries(SKILLS.map((s, i) => [s, standings[i]!]))),
            }),
          );
          const bySkill = minutesBy(
            tasks.filter((t) => t.kind !== 'review'),
            (t: { skill: string }) => t.skill,
          );
          const weakest = SKILLS[standings.indexOf(Math.min(...standings))]!;
          const most = Math.max(...bySkill.values());
          expect(bySkill.get(weakest)).toBe(most);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('puts a review of its minutes on each day that has the time', () => {
    const { tasks } = layOut(input({ hoursPerWeek: 2 }));
    expect(tasks.filter((t) => t.kind === 'review').every((t) => t.minutes === REVIEW_MINUTES)).toBe(true);
  });
});

describe('focusOf', () => {
  it("names each skill's weakest question type with two questions or more, under 80 per cent", () => {
    expect(
      focusOf([
        { topicName: 'Map labelling', referenceType: 'Listening', corrent: 1, total: 6 },
        { topicName: 'Form completion', referenceType: 'Listening', corrent: 4, total: 6 },
        { topicName: 'One-off', referenceType: 'Listening', corrent: 0, total: 1 },
        { topicName: 'True/False/Not Given', referenceType: 'Reading', corrent: 9, total: 10 },
      ]),
    ).toEqual({ Listening: 'Map labelling' });
  });
});
