import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerFixture } from '../../../test/career-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import * as files from '../../../test/files';
import {
  type client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  failWrites,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { notifications, outboxMessages, products, supportTickets } from '../../db/schema';

/**
 * Issue 40, decision 052: a score report verified or rejected, a support reply, a career review's
 * new status each tell the student, in the act's transaction: a mail in the company's brand with a
 * link to the page on the company's host, and a personal notification only that student ever sees.
 * A failed act leaves neither.
 */
const t = useTestApp();
type Session = { c: ReturnType<typeof client>; token?: string };
type Item = { id: string; name: string; shortDescription: string; content: string };

/** The dev outbox's mails to one address, newest first. */
async function mailsTo(ctx: TestContext, host: string, to: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { host },
  });
  return (res.json().data as { channel: string; subject: string; text: string }[]).filter(
    (m) => m.channel === 'email',
  );
}

const personal = async (s: Session) => {
  const res = await s.c.get('/api/get-notification?type=notification&limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { Items: Item[]; unreadCount: number };
};

/** Another student, of the same company or another, never reads, counts, marks or pages with it. */
async function unseenBy(s: Session, id: string) {
  const page = await personal(s);
  expect(page.Items.map((n) => n.id)).not.toContain(id);
  expect(page.unreadCount).toBe(0);
  expect((await s.c.get(`/api/get-notification/${id}`)).statusCode).toBe(404);
  expect((await s.c.get(`/api/get-notification?lastKey=${id}`)).statusCode).toBe(400);
  const read = await s.c.post('/api/user-actions', { referenceId: id, referenceType: 'Notification' });
  expect(read.statusCode).toBe(404);
}

/** The student reads it: listed, counted unread, opened by id, marked read. */
async function seenBy(s: Session, subject: string): Promise<Item> {
  const page = await personal(s);
  const item = page.Items.find((n) => n.name === subject);
  expect(item, JSON.stringify(page.Items)).toBeDefined();
  expect(page.unreadCount).toBeGreaterThan(0);
  const one = await s.c.get(`/api/get-notification/${item?.id}`);
  expect(one.json().data).toMatchObject({ name: subject });
  const read = await s.c.post('/api/user-actions', { referenceId: item?.id, referenceType: 'Notification' });
  expect(read.statusCode, read.body).toBe(200);
  return item as Item;
}

/** The link of a mail: the company's own host (any port), then the page's path. */
const linkTo = (host: string, path: string) =>
  new RegExp(`https?://${host.replaceAll('.', '\\.')}(:\\d+)?${path.replaceAll('?', '\\?')}`);

async function supportFixture() {
  const company = await createCompany(t, { companyName: 'Bright Prep' });
  const { course } = await createCourse(t, company.code);
  const student = await createStudent(t, company.code);
  const [ticket] = await t.database.db
    .insert(supportTickets)
    .values({
      companyCode: company.code,
      studentId: student.id,
      courseId: course.id,
      subject: 'Mock test\nnot loading',
      supportType: 'query',
      description: 'It spins.',
    })
    .returning();
  const neighbour = await createStudent(t, company.code);
  const elsewhere = await createCompany(t);
  const stranger = await createStudent(t, elsewhere.code);
  const admin = await createStaff(t, company.code);
  return {
    company,
    student,
    id: ticket?.id ?? '',
    me: await login(t, company.host, student.email, student.password),
    neighbour: await login(t, company.host, neighbour.email, neighbour.password),
    stranger: await login(t, elsewhere.host, stranger.email, stranger.password),
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
  };
}

describe('a support reply', () => {
  it('mails the reply and notifies the student, and no other student reads it', async () => {
    const f = await supportFixture();
    const reply = 'Clear the cache.\n\nThen try <b>again</b>.';
    const res = await f.asAdmin.c.post(
      `/api/console/support/${f.id}/reply`,
      { response: reply, status: 'Answered' },
      f.asAdmin.token,
    );
    expect(res.statusCode, res.body).toBe(200);

    const subject = 'Reply to your support query: Mock test not loading';
    const [mail, ...others] = await mailsTo(t, f.company.host, f.student.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain('Clear the cache.\nThen try <b>again</b>.');
    expect(mail?.text).toMatch(linkTo(f.company.host, '/support'));
    expect(mail?.text).toContain('— Bright Prep');
    // Its HTML (kept in the outbox; the dev outbox shows the text) has the reply escaped.
    const [stored] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, f.student.email));
    expect(stored?.bodyHtml).toContain('Then try &lt;b&gt;again&lt;/b&gt;.');
    expect(stored?.bodyHtml).not.toContain('<b>');

    const item = await seenBy(f.me, subject);
    expect(item.shortDescription).toBe("We replied to your support query 'Mock test not loading'.");
    expect(item.content).toContain('<p>Then try &lt;b&gt;again&lt;/b&gt;.</p>');
    expect(item.content).toContain('<a href="/support">Open my support queries</a>');
    expect((await personal(f.me)).unreadCount).toBe(0);
    await unseenBy(f.neighbour, item.id);
    await unseenBy(f.stranger, item.id);

    // The staff's notices in the console never list, change or delete a personal notification.
    const listed = await f.asAdmin.c.get('/api/console/notices', f.asAdmin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json().data)).not.toContain(item.id);
    const notice = { type: 'notification', title: 'Changed', shortDescription: '', description: '' };
    const url = `/api/console/notices/${item.id}`;
    const put = await f.asAdmin.c.send({ method: 'PUT', url, payload: notice, token: f.asAdmin.token });
    expect(put.statusCode).toBe(404);
    const del = await f.asAdmin.c.send({ method: 'DELETE', url, token: f.asAdmin.token });
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, item.id));
    expect(row).toMatchObject({ title: subject, studentId: f.student.id, courseId: null });
  });

  it('queues neither mail nor notification when the reply fails, even after both were written', async () => {
    const f = await supportFixture();
    // The act's last write (its audit entry) fails: the whole act rolls back.
    const restore = await failWrites(t, {
      table: 'audit_log',
      on: 'INSERT',
      when: `NEW.entity_id = '${f.id}'`,
    });
    try {
      const res = await f.asAdmin.c.post(
        `/api/console/support/${f.id}/reply`,
        { response: 'Clear the cache.', status: 'Closed' },
        f.asAdmin.token,
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const refused = await f.asAdmin.c.post(
      `/api/console/support/${f.id}/reply`,
      { response: '   ', status: 'Closed' },
      f.asAdmin.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo(t, f.company.host, f.student.email)).toEqual([]);
    expect((await personal(f.me)).Items).toEqual([]);
  });
});

/** A company with a reward product and a student who sent a score report; another who sent none. */
async function scoreFixture() {
  const company = await createCompany(t, { enableScoreFromStudents: true, scoreRewardProductSlug: 'reward' });
  const { product } = await createCourse(t, company.code);
  const { product: reward } = await createCourse(t, company.code);
  await t.database.db
    .update(products)
    .set({ slug: 'reward', title: 'Free French' })
    .where(eq(products.id, reward.id));
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id);
  const me = await login(t, company.host, student.email, student.password);
  const up = await me.c.post('/api/document-upload', {
    fileName: 'trf.pdf',
    contentType: 'application/pdf',
    purpose: 'score-document',
  });
  const { signedUrl, publicUrl } = up.json().data;
  await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { host: company.host, 'content-type': 'application/pdf' },
    payload: files.pdf,
  });
  const sent = await me.c.post('/api/dashboard/trf-details', {
    listening: 7.5,
    reading: 8,
    writing: 6.5,
    speaking: 7,
    bandScore: 7.5,
    file: publicUrl,
    trfNumber: '26GB123X',
    examDate: '2026-03-14',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const queue = await createStaff(t, company.code);
  const asAdmin = await staffLogin(t, company.host, queue.email, queue.password);
  const list = await asAdmin.c.get('/api/console/score-reports?status=pending', asAdmin.token);
  const id = list.json().data.reports[0].id as string;
  const neighbour = await createStudent(t, company.code);
  return {
    company,
    student,
    id,
    me,
    asAdmin,
    neighbour: await login(t, company.host, neighbour.email, neighbour.password),
    act: (what: string, body: object) =>
      asAdmin.c.post(`/api/console/score-reports/${id}/${what}`, body, asAdmin.token),
  };
}

describe('a score report verified or rejected', () => {
  it('tells the student of each, with the reward and the reason, and no one else', async () => {
    const f = await scoreFixture();
    const verified = await f.act('verify', {});
    expect(verified.statusCode, verified.body).toBe(200);
    const [ok] = await mailsTo(t, f.company.host, f.student.email);
    expect(ok?.subject).toBe('Your score report is verified');
    expect(ok?.text).toContain('As your reward, Free French is now in My Courses.');
    expect(ok?.text).toMatch(linkTo(f.company.host, '/dashboard'));
    const good = await seenBy(f.me, 'Your score report is verified');
    expect(good.content).toContain('<a href="/dashboard">Open my score report</a>');

    const reason = 'The TRF number does not match the document.';
    const rejected = await f.act('reject', { remark: reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [no, previous] = await mailsTo(t, f.company.host, f.student.email);
    expect(previous?.subject).toBe('Your score report is verified');
    expect(no?.subject).toBe('Your score report was not accepted');
    expect(no?.text).toContain(`Why:\n${reason}`);
    expect(no?.text).toContain(
      'Free French, which verifying your score report had given you, has been withdrawn.',
    );
    const bad = await seenBy(f.me, 'Your score report was not accepted');
    expect(bad.content).toContain(`<p>${reason}</p>`);
    await unseenBy(f.neighbour, good.id);
    await unseenBy(f.neighbour, bad.id);

    // A second reject is refused (409): nothing more is sent.
    expect((await f.act('reject', { remark: reason })).statusCode).toBe(409);
    // A reply in the remarks thread is not one of these acts: no mail.
    expect((await f.act('remarks', { remark: 'See above.' })).statusCode).toBe(200);
    expect(await mailsTo(t, f.company.host, f.student.email)).toHaveLength(2);
    expect((await personal(f.me)).Items).toHaveLength(2);
  });

  it('tells nothing when the verify fails', async () => {
    const f = await scoreFixture();
    const restore = await failWrites(t, {
      table: 'audit_log',
      on: 'INSERT',
      when: `NEW.entity_id = '${f.id}'`,
    });
    try {
      expect((await f.act('verify', { remark: 'Well done' })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await f.act('reject', { remark: '' })).statusCode).toBe(400);
    expect(await mailsTo(t, f.company.host, f.student.email)).toEqual([]);
    expect((await personal(f.me)).Items).toEqual([]);
  });
});

describe('a career review’s new status', () => {
  it('tells the student the status with a link to the project; the same status twice tells nothing', async () => {
    const f = await careerFixture(t);
    const me = await f.student();
    const sent = await me.c.post('/api/capstone/career', {
      id: f.id('linkedin'),
      socialUrl: 'https://www.linkedin.com/in/meera-iyer',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const project = sent.json().data.id as string;
    const other = await f.student();
    const admin = await createStaff(t, f.company.code);
    const asAdmin = await staffLogin(t, f.company.host, admin.email, admin.password);
    const status = (s: string) =>
      asAdmin.c.post(`/api/console/career/${project}/status`, { status: s }, asAdmin.token);

    // The act fails after its writes: nothing is sent.
    const restore = await failWrites(t, {
      table: 'audit_log',
      on: 'INSERT',
      when: `NEW.entity_id = '${project}'`,
    });
    try {
      expect((await status('approved')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await mailsTo(t, f.company.host, me.s.email)).toEqual([]);

    expect((await status('approved')).statusCode).toBe(200);
    expect((await status('approved')).statusCode).toBe(409);
    const mails = await mailsTo(t, f.company.host, me.s.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your LinkedIn profile review: Completed']);
    const path = `/projectdetail?project=${f.id('linkedin')}`;
    expect(mails[0]?.text).toContain("The review of your LinkedIn profile review is now 'Completed'.");
    expect(mails[0]?.text).toMatch(linkTo(f.company.host, path));
    const item = await seenBy(me, 'Your LinkedIn profile review: Completed');
    expect(item.content).toContain(`<a href="${path}">Open my project</a>`);
    expect((await personal(me)).Items).toHaveLength(1);
    await unseenBy(other, item.id);
  });
});
