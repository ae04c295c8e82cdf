import dayjs from 'dayjs';
import { formatDateTime } from '../../../lib/dates';

/** The posting date-time of an expanded notification. */
export const postedAt = (iso: string) => formatDateTime(iso);

/** A date input's day (YYYY-MM-DD, the student's own time zone) as the instants it covers. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
  };
}
