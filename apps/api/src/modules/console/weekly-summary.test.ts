import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  createCompany,
  createCourse,
  createStudent,
  enrol,
  lastMessage,
  useTestApp,
} from '../../../test/harness';
import { companies, outboxMessages } from '../../db/schema';
import { isoWeek, summaryOf, WeeklySummary } from './weekly-summary';
import { WeeklySummaryRepository } from './weekly-summary.repository';

// Issue 45 part 3: each week every admin and teacher of a company that turned the summary on gets
// their cohorts by mail, once, however many passes or processes run; a company that did not, nothing.
const t = useTestApp();

const at = (iso: string) => ({ now: () => new Date(iso) });
const summaryAt = (iso: string) =>
  new WeeklySummary(new WeeklySummaryRepository(t.database.db), t.app.services.console.cohorts, {
    ...t.app.ctx,
    clock: at(iso),
  });

/** A company with a course, a teacher of it, an admin, and a student who never started. */
async function school(on: boolean) {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { courseName: 'IELTS Academic' });
  const teacher = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  const admin = await createStaff(t, company.code, { role: 'admin' });
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id);
  if (on)
    await t.database.db
      .update(companies)
      .set({ weeklySummary: true })
      .where(eq(companies.code, company.code));
  return { company, teacher, admin };
}

const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
  )[0]?.n;

describe('the weekly summary', () => {
  it('names ISO weeks as ISO 8601 does, the year of the week’s Thursday', () => {
    expect(isoWeek(new Date('2026-12-07T10:00:00Z'))).toBe('2026-W50');
    expect(isoWeek(new Date('2027-01-03T10:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-04T10:00:00Z'))).toBe('2027-W01');
    expect(isoWeek(new Date('2024-12-30T10:00:00Z'))).toBe('2025-W01');
  });

  it('mails each member of a company that turned it on once a week, from Monday morning', async () => {
    const on = await school(true);
    const off = await school(false);

    // Monday before 06:00 UTC: last week's was due, this week's is not yet.
    await summaryAt('2026-12-07T05:59:00Z').sendDue();
    expect(await mailsTo(on.teacher.email)).toBe(0);

    await summaryAt('2026-12-07T06:00:00Z').sendDue();
    const mail = await lastMessage(t, on.company.host, on.teacher.email);
    expect(mail?.subject).toBe('Your students this week');
    expect(mail?.text).toContain('IELTS Academic (course): 1 student — 0 active, 0 quiet, 1 not started.');
    expect(mail?.text).toContain('/console/cohorts');
    expect(await mailsTo(on.admin.email)).toBe(1);
    expect(await mailsTo(off.teacher.email)).toBe(0);
    expect(await mailsTo(off.admin.email)).toBe(0);

    // Later passes of the same week, two at once as two processes would: nothing more.
    await Promise.all([
      summaryAt('2026-12-09T12:00:00Z').sendDue(),
      summaryAt('2026-12-09T12:00:00Z').sendDue(),
    ]);
    expect(await mailsTo(on.teacher.email)).toBe(1);
    // The next week: the next one.
    await summaryAt('2026-12-14T07:00:00Z').sendDue();
    expect(await mailsTo(on.teacher.email)).toBe(2);
  });

  it('is off by default, and an admin turns it on in the settings', async () => {
    const { company, admin } = await school(false);
    const s = await staffLogin(t, company.host, admin.email, admin.password);
    const view = (await s.c.get('/api/console/settings', s.token)).json().data;
    expect(view.settings.weeklySummary).toBe(false);
    const saved = await s.c.send({
      method: 'PUT',
      url: '/api/console/settings',
      payload: { ...view.settings, weeklySummary: true },
      token: s.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.weeklySummary).toBe(true);
  });

  it('says how many are quiet in the subject, counted by course', () => {
    const c = (kind: 'courses' | 'batches', name: string, quiet: number) => ({
      kind,
      id: name,
      name,
      courseName: name,
      students: 5,
      active: 5 - quiet,
      quiet,
      never: 0,
    });
    expect(summaryOf([c('batches', 'Morning', 2), c('courses', 'IELTS', 3)]).subject).toBe(
      'Your students this week: 3 quiet students',
    );
    expect(summaryOf([c('batches', 'Morning', 1)]).subject).toBe('Your students this week: 1 quiet student');
    expect(summaryOf([]).lines).toEqual([
      'No student is in your courses yet. The summary will list them once there are.',
    ]);
  });
});
