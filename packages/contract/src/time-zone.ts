import { z } from 'zod';

/** Zones already found valid: building an Intl.DateTimeFormat per request is costly (bench). */
const knownZones = new Set<string>();

/** An IANA time zone name this runtime knows (`Asia/Kolkata`, `UTC`). */
export function isTimeZone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(tz);
  return true;
}

export const TIME_ZONE_MESSAGE = 'tz must be an IANA time zone such as Asia/Kolkata';

/** The `tz` query of calls that format times or decide 'today' for the student: the browser's zone. */
export const timeZoneQuery = (message: string = TIME_ZONE_MESSAGE) =>
  z.string({ error: message }).max(64, message).refine(isTimeZone, { message }).default('UTC');
