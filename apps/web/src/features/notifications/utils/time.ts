import { formatDateTime } from '../../../lib/dates';

/** The posting date-time of an expanded notification. */
export const postedAt = (iso: string) => formatDateTime(iso);
