// The demo's live classes (spec 3 §2): batch types, batches, their students, e-books, a few classes at
// fixed minutes from the seed run and a rolling timetable around the seed day, so a server left
// running for days still has past classes with recordings, today's classes and upcoming ones.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  batchEnrolments,
  liveClassBatches,
  liveClassBatchTypes,
  liveClassDownloads,
  liveClasses,
  liveClassStatuses,
} from '../db/schema';
import { seedId } from '../lib/seed-id';
import { addDaysToKey, dayKey } from '../modules/live-classes/class-schedule';

/**
 * Timetabled classes closer than this to the seed run are left out: the dashboard's ongoing classes
 * (12 hours either side) show the seed's own fixed classes of the day, and only them.
 */
const KEEP_CLEAR_MS = 12 * 3_600_000;

const Topic = z.object({
  className: z.string(),
  agenda: z.string().default(''),
  /** The answer keys of the class, once it is over. */
  answerKeys: z.string().default(''),
});

export const LiveClassesSeed = z.object({
  batchTypes: z.array(
    z.object({ name: z.string(), description: z.string().default(''), thumbnail: z.string().default('') }),
  ),
  batches: z.array(
    z.object({
      key: z.string(),
      course: z.string(),
      batchType: z.string(),
      batchName: z.string(),
      description: z.string().default(''),
      language: z.string().default('English'),
      isEnabled: z.boolean().default(true),
      /** E-mails of the demo students enrolled in the batch. */
      students: z.array(z.string()).default([]),
      classes: z
        .array(
          z.object({
            key: z.string(),
            className: z.string(),
            agenda: z.string().default(''),
            /** Minutes from the seed run: the demo's classes follow the day it is started on. */
            startsInMinutes: z.number().int(),
            durationMinutes: z.number().int().positive(),
            joinUrl: z.string().default(''),
            status: z.enum(liveClassStatuses).optional(),
            vimeoLink: z.string().default(''),
            downloadLink: z.string().default(''),
          }),
        )
        .default([]),
      /** A class at `time` (in `timeZone`) on each of `weekdays`, from `daysBack` to `daysAhead` days. */
      timetable: z
        .object({
          timeZone: z.string().default('Asia/Kolkata'),
          time: z.string().regex(/^\d{2}:\d{2}$/),
          /** ISO weekdays: 1 Monday … 7 Sunday. */
          weekdays: z.array(z.number().int().min(1).max(7)).min(1),
          daysBack: z.number().int().nonnegative(),
          daysAhead: z.number().int().nonnegative(),
          durationMinutes: z.number().int().positive(),
          joinUrl: z.string().default(''),
          /** The recording of every class that is over. */
          recording: z.string().default(''),
          /** Taken in turn by day: a day keeps its topic whenever the seed runs. */
          topics: z.array(Topic).min(1),
        })
        .optional(),
    }),
  ),
  /** spec 3 §2 the e-book download dropdown, per course. */
  downloads: z
    .array(z.object({ course: z.string(), title: z.string(), downloadUrl: z.string() }))
    .default([]),
});
export type LiveClassesSeed = z.infer<typeof LiveClassesSeed>;

type Ids = { course: (key: string) => string; student: (email: string) => string };

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Map(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time (`HH:mm`) on a day (`YYYY-MM-DD`) in a zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = new Date(`${day}T${time}:00Z`).getTime();
  const first = wall - offsetMs(new Date(wall), timeZone);
  // Once more with the offset at the found instant (a daylight-saving change in between).
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** What seeding again rewrites of a class (all but its id and company). */
const updatedColumns = [
  'batchId',
  'className',
  'agenda',
  'classDateTime',
  'durationMinutes',
  'joinUrl',
  'status',
  'alertMessage',
  'vimeoLink',
  'downloadLink',
] as const;

const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const dayNumber = (day: string) => Math.round(new Date(`${day}T00:00:00Z`).getTime() / 86_400_000);

export async function seedLiveClasses(
  db: Db,
  companyCode: string,
  live: LiveClassesSeed,
  ids: Ids,
  now: Date,
) {
  for (const [i, t] of live.batchTypes.entries()) {
    const row = { id: seedId(companyCode, 'batch-type', t.name), companyCode, orderNo: i, ...t };
    await db
      .insert(liveClassBatchTypes)
      .values(row)
      .onConflictDoUpdate({ target: liveClassBatchTypes.id, set: row });
  }
  for (const b of live.batches) {
    const batch = {
      id: seedId(companyCode, 'batch', b.key),
      companyCode,
      courseId: ids.course(b.course),
      batchTypeId: seedId(companyCode, 'batch-type', b.batchType),
      batchName: b.batchName,
      description: b.description,
      language: b.language,
      isEnabled: b.isEnabled,
    };
    await db
      .insert(liveClassBatches)
      .values(batch)
      .onConflictDoUpdate({ target: liveClassBatches.id, set: batch });
    for (const email of b.students) {
      await db
        .insert(batchEnrolments)
        .values({ companyCode, batchId: batch.id, studentId: ids.student(email) })
        .onConflictDoNothing();
    }
    const rows: (typeof liveClasses.$inferInsert)[] = b.classes.map((c) => {
      const { key, startsInMinutes, status, ...fields } = c;
      return {
        id: seedId(companyCode, 'class', b.key, key),
        companyCode,
        batchId: batch.id,
        classDateTime: new Date(now.getTime() + startsInMinutes * 60_000),
        status: status ?? null,
        ...fields,
      };
    });
    const cleared: string[] = [];
    if (b.timetable) timetable(companyCode, b.key, batch.id, b.timetable, now, rows, cleared);
    // A timetabled class an earlier run wrote that is now too close to this run.
    if (cleared.length > 0) {
      await db
        .delete(liveClasses)
        .where(and(eq(liveClasses.companyCode, companyCode), inArray(liveClasses.id, cleared)));
    }
    if (rows.length > 0) {
      await db
        .insert(liveClasses)
        .values(rows)
        .onConflictDoUpdate({
          target: liveClasses.id,
          set: Object.fromEntries(updatedColumns.map((c) => [c, sql.raw(`excluded.${liveClasses[c].name}`)])),
        });
    }
  }
  for (const [i, d] of live.downloads.entries()) {
    const row = {
      id: seedId(companyCode, 'download', d.course, d.title),
      companyCode,
      courseId: ids.course(d.course),
      title: d.title,
      downloadUrl: d.downloadUrl,
      orderNo: i,
    };
    await db
      .insert(liveClassDownloads)
      .values(row)
      .onConflictDoUpdate({ target: liveClassDownloads.id, set: row });
  }
}

/**
 * The batch's rolling timetable around `now`, added to `rows`; a class too close to `now` is left out
 * and its id added to `cleared`.
 */
function timetable(
  companyCode: string,
  batchKey: string,
  batchId: string,
  tt: NonNullable<LiveClassesSeed['batches'][number]['timetable']>,
  now: Date,
  rows: (typeof liveClasses.$inferInsert)[],
  cleared: string[],
) {
  const today = dayKey(now, tt.timeZone);
  for (let d = -tt.daysBack; d <= tt.daysAhead; d++) {
    const day = addDaysToKey(today, d);
    if (!tt.weekdays.includes(isoWeekday(day))) continue;
    const id = seedId(companyCode, 'class', batchKey, 'timetable', day);
    const at = zonedInstant(day, tt.time, tt.timeZone);
    if (Math.abs(at.getTime() - now.getTime()) < KEEP_CLEAR_MS) {
      cleared.push(id);
      continue;
    }
    const topic = tt.topics[dayNumber(day) % tt.topics.length] as z.infer<typeof Topic>;
    const over = at.getTime() + tt.durationMinutes * 60_000 <= now.getTime();
    rows.push({
      id,
      companyCode,
      batchId,
      className: topic.className,
      agenda: topic.agenda,
      classDateTime: at,
      durationMinutes: tt.durationMinutes,
      joinUrl: tt.joinUrl,
      status: null,
      alertMessage: '',
      vimeoLink: over ? tt.recording : '',
      downloadLink: over ? topic.answerKeys : '',
    });
  }
}
