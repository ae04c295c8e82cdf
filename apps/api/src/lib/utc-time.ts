/**
 * `31/10/2026, 18:30 UTC`: an instant as the API words it for people, day first (spec 2 §9). The API
 * knows no reader's zone (a browser formats in its own), so it names UTC.
 */
const dayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const utcDayTime = (at: Date) => `${dayTime.format(at)} UTC`;
