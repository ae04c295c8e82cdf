/** What a reminder shows (issue 46 part 3). */
export type ShownReminder = { title: string; body: string; url: string; tag?: string };

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * A push's data as a notification: the server sends `{ title, body, url, tag }`; anything else
 * still shows as a plain reminder, and a link leads only to a page of the portal (a path).
 */
export function notificationOf(data: unknown): ShownReminder {
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const url = text(d.url, 500);
  const tag = text(d.tag, 100);
  return {
    title: text(d.title, 120) || 'Reminder',
    body: text(d.body, 400),
    url: url.startsWith('/') && !url.startsWith('//') ? url : '/',
    ...(tag ? { tag } : {}),
  };
}
