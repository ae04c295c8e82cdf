const long = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A plan day (YYYY-MM-DD, the student's own day) as 'Mon 23 Nov'. */
export const dayLabel = (day: string) => long.format(new Date(`${day}T00:00:00Z`));
/** A plan day as '23 Nov'. */
export const shortDay = (day: string) => short.format(new Date(`${day}T00:00:00Z`));
