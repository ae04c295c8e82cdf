import { formatDayMonth, formatWeekdayDay } from '../../../lib/dates';

/** A plan day (YYYY-MM-DD, the student's own day) as 'Mon 23 Nov'. */
export const dayLabel = formatWeekdayDay;
/** A plan day as '23 Nov'. */
export const shortDay = formatDayMonth;
