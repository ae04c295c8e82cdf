/** Calendar days as YYYY-MM-DD strings: a student's day is reckoned in their own zone. */

const DAY_MS = 86_400_000;
const parse = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The day `n` days after `day`. */
export const addDay = (day: string, n: number) =>
  new Date(parse(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((parse(to) - parse(from)) / DAY_MS);

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day at `now` in the zone `tz` (en-CA writes a date as YYYY-MM-DD). */
export function dayIn(now: Date, tz: string): string {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formats.size < 500) formats.set(tz, f);
  }
  return f.format(now);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export const isDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(parse(day)).toISOString().slice(0, 10) === day;
