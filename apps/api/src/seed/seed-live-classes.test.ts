import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCourse, createStudent, useTestApp } from '../../test/harness';
import { batchEnrolments, liveClassBatches, liveClassDownloads, liveClasses } from '../db/schema';
import { loadDemoContent } from './seed';
import { seedLiveClasses, zonedInstant } from './seed-live-classes';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo's live classes (content/demo/companies.json) seeded into a fresh company of the test. */
async function demoWorld() {
  const live = loadDemoContent().companies.find((c) => c.code === 'demo')?.home.liveClasses;
  if (!live) throw new Error('the demo company has no live classes');
  const company = await createCompany(t);
  const courses = new Map<string, string>();
  for (const key of new Set([...live.batches.map((b) => b.course), ...live.downloads.map((d) => d.course)])) {
    courses.set(key, (await createCourse(t, company.code)).course.id);
  }
  const student = await createStudent(t, company.code);
  const ids = {
    course: (k: string) => courses.get(k) ?? '',
    student: () => student.id,
  };
  const seed = (now: Date) => seedLiveClasses(t.database.db, company.code, live, ids, now);
  const classes = () =>
    t.database.db
      .select({
        id: liveClasses.id,
        batchId: liveClasses.batchId,
        className: liveClasses.className,
        at: liveClasses.classDateTime,
        durationMinutes: liveClasses.durationMinutes,
        vimeoLink: liveClasses.vimeoLink,
        downloadLink: liveClasses.downloadLink,
      })
      .from(liveClasses)
      .where(eq(liveClasses.companyCode, company.code));
  return { company, courses, student, seed, classes, live };
}

describe('demo live classes (seed)', () => {
  it('writes a rolling timetable around the seed day, idempotently, with recordings for the classes that are over', async () => {
    const w = await demoWorld();
    const now = new Date('2026-11-24T06:00:00Z'); // a Tuesday, 11:30 in India
    await w.seed(now);
    const first = await w.classes();
    await w.seed(now);
    const second = await w.classes();
    expect(second.length).toBe(first.length);
    const rowsOf = async (table: typeof liveClassBatches | typeof liveClassDownloads) =>
      (await t.database.db.select({ n: count() }).from(table).where(eq(table.companyCode, w.company.code)))[0]
        ?.n;
    // IELTS morning, the Hindi speaking clinic, PTE weekend and the French evening batch.
    expect(await rowsOf(liveClassBatches)).toBe(4);
    expect(await rowsOf(liveClassDownloads)).toBe(3);
    const enrolled = await t.database.db
      .select({ n: count() })
      .from(batchEnrolments)
      .where(
        and(eq(batchEnrolments.companyCode, w.company.code), eq(batchEnrolments.studentId, w.student.id)),
      );
    expect(enrolled[0]?.n).toBe(2); // the morning batch and the PTE weekend batch

    const past = first.filter((c) => c.at.getTime() + c.durationMinutes * 60_000 <= now.getTime());
    const ahead = first.filter((c) => c.at.getTime() > now.getTime());
    expect(past.length).toBeGreaterThan(20);
    expect(ahead.length).toBeGreaterThan(40);
    expect(Math.min(...first.map((c) => c.at.getTime()))).toBeLessThan(now.getTime() - 20 * DAY);
    expect(Math.max(...first.map((c) => c.at.getTime()))).toBeGreaterThan(now.getTime() + 50 * DAY);
    // Every class that is over has its recording; none ahead has one.
    expect(past.every((c) => c.vimeoLink !== '')).toBe(true);
    expect(ahead.every((c) => c.vimeoLink === '' && c.downloadLink === '')).toBe(true);
    expect(past.some((c) => c.downloadLink.endsWith('.pdf'))).toBe(true);
    // The morning batch meets at 7:30 in India (02:00 UTC), Monday to Saturday.
    const morning = first.filter((c) => c.at.getUTCHours() === 2 && c.at.getUTCMinutes() === 0);
    expect(morning.length).toBeGreaterThan(50);
    expect(morning.some((c) => c.at.getUTCDay() === 0)).toBe(false);
    // Near the seed run only the fixed classes of the day: the dashboard shows one running, one later.
    const near = first.filter((c) => Math.abs(c.at.getTime() - now.getTime()) < 12 * HOUR);
    expect(near.map((c) => c.className).sort()).toEqual([
      'Reading: True, False, Not Given',
      'Writing Task 1: describing a process',
    ]);

    // Started again three days later: the timetable follows, and what is near the new run is cleared.
    const later = new Date(now.getTime() + 3 * DAY + 13 * HOUR);
    await w.seed(later);
    const moved = await w.classes();
    const nearLater = moved.filter((c) => Math.abs(c.at.getTime() - later.getTime()) < 12 * HOUR);
    expect(nearLater.map((c) => c.className).sort()).toEqual([
      'Reading: True, False, Not Given',
      'Writing Task 1: describing a process',
    ]);
    expect(Math.max(...moved.map((c) => c.at.getTime()))).toBeGreaterThan(later.getTime() + 50 * DAY);
    // A class that was ahead at the first run and is over now has its recording.
    const overNow = moved.filter(
      (c) => c.at.getTime() > now.getTime() && c.at.getTime() + DAY < later.getTime(),
    );
    expect(overNow.length).toBeGreaterThan(0);
    expect(overNow.every((c) => c.vimeoLink !== '')).toBe(true);
    // The same day keeps its topic whenever the seed runs.
    const byId = new Map(first.map((c) => [c.id, c.className]));
    const kept = moved.filter((c) => byId.has(c.id));
    expect(kept.length).toBeGreaterThan(40);
    expect(kept.every((c) => byId.get(c.id) === c.className)).toBe(true);
    expect(new Set(moved.map((c) => c.batchId)).size).toBe(4);
  });

  it('places a wall-clock time in its zone, daylight saving included', () => {
    expect(zonedInstant('2026-11-24', '07:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-24T02:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-07-01T06:30:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-12-01T07:30:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '10:00', 'Europe/London').toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });
});
