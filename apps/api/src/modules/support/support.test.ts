import { SUPPORT_DAILY_LIMIT, SupportMessages } from '@portico/contract/support';
import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { createCourse, createStudent, enrol, login, useTestApp } from '../../../test/harness';

/**
 * Support queries (spec 2 §3, §5, §7; spec 3 §5, §7): the student's own tickets, the form's options
 * for a course the student holds, and a create checked in the spec's order, per company and student.
 */
const t = useTestApp();

const query = (testId: string | null, extra: Record<string, unknown> = {}) => ({
  subject: 'Question 4 of the reading test',
  supportType: 'query',
  testId,
  description: 'Why is “B” right and not “C”?',
  ...extra,
});

describe('support queries', () => {
  it('creates a query on a test of the course and lists it, newest first, also per test', async () => {
    const f = await assessmentFixture(t);
    const first = await f.c.post('/api/support', query(f.testId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: SupportMessages.created,
      data: {
        subject: 'Question 4 of the reading test',
        supportType: 'query',
        testId: f.testId,
        testTitle: expect.any(String),
        description: 'Why is “B” right and not “C”?',
        supportStatus: 'Open',
        adminResponse: null,
      },
    });
    t.clock.advance(60);
    const general = await f.c.post('/api/support', {
      subject: '  Cannot hear the audio  ',
      supportType: 'technical',
      description: 'The Listening test plays no sound on my phone.',
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json().data).toMatchObject({
      subject: 'Cannot hear the audio',
      testId: null,
      testTitle: null,
    });

    const all = (await f.c.get('/api/support')).json();
    expect(all.success).toBe(true);
    expect(all.data.map((s: { subject: string }) => s.subject)).toEqual([
      'Cannot hear the audio',
      'Question 4 of the reading test',
    ]);
    const ofTest = (await f.c.get(`/api/support?testId=${f.testId}`)).json().data;
    expect(ofTest.map((s: { id: string }) => s.id)).toEqual([first.json().data.id]);
    expect((await f.c.get('/api/support?testId=nope')).statusCode).toBe(400);
  });

  it('checks the request in the spec order: subject, type, test, message', async () => {
    const f = await assessmentFixture(t);
    const message = async (body: Record<string, unknown>) => {
      const res = await f.c.post('/api/support', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message;
    };
    expect(await message({})).toBe(SupportMessages.subject);
    expect(await message({ subject: '   ', supportType: 'other', description: 'x' })).toBe(
      SupportMessages.subject,
    );
    expect(await message({ subject: 'Help' })).toBe(SupportMessages.type);
    expect(await message({ subject: 'Help', supportType: 'refund-now', description: 'x' })).toBe(
      SupportMessages.type,
    );
    // Evaluation (and a query) name a test; before the message is checked.
    expect(await message({ subject: 'Help', supportType: 'evaluation' })).toBe(SupportMessages.test);
    expect(await message({ subject: 'Help', supportType: 'query', description: 'x' })).toBe(
      SupportMessages.test,
    );
    expect(
      await message({ subject: 'Help', supportType: 'evaluation', testId: 'not-an-id', description: 'x' }),
    ).toBe(SupportMessages.test);
    expect(await message({ subject: 'Help', supportType: 'evaluation', testId: f.testId })).toBe(
      SupportMessages.message,
    );
    expect(await message({ subject: 'Help', supportType: 'other', description: ' \n ' })).toBe(
      SupportMessages.message,
    );
    // Bounds: a 1 MB message, a long subject, a NUL byte, a number where text belongs.
    expect(await message(query(f.testId, { description: 'x'.repeat(1_000_000) }))).toMatch(
      /at most|too large/i,
    );
    expect(await message(query(f.testId, { subject: 's'.repeat(201) }))).toBe(SupportMessages.subjectTooLong);
    expect((await f.c.post('/api/support', query(f.testId, { subject: 'a\u0000b' }))).statusCode).toBe(400);
    expect((await f.c.post('/api/support', query(f.testId, { subject: 2 ** 31 }))).statusCode).toBe(400);
    expect((await f.c.get('/api/support')).json().data).toEqual([]);
  });

  it('offers the types and the tests of a course the student holds', async () => {
    const f = await assessmentFixture(t);
    const res = await f.c.get(`/api/support/list?courseId=${f.courseId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { supportTypes, tests } = res.json().data;
    expect(supportTypes.map((s: { supportType: string }) => s.supportType)).toEqual([
      'evaluation',
      'technical',
      'payment',
      'other',
    ]);
    // The sample test is named by three objects of the course: listed once, under the first title.
    expect(tests).toEqual([{ id: f.testId, component: { title: 'Practice 1' } }]);
    // A course of the company the student does not hold is not found.
    const { course } = await createCourse(t, f.company.code);
    expect((await f.c.get(`/api/support/list?courseId=${course.id}`)).statusCode).toBe(404);
    expect((await f.c.get('/api/support/list?courseId=x')).statusCode).toBe(400);
    // Without a course (none chosen yet): the types, and no tests.
    const general = (await f.c.get('/api/support/list')).json().data;
    expect(general.supportTypes).toHaveLength(4);
    expect(general.tests).toEqual([]);
  });

  it("keeps each company's and each student's tickets to themselves", async () => {
    const f = await assessmentFixture(t);
    const other = await assessmentFixture(t);
    await f.c.post('/api/support', query(f.testId));
    // Another company's student sees nothing of it, cannot ask about its test or list its course.
    expect((await other.c.get('/api/support')).json().data).toEqual([]);
    expect((await other.c.post('/api/support', query(f.testId))).statusCode).toBe(404);
    expect((await other.c.get(`/api/support/list?courseId=${f.courseId}`)).statusCode).toBe(404);
    // A classmate of the same company, not enrolled, neither.
    const classmate = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, classmate.email, classmate.password);
    expect((await c.get('/api/support')).json().data).toEqual([]);
    expect((await c.post('/api/support', query(f.testId))).json().message).toBe(SupportMessages.testNotFound);
    // Enrolled, the classmate asks on the same test and still sees only their own ticket.
    await enrol(t, classmate, f.productId);
    expect((await c.post('/api/support', query(f.testId))).statusCode).toBe(200);
    expect((await c.get(`/api/support?testId=${f.testId}`)).json().data).toHaveLength(1);
    expect((await f.c.get(`/api/support?testId=${f.testId}`)).json().data).toHaveLength(1);
    // Without a session: refused.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/support',
      headers: { host: f.company.host },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`allows ${SUPPORT_DAILY_LIMIT} tickets a day, also when they arrive at once`, async () => {
    const f = await assessmentFixture(t);
    const body = { subject: 'Again', supportType: 'other', description: 'Please help.' };
    const sent = await Promise.all(
      Array.from({ length: SUPPORT_DAILY_LIMIT + 5 }, () => f.c.post('/api/support', body)),
    );
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(SUPPORT_DAILY_LIMIT);
    const refused = sent.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(5).fill(429));
    expect(refused[0]?.json().message).toBe(SupportMessages.tooMany);
    expect((await f.c.get('/api/support')).json().data).toHaveLength(SUPPORT_DAILY_LIMIT);
    // A day later the student may ask again.
    t.clock.advance(24 * 3600 + 1);
    expect((await f.c.post('/api/support', body)).statusCode).toBe(200);
  });
});
