// A live class's status and times, shared by the live class pages and the dashboard's ongoing classes:
// one vocabulary (spec 3 §4 Live classes) and one clock rule (spec 1 §4).
import { LIVE_CLASS_EARLY_MINUTES, type LiveClassStatus } from '@portico/contract/live-classes';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type ScheduledClass = { status: string | null; classDateTime: Date; durationMinutes: number };
/** A class as every list of classes reads it (the live class pages, the dashboard, the batch dates file). */
export type ClassScheduleRow = ScheduledClass & {
  id: string;
  className: string;
  agenda: string;
  joinUrl: string;
};

/**
 * A class's status: the trainer's when set, otherwise from the clock: started from ten minutes before
 * the start until the end, finished after, scheduled before.
 */
export function classStatus(c: ScheduledClass, now: Date): LiveClassStatus {
  if (
    c.status === 'scheduled' ||
    c.status === 'started' ||
    c.status === 'finished' ||
    c.status === 'cancelled'
  ) {
    return c.status;
  }
  const start = c.classDateTime.getTime();
  const end = start + c.durationMinutes * MINUTE_MS;
  if (now.getTime() >= end) return 'finished';
  if (now.getTime() >= start - LIVE_CLASS_EARLY_MINUTES * MINUTE_MS) return 'started';
  return 'scheduled';
}

type Formatters = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; key: Intl.DateTimeFormat };
/** Intl formatters are costly to build: one set per time zone. */
const formatters = new Map<string, Formatters>();
function formattersOf(tz: string): Formatters {
  let f = formatters.get(tz);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat('en-IN', {
        timeZone: tz,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }),
      time: new Intl.DateTimeFormat('en-IN', { timeZone: tz, hour: 'numeric', minute: '2-digit' }),
      // en-CA writes a date as YYYY-MM-DD.
      key: new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
    };
    if (formatters.size < 1000) formatters.set(tz, f);
  }
  return f;
}

/** `Sun, 22 Nov, 2:30 pm – 4:00 pm` in the student's zone (spec 3 §3 classTimeString). */
export function classTimeString(c: Omit<ScheduledClass, 'status'>, tz: string): string {
  const { day, time } = formattersOf(tz);
  const end = new Date(c.classDateTime.getTime() + c.durationMinutes * MINUTE_MS);
  return `${day.format(c.classDateTime)}, ${time.format(c.classDateTime)} – ${time.format(end)}`;
}

/** The calendar day of an instant in a zone, as `YYYY-MM-DD` (comparable as text). */
export const dayKey = (d: Date, tz: string): string => formattersOf(tz).key.format(d);

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffset(at: number, tz: string): number {
  let f = offsetFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (offsetFormatters.size < 1000) offsetFormatters.set(tz, f);
  }
  const part = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a `YYYY-MM-DD` day begins in a zone (its first moment on a day a clock change skips). */
export function dayStart(key: string, tz: string): Date {
  const midnight = Date.parse(`${key}T00:00:00Z`);
  let at = midnight - zoneOffset(midnight, tz);
  // Once more with the offset at the guess: right across a clock change between the two.
  at = midnight - zoneOffset(at, tz);
  return new Date(at);
}

/**
 * Instants that surely cover the zone's days from `today` to `days` days after: a zone is at most
 * 14 hours from UTC, so a day and a half either side is enough; callers keep rows by dayKey.
 */
export function daysWindow(now: Date, days: number): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - 1.5 * DAY_MS),
    to: new Date(now.getTime() + (days + 1.5) * DAY_MS),
  };
}

/** The day `n` days after a `YYYY-MM-DD` day. */
export function addDaysToKey(key: string, n: number): string {
  const d = new Date(`${key}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** What the live class pages and the dashboard both show first of a class, in the student's zone. */
export function classHeading(c: ClassScheduleRow & { batchId: string; batchName: string }, tz: string) {
  return {
    id: c.id,
    className: c.className,
    batchId: c.batchId,
    batchName: c.batchName,
    agenda: c.agenda,
    classDateTime: c.classDateTime.toISOString(),
    classTimeString: classTimeString(c, tz),
  };
}
