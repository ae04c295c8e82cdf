import { SUPPORT_DAILY_LIMIT, SupportMessages } from '@portico/contract/support';
import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCourse, createStudent, enrol, login, useTestApp } from '../../../test/harness';

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

describe('a query as a thread', () => {
  const HOUR = 3600;
  /** A student's general query, answered once by an admin in the console. */
  async function answered() {
    const f = await assessmentFixture(t);
    const created = await f.c.post('/api/support', {
      subject: 'No sound',
      supportType: 'technical',
      description: 'The Listening test plays no sound.',
    });
    const id = created.json().data.id as string;
    const admin = await createStaff(t, f.company.code);
    const staff = await staffLogin(t, f.company.host, admin.email, admin.password);
    t.clock.advance(2 * HOUR);
    const reply = await staff.c.post(
      `/api/console/support/${id}/reply`,
      { response: 'Which phone do you use?' },
      staff.token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const followUp = (message: unknown, c = f.c) => c.post(`/api/support/${id}/reply`, { message });
    return { ...f, id, admin, staff, followUp };
  }

  it('lets the student answer back: the follow-up joins the thread and opens the query again', async () => {
    const f = await answered();
    t.clock.advance(HOUR);
    const res = await f.followUp('  A Pixel 7, in <Chrome>.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SupportMessages.followUpSent);
    const ticket = res.json().data;
    expect(ticket).toMatchObject({
      id: f.id,
      supportStatus: 'Open',
      // The spec's field keeps the staff's latest answer.
      adminResponse: '<p>Which phone do you use?</p>',
      updatedDateTime: t.clock.now().toISOString(),
    });
    expect(ticket.replies.map((r: { author: string; message: string }) => [r.author, r.message])).toEqual([
      ['staff', '<p>Which phone do you use?</p>'],
      ['student', '<p>A Pixel 7, in &lt;Chrome&gt;.</p>'],
    ]);
    const listed = (await f.c.get('/api/support')).json().data;
    expect(listed[0]).toMatchObject({ id: f.id, supportStatus: 'Open', replies: ticket.replies });

    // Back in the console's open queue, due a day after the student's follow-up, not overdue.
    const open = (await f.staff.c.get('/api/console/support?status=open', f.staff.token)).json().data;
    const inQueue = open.tickets.find((x: { id: string }) => x.id === f.id);
    expect(inQueue).toMatchObject({ status: 'Open', overdue: false });
    expect(Date.parse(inQueue.dueAt) - t.clock.now().getTime()).toBe(24 * HOUR * 1000);
    expect(
      inQueue.replies.map((r: { author: string; staffName: string | null }) => [r.author, r.staffName]),
    ).toEqual([
      ['staff', f.admin.name],
      ['student', null],
    ]);
    // A second answer keeps the first answer's time for the turnaround.
    t.clock.advance(HOUR);
    const again = await f.staff.c.post(
      `/api/console/support/${f.id}/reply`,
      { response: 'Please update Chrome.' },
      f.staff.token,
    );
    expect(again.json().data.answeredAt).toBe(inQueue.answeredAt);
    expect(again.json().data.replies).toHaveLength(3);
  });

  it('checks the follow-up: a message, a query of its own that is not closed', async () => {
    const f = await answered();
    for (const message of [undefined, '', '  \n ']) {
      const res = await f.followUp(message);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SupportMessages.message);
    }
    expect((await f.followUp('x'.repeat(1_000_000))).statusCode).toBe(400);
    expect((await f.followUp('a\u0000b')).statusCode).toBe(400);
    expect((await f.c.post('/api/support/not-an-id/reply', { message: 'x' })).statusCode).toBe(400);
    // Another student of the company, and a student of another company: not found.
    const classmate = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, classmate.email, classmate.password);
    const theirs = await f.followUp('Me too', c);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(SupportMessages.notFound);
    const other = await assessmentFixture(t);
    expect((await f.followUp('Me too', other.c)).statusCode).toBe(404);
    // A staff session is not a student's.
    const asStaff = await client(t, f.company.host).post(
      `/api/support/${f.id}/reply`,
      { message: 'x' },
      f.staff.token,
    );
    expect(asStaff.statusCode).toBe(401);
    // Closed by staff: the student is asked to send a new query.
    await f.staff.c.post(`/api/console/support/${f.id}/status`, { status: 'Closed' }, f.staff.token);
    const closed = await f.followUp('One more thing');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(SupportMessages.closed);
    const [ticket] = (await f.c.get('/api/support')).json().data;
    expect(ticket.replies).toHaveLength(1);
    expect(ticket.supportStatus).toBe('Closed');
  });

  it(`allows ${SUPPORT_DAILY_LIMIT} follow-ups a day, also when they arrive at once`, async () => {
    const f = await answered();
    const sent = await Promise.all(
      Array.from({ length: SUPPORT_DAILY_LIMIT + 3 }, (_, i) => f.followUp(`Message ${i}`)),
    );
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(SUPPORT_DAILY_LIMIT);
    const refused = sent.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    expect(refused[0]?.json().message).toBe(SupportMessages.tooManyFollowUps);
    t.clock.advance(24 * HOUR + 1);
    expect((await f.followUp('Next day')).statusCode).toBe(200);
  });
});
