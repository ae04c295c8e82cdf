import { formatCalendarDay } from '../../../lib/calendar-day';

/** A plan day (YYYY-MM-DD, the student's own day) as 'Mon 23 Nov'. */
export const dayLabel = (day: string) => formatCalendarDay(day, true);
/** A plan day as '23 Nov'. */
export const shortDay = (day: string) => formatCalendarDay(day);
