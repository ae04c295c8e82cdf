import type { LiveClass } from '@portico/contract/live-classes';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/dates';
import { TEXTS } from '../texts';

/** Classes of one day (`YYYY-MM-DD` in the student's zone, the browser's), by start. */
export type ClassDay = { day: string; classes: LiveClass[] };

/** The class's day in the student's zone (the browser's: the server was told the same zone). */
export const dayOf = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/**
 * spec 3 §2: classes grouped by class date, each group sorted by class date-time; the groups newest
 * first (`desc`, previous lectures) or soonest first (`asc`).
 */
export function groupByDay(
  classes: LiveClass[],
  order: 'asc' | 'desc' = 'asc',
  now: Date = new Date(),
): ClassDay[] {
  const today = dayjs(now).format('YYYY-MM-DD');
  const days = new Map<string, LiveClass[]>();
  for (const c of classes) {
    // A class still on that began before midnight is today's (as the server lists it).
    const started = dayOf(c.classDateTime);
    const day = c.clsStatus === 'started' && started < today ? today : started;
    days.set(day, [...(days.get(day) ?? []), c]);
  }
  const sign = order === 'asc' ? 1 : -1;
  return [...days]
    .map(([day, list]) => ({
      day,
      classes: [...list].sort((a, b) => Date.parse(a.classDateTime) - Date.parse(b.classDateTime)),
    }))
    .sort((a, b) => sign * a.day.localeCompare(b.day));
}

/** spec 3 §2: an agenda that asks the students to be on time is shown red. */
export const isOnTimeAgenda = (agenda: string) => /on time/i.test(agenda);

/** `Today`, `Tomorrow`, `Yesterday`, else `Wednesday, 26/11/2026`. */
export function dayHeading(day: string, now: Date = new Date()): string {
  const today = dayjs(now).format('YYYY-MM-DD');
  if (day === today) return TEXTS.today;
  if (day === dayjs(now).add(1, 'day').format('YYYY-MM-DD')) return TEXTS.tomorrow;
  if (day === dayjs(now).subtract(1, 'day').format('YYYY-MM-DD')) return TEXTS.yesterday;
  return `${dayjs(day).format('dddd')}, ${formatDate(day)}`;
}

/** A recording on Vimeo (an address or a bare id) plays in Vimeo's player; anything else is HLS. */
export const isVimeoLink = (link: string) => /vimeo\.com/i.test(link) || /^\d+$/.test(link.trim());
