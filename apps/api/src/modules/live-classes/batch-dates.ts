// spec 1 §2 Profile: 'a link to download live class batch dates'. Portico answers an iCalendar file
// (RFC 5545) of the student's classes, which every calendar app imports.

import type { ClassScheduleRow } from './class-schedule';

export type CalendarClass = ClassScheduleRow & { batchName: string; courseName: string };

/** RFC 5545 §3.3.11: backslash, semicolon, comma and new lines are escaped in text values. */
export const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never cut inside a UTF-8 sequence.
    while (end < bytes.length && (bytes.readUInt8(end) & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

export function batchDatesCalendar(companyName: string, classes: CalendarClass[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portico//Live class batch dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`${companyName} live classes`)}`,
  ];
  for (const c of classes) {
    const end = new Date(c.classDateTime.getTime() + c.durationMinutes * 60_000);
    const description = [`${c.courseName}, ${c.batchName}`, c.agenda, c.joinUrl && `Join: ${c.joinUrl}`]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${c.id}@portico`,
      `DTSTAMP:${icsDate(now)}`,
      `DTSTART:${icsDate(c.classDateTime)}`,
      `DTEND:${icsDate(end)}`,
      `SUMMARY:${icsText(c.className)}`,
      `DESCRIPTION:${icsText(description)}`,
      ...(c.joinUrl ? [`URL:${icsText(c.joinUrl)}`] : []),
      ...(c.status === 'cancelled' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
