import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { batchEnrolments, liveClassBatches, liveClassBatchTypes, liveClasses } from '../../db/schema';
import { batchDatesCalendar, icsText } from './batch-dates';

const t = useTestApp();
const HOUR = 3_600_000;

describe('live class batch dates (spec 1 §2 Profile)', () => {
  it('links the calendar only for a student in a batch, and it holds only their batches’ classes', async () => {
    const f = await assessmentFixture(t);
    const db = t.database.db;
    const profile = async () => (await f.c.get('/api/getprofile')).json().data[0];
    expect((await profile()).batchDatesUrl).toBe('');

    const [type] = await db
      .insert(liveClassBatchTypes)
      .values({ companyCode: f.company.code, name: 'Regular' })
      .returning();
    const batch = (name: string) =>
      db
        .insert(liveClassBatches)
        .values({ companyCode: f.company.code, courseId: f.courseId, batchTypeId: type!.id, batchName: name })
        .returning();
    const [mine] = await batch('Morning, weekdays');
    const [other] = await batch('Evening');
    await db
      .insert(batchEnrolments)
      .values({ companyCode: f.company.code, batchId: mine!.id, studentId: f.student.id });
    const now = t.clock.now().getTime();
    await db.insert(liveClasses).values([
      {
        companyCode: f.company.code,
        batchId: mine!.id,
        className: 'Reading; True/False, Not Given',
        agenda: 'Join on time',
        classDateTime: new Date(now + 2 * HOUR),
        durationMinutes: 90,
        joinUrl: 'https://meet.example/m',
      },
      {
        companyCode: f.company.code,
        batchId: mine!.id,
        className: 'Long ago',
        classDateTime: new Date(now - 30 * 24 * HOUR),
      },
      {
        companyCode: f.company.code,
        batchId: other!.id,
        className: 'Not my batch',
        classDateTime: new Date(now + HOUR),
      },
    ]);
    expect((await profile()).batchDatesUrl).toBe('/api/live-class/batch-dates.ics');

    const res = await f.c.get('/api/live-class/batch-dates.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="batch-dates.ics"');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body).toContain('SUMMARY:Reading\\; True/False\\, Not Given');
    const start = new Date(now + 2 * HOUR)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(body).toContain(`DTSTART:${start}`);
    expect(body).not.toContain('Not my batch');
    expect(body).not.toContain('Long ago');
  });

  it('needs a session of the same company', async () => {
    const f = await assessmentFixture(t);
    expect((await client(t, f.company.host).get('/api/live-class/batch-dates.ics')).statusCode).toBe(401);
    const g = await createCompany(t);
    const s = await createStudent(t, g.code);
    const { c } = await login(t, g.host, s.email, s.password);
    const cross = client(t, f.company.host);
    cross.cookie = c.cookie;
    expect((await cross.get('/api/live-class/batch-dates.ics')).statusCode).toBe(401);
    // Their own company's calendar is empty of the first company's classes.
    const own = await c.get('/api/live-class/batch-dates.ics');
    expect(own.body).not.toContain('BEGIN:VEVENT');
  });

  it('escapes text and folds long lines as RFC 5545 says', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const ics = batchDatesCalendar(
      'Portico',
      [
        {
          id: 'x',
          className: 'Ü'.repeat(60),
          agenda: '',
          classDateTime: new Date('2026-11-22T10:00:00Z'),
          durationMinutes: 60,
          joinUrl: '',
          status: null,
          batchName: 'B',
          courseName: 'C',
        },
      ],
      new Date('2026-11-22T09:00:00Z'),
    );
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).toContain('DTEND:20261122T110000Z');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'Ü'.repeat(60)}`);
  });
});
