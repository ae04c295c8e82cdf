/**
 * A calendar day (YYYY-MM-DD, a student's own day, no time zone to apply) as '23 Nov', or 'Mon 23 Nov'
 * (spec 2 §9: the day before the month). Apart from `dates.ts` so the pages that show no calendar day
 * load none of it.
 */
export const formatCalendarDay = (day: string, weekday = false) =>
  new Intl.DateTimeFormat('en-GB', {
    ...(weekday ? { weekday: 'short' as const } : {}),
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
