/** The browser's IANA time zone (`Asia/Kolkata`): the server formats class times and 'today' in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
