import dayjs from 'dayjs';

/**
 * spec 2 §9: dates are shown and entered day/month/year, never month first. Every date shown or typed
 * in the app goes through these (a test greps the app for other formats).
 */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** Day/month/year with a 12-hour time. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY, h:mm A';

const valid = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
};

/** `24/11/2026`; '' for no or a bad date. */
export const formatDate = (value: string | number | Date | null | undefined): string =>
  valid(value)?.format(DATE_FORMAT) ?? '';

/** `24/11/2026, 3:07 PM`; '' for no or a bad date. */
export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  valid(value)?.format(DATE_TIME_FORMAT) ?? '';

/** `10:42`, a 24-hour time of day in the browser's own zone ('Saved 10:42'); '' for no or a bad time. */
export const formatClockTime = (value: string | number | Date | null | undefined): string =>
  valid(value)?.format('HH:mm') ?? '';

/**
 * A day typed as day/month/year (`5/3/2026`, `05/03/2026`, `05-03-2026`, `05.03.2026`) as
 * `YYYY-MM-DD`, or null when it is not a real day (31/02/2026).
 */
export function parseDayMonthYear(text: string): string | null {
  const m = text.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A day kept in the address (`YYYY-MM-DD`), '' when it is absent or not a real one. */
export const addressDay = (value: string | null) =>
  value && parseDayMonthYear(value.split('-').reverse().join('/')) === value ? value : '';

/** Days (`YYYY-MM-DD`, the browser's own time zone; '' for none) as the instants they cover. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
  };
}
