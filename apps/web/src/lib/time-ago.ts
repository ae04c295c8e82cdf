import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** spec 1 §9: time since posting, in seconds, minutes, hours, days, months or years ago. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  return dayjs(iso).from(now);
}
