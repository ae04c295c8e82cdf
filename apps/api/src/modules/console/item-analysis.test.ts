import { ConsoleMessages } from '@portico/contract/console';
import { ItemAnalysisMessages as M } from '@portico/contract/console-item-analysis';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchedItems, launchPractice } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, useTestApp } from '../../../test/harness';
import {
  COHORT,
  classmate,
  fiveQuestions,
  question,
  STRONG,
  signIn,
  takeTest,
} from '../../../test/item-analysis-fixture';
import { auditLog } from '../../db/schema';

// Issue 45 part 1: each test's item analysis in the console, from each student's first ended
// attempt, with the questions that look broken flagged, and a flagged question retired.
const t = useTestApp();

type Session = Awaited<ReturnType<typeof signIn>>;
const view = (s: Session, id: string) => s.c.get(`/api/console/item-analysis/${id}`, s.token);
const retire = (s: Session, id: string, itemId: string, retired: boolean) =>
  s.c.send({
    method: 'PUT',
    url: `/api/console/item-analysis/${id}/items/${itemId}`,
    payload: { retired },
    token: s.token,
  });

describe('the console’s item analysis', () => {
  it('reads each question from the students’ first attempts and flags the broken one', async () => {
    const f = await assessmentFixture(t, { testExtra: fiveQuestions });
    const students = [f, ...(await Promise.all(COHORT.slice(1).map(() => classmate(t, f))))];
    for (const [n, s] of students.entries()) await takeTest(s, COHORT[n] as Record<string, string>);
    // A strong student's second attempt, all wrong, does not count: first attempts only.
    await takeTest(f, { q1: 'C', q2: 'C', q3: 'C', q4: 'C', q5: 'C' });

    const admin = await signIn(t, f, 'admin');
    const listed = (await admin.c.get('/api/console/item-analysis', admin.token)).json().data.tests;
    expect(listed).toEqual([expect.objectContaining({ id: f.testId, attempts: 12 })]);

    const res = await view(admin, f.testId);
    expect(res.statusCode, res.body).toBe(200);
    const analysis = res.json().data;
    expect(analysis).toMatchObject({ attempts: 12, maxScore: 5 });
    // Totals: four of 4, four of 3, four of 2 → mean 3.
    expect(analysis.meanScore).toBeCloseTo(3, 10);
    expect(analysis.distribution.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(12);
    const [q1, q2, q3, q4] = analysis.items;
    expect(q1).toMatchObject({ number: 1, section: 'Reading', facility: 1, discrimination: null });
    expect(q1.flags).toEqual(['everybody-right']);
    // q2: right for the strong and the middle (8 of 12). Its item–rest correlation by hand: x is
    // 1 (×8) and 0 (×4), the rest of the total 3 (×4), 2 (×8); cov = 20/12 − (2/3)(7/3) = 1/9, both
    // variances 2/9, so r = (1/9) / (2/9) = 0.5.
    expect(q2.facility).toBeCloseTo(8 / 12, 10);
    expect(q2.discrimination).toBeCloseTo(0.5, 10);
    expect(q2.flags).toEqual([]);
    expect(q2.meanSeconds).toBeCloseTo(11, 10);
    // q3: the strong all chose B, a wrong option; its discrimination is negative.
    expect(q3.facility).toBeCloseTo(8 / 12, 10);
    expect(q3.discrimination).toBeLessThan(0);
    expect(q3.flags).toEqual(['negative-discrimination', 'distractor-beats-key']);
    expect(q3.options).toEqual([
      expect.objectContaining({ label: 'q3 A', key: true, count: 8, strong: 0, weak: 1 }),
      expect.objectContaining({ label: 'q3 B', key: false, count: 4, strong: 1, weak: 0 }),
      expect.objectContaining({ label: 'q3 C', key: false, count: 0, strong: 0, weak: 0 }),
    ]);
    expect(q4.facility).toBeCloseTo(4 / 12, 10);
    expect(q4.discrimination).toBeGreaterThan(0);
  });

  it('gives a teacher the attempts of their courses only, and the admins the retiring', async () => {
    const f = await assessmentFixture(t, { testExtra: fiveQuestions });
    await takeTest(f, STRONG);
    const teacher = await signIn(t, f, 'faculty', [f.courseId]);
    const elsewhere = await signIn(t, f, 'faculty');
    expect((await view(teacher, f.testId)).json().data.attempts).toBe(1);
    expect((await view(elsewhere, f.testId)).json().data.attempts).toBe(0);
    const listed = await elsewhere.c.get('/api/console/item-analysis', elsewhere.token);
    expect(listed.json().data.tests).toEqual([]);

    const q3 = (await view(teacher, f.testId)).json().data.items[2].id as string;
    const refused = await retire(teacher, f.testId, q3, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ConsoleMessages.adminOnly);

    // Another company's admin finds neither the test nor the question.
    const other = await createCompany(t);
    const stranger = await createStaff(t, other.code, { role: 'admin' });
    const strangerSession = await staffLogin(t, other.host, stranger.email, stranger.password);
    expect((await view(strangerSession, f.testId)).statusCode).toBe(404);
    expect((await retire(strangerSession, f.testId, q3, true)).statusCode).toBe(404);
    const admin = await signIn(t, f, 'admin');
    const unknown = await retire(admin, f.testId, '00000000-0000-4000-8000-000000000000', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.itemNotFound);
    expect((await retire(admin, f.testId, 'not-an-id', true)).statusCode).toBe(400);
    expect((await view(admin, 'a\u0000b')).statusCode).toBe(400);
    const nonsense = await admin.c.send({
      method: 'PUT',
      url: `/api/console/item-analysis/${f.testId}/items/${q3}`,
      payload: { retired: 'x'.repeat(1_000_000) },
      token: admin.token,
    });
    expect(nonsense.statusCode).toBe(400);
  });

  it('retires a question: new attempts leave it out, the one made keeps it, and it comes back', async () => {
    const f = await assessmentFixture(t, { testExtra: fiveQuestions });
    const admin = await signIn(t, f, 'admin');
    // A launch before the retiring reads the test (what launches read is kept per version of it).
    await takeTest(f, STRONG);
    const q3 = (await view(admin, f.testId)).json().data.items[2].id as string;

    const retired = await retire(admin, f.testId, q3, true);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().message).toBe(M.retired);
    expect(retired.json().data.items[2]).toMatchObject({ id: q3, retired: true, attempts: 1 });
    // Asked twice, nothing more happens: one audit entry.
    expect((await retire(admin, f.testId, q3, true)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, f.company.code), eq(auditLog.entityId, q3)));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'content.item.retire', after: { key: 'q3', retired: true } }),
    ]);

    const next = await classmate(t, f);
    const { data } = await launchPractice(next);
    expect(launchedItems(data).map((i) => i.ItemID)).not.toContain(q3);
    expect(launchedItems(data)).toHaveLength(4);

    const restored = await retire(admin, f.testId, q3, false);
    expect(restored.json().message).toBe(M.restored);
    expect(restored.json().data.items[2].retired).toBe(false);
    const later = await classmate(t, f);
    expect(launchedItems((await launchPractice(later)).data).map((i) => i.ItemID)).toContain(q3);
  });

  it('downloads the questions’ figures as CSV and XLSX, a formula in a question kept inert', async () => {
    const formula = {
      sections: [
        {
          ...fiveQuestions.sections[0],
          items: [{ ...question('q1'), html: '<p>=HYPERLINK("http://x.test","Click")</p>' }, question('q2')],
        },
      ],
    };
    const f = await assessmentFixture(t, { testExtra: formula });
    await takeTest(f, STRONG);
    const teacher = await signIn(t, f, 'faculty', [f.courseId]);
    const csv = await teacher.c.get(
      `/api/console/item-analysis/${f.testId}/export?format=csv`,
      teacher.token,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="item-analysis-sample.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Number,Key,Section,Type,Question,Retired,Attempts,Facility (%),Discrimination,Upper-lower 27 %,Efficiency (%),Mean time (s),Flags',
    );
    // The question that looks like a formula starts with an apostrophe; one attempt: too few to judge.
    expect(lines[1]).toBe(
      `1,q1,Reading,mcq,"'=HYPERLINK(""http://x.test"",""Click"")",no,1,100,,,,10,Everybody got it right; Too few attempts to judge how it separates students`,
    );
    expect(lines[2]).toMatch(/^2,q2,Reading,mcq,Question q2,no,1,100,/);

    const xlsx = await teacher.c.get(
      `/api/console/item-analysis/${f.testId}/export?format=xlsx`,
      teacher.token,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet;
    expect(strings).toContain('Discrimination');
    expect(strings).toContain("'=HYPERLINK(");
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="Item analysis"');

    const bad = await teacher.c.get(
      `/api/console/item-analysis/${f.testId}/export?format=pdf`,
      teacher.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose CSV or XLSX.');
    const other = await createCompany(t);
    const stranger = await createStaff(t, other.code, { role: 'admin' });
    const session = await staffLogin(t, other.host, stranger.email, stranger.password);
    expect(
      (await session.c.get(`/api/console/item-analysis/${f.testId}/export?format=csv`, session.token))
        .statusCode,
    ).toBe(404);
  });
});
