import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { notifications } from '../../db/schema';

const t = useTestApp();

type Seed = {
  title?: string;
  type?: 'notification' | 'notice';
  isActive?: boolean;
  hoursAgo?: number;
  publishAt?: Date | null;
  unpublishAt?: Date | null;
  /** Null or omitted: the whole company's. */
  courseId?: string | null;
};

/** Rows of one company, the n-th posted n hours before the test clock unless told otherwise. */
async function addNotifications(ctx: TestContext, companyCode: string, seeds: Seed[]) {
  const now = ctx.clock.now().getTime();
  return ctx.database.db
    .insert(notifications)
    .values(
      seeds.map((s, i) => ({
        companyCode,
        courseId: s.courseId ?? null,
        type: s.type ?? 'notification',
        title: s.title ?? `Notice ${i + 1}`,
        shortDescription: `Short ${i + 1}`,
        description: `<p>Body ${i + 1}</p>`,
        isActive: s.isActive ?? true,
        publishAt: s.publishAt ?? null,
        unpublishAt: s.unpublishAt ?? null,
        createdAt: new Date(now - (s.hoursAgo ?? i + 1) * 3_600_000),
      })),
    )
    .returning();
}

async function studentOf(companyOverrides = {}) {
  const company = await createCompany(t, companyOverrides);
  const student = await createStudent(t, company.code);
  const { c } = await login(t, company.host, student.email, student.password);
  return { company, student, c };
}

const titles = (res: { json(): { data: { Items: { name: string }[] } } }) =>
  res.json().data.Items.map((n) => n.name);

describe('GET get-notification (spec 1 §7)', () => {
  it('refuses a visitor without a session and a session of another company', async () => {
    const a = await studentOf();
    const b = await studentOf();
    expect((await client(t, a.company.host).get('/api/get-notification')).statusCode).toBe(401);
    // b's session cookie on a's host: a token is valid only on its own company's host.
    const foreign = client(t, a.company.host);
    foreign.cookie = b.c.cookie;
    const res = await foreign.get('/api/get-notification');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'UNAUTH' });
  });

  it('lists only the company’s active notifications, newest first, unread until read', async () => {
    const { company, c } = await studentOf();
    const other = await createCompany(t);
    await addNotifications(t, company.code, [
      { title: 'Newest', hoursAgo: 1 },
      { title: 'Hidden', hoursAgo: 2, isActive: false },
      { title: 'Oldest', hoursAgo: 30 },
      { title: 'A notice', hoursAgo: 3, type: 'notice' },
      { title: 'Middle', hoursAgo: 5 },
    ]);
    await addNotifications(t, other.code, [{ title: 'Another portal', hoursAgo: 1 }]);

    const res = await c.get('/api/get-notification?type=notification&limit=10');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(res.json().data.lastEvaluatedKey).toBeNull();
    expect(res.json().data.Items[0]).toMatchObject({
      type: 'notification',
      shortDescription: expect.any(String),
      content: expect.stringContaining('<p>'),
      isActive: true,
      companyCode: company.code,
      userActions: null,
      isRead: false,
      createdDateTime: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    });
    expect(titles(await c.get('/api/get-notification?sort=asc'))).toEqual(['Oldest', 'Middle', 'Newest']);
    expect(titles(await c.get('/api/get-notification?type=notice'))).toEqual(['A notice']);
  });

  it('counts the student’s unread rows of the type for the header bell', async () => {
    const { company, c } = await studentOf();
    const rows = await addNotifications(t, company.code, [
      { title: 'One', hoursAgo: 1 },
      { title: 'Two', hoursAgo: 2 },
      { title: 'Off', hoursAgo: 3, isActive: false },
      { title: 'A notice', hoursAgo: 4, type: 'notice' },
    ]);
    const other = await studentOf();
    await addNotifications(t, other.company.code, [{ title: 'Elsewhere' }]);
    const unread = async () => (await c.get('/api/get-notification?limit=1')).json().data.unreadCount;
    expect(await unread()).toBe(2);
    const read = await c.post('/api/user-actions', {
      referenceId: rows[0]?.id,
      referenceType: 'Notification',
      isRead: true,
    });
    expect(read.statusCode).toBe(200);
    expect(await unread()).toBe(1);
    expect((await c.get('/api/get-notification?type=notice')).json().data.unreadCount).toBe(1);
    // Another student of another company has their own count.
    expect((await other.c.get('/api/get-notification')).json().data.unreadCount).toBe(1);
  });

  it('pages by 10 with lastEvaluatedKey: 10 rows are one page, 11 are two, 25 are three', async () => {
    const { company, c } = await studentOf();
    const rows = await addNotifications(
      t,
      company.code,
      Array.from({ length: 10 }, () => ({})),
    );
    const one = await c.get('/api/get-notification');
    expect(one.json().data.Items).toHaveLength(10);
    expect(one.json().data.lastEvaluatedKey).toBeNull();

    await addNotifications(t, company.code, [{ title: 'Eleventh', hoursAgo: 100 }]);
    const first = await c.get('/api/get-notification?limit=10');
    expect(first.json().data.Items).toHaveLength(10);
    const key = first.json().data.lastEvaluatedKey;
    expect(key).toBe(rows[9]?.id);
    const second = await c.get(`/api/get-notification?limit=10&lastKey=${key}`);
    expect(titles(second)).toEqual(['Eleventh']);
    expect(second.json().data.lastEvaluatedKey).toBeNull();

    await addNotifications(
      t,
      company.code,
      Array.from({ length: 14 }, (_, i) => ({ hoursAgo: 200 + i })),
    );
    const seen: string[] = [];
    let lastKey: string | null = null;
    let pages = 0;
    do {
      const res = await c.get(`/api/get-notification${lastKey ? `?lastKey=${lastKey}` : ''}`);
      seen.push(...res.json().data.Items.map((n: { id: string }) => n.id));
      lastKey = res.json().data.lastEvaluatedKey;
      pages += 1;
    } while (lastKey);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });

  it('keeps rows posted in the same instant apart (ties broken by id)', async () => {
    const { company, c } = await studentOf();
    await addNotifications(
      t,
      company.code,
      Array.from({ length: 12 }, () => ({ hoursAgo: 4 })),
    );
    const first = (await c.get('/api/get-notification?limit=5')).json().data;
    const second = (await c.get(`/api/get-notification?limit=5&lastKey=${first.lastEvaluatedKey}`)).json()
      .data;
    const third = (await c.get(`/api/get-notification?limit=5&lastKey=${second.lastEvaluatedKey}`)).json()
      .data;
    const ids = [...first.Items, ...second.Items, ...third.Items].map((n: { id: string }) => n.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(third.lastEvaluatedKey).toBeNull();
  });

  it('filters by date: whole UTC days or exact date-times, both ends included', async () => {
    const { company, c } = await studentOf();
    // The test clock is 2026-11-22T09:00Z.
    await addNotifications(t, company.code, [
      { title: 'Today', hoursAgo: 2 },
      { title: 'Yesterday', hoursAgo: 24 },
      { title: 'Last week', hoursAgo: 24 * 7 },
    ]);
    expect(titles(await c.get('/api/get-notification?from=2026-11-21&to=2026-11-21'))).toEqual(['Yesterday']);
    expect(titles(await c.get('/api/get-notification?from=2026-11-21'))).toEqual(['Today', 'Yesterday']);
    expect(titles(await c.get('/api/get-notification?to=2026-11-20'))).toEqual(['Last week']);
    expect(
      titles(
        await c.get(
          `/api/get-notification?from=${encodeURIComponent('2026-11-22T07:00:00.000Z')}&to=${encodeURIComponent('2026-11-22T07:00:00.000Z')}`,
        ),
      ),
    ).toEqual(['Today']);
    expect(titles(await c.get('/api/get-notification?from=2026-12-01'))).toEqual([]);
  });

  it('validates every input with a message that names the field', async () => {
    const { c } = await studentOf();
    const bad = async (qs: string) => {
      const res = await c.get(`/api/get-notification?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION');
      return res.json().message as string;
    };
    expect(await bad('type=video')).toBe('type must be notification or notice');
    expect(await bad('limit=0')).toBe('limit must be a whole number from 1 to 50');
    expect(await bad('limit=51')).toBe('limit must be a whole number from 1 to 50');
    expect(await bad('limit=ten')).toBe('limit must be a whole number from 1 to 50');
    expect(await bad('lastKey=nope')).toBe('lastKey is invalid');
    expect(await bad('from=yesterday')).toBe('from must be a date (YYYY-MM-DD) or an ISO date-time');
    expect(await bad('from=2026-11-22&to=2026-11-01')).toBe('from must be on or before to');
    expect(await bad('sort=random')).toBe('sort must be desc or asc');
    // A well-formed key that names no row of this company and type.
    expect(await bad('lastKey=00000000-0000-4000-8000-000000000000')).toBe('lastKey is invalid');
  });

  it('never pages with another company’s row as the key', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const [foreign] = await addNotifications(t, b.company.code, [{}, {}]);
    const res = await a.c.get(`/api/get-notification?lastKey=${foreign?.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('lastKey is invalid');
  });
});

describe('GET get-notification/:id', () => {
  it('gives one active row of the company, and 404 for another company’s or an inactive one', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const [notice, hidden] = await addNotifications(t, a.company.code, [
      { title: 'Exam centre moved', type: 'notice' },
      { title: 'Withdrawn', type: 'notice', isActive: false },
    ]);
    const ok = await a.c.get(`/api/get-notification/${notice?.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Exam centre moved', type: 'notice', isRead: false });
    expect((await a.c.get(`/api/get-notification/${hidden?.id}`)).statusCode).toBe(404);
    const foreign = await b.c.get(`/api/get-notification/${notice?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, message: 'Notification not found' });
    const bad = await a.c.get('/api/get-notification/42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a notification id');
  });
});

describe('the schedule of a notification (publish_at, unpublish_at)', () => {
  it('shows a row only from its publish moment until its unpublish moment, in the list, count and detail', async () => {
    const a = await studentOf();
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000);
    const [, scheduled, ended] = await addNotifications(t, a.company.code, [
      { title: 'Always' },
      { title: 'Scheduled', publishAt: at(1), unpublishAt: at(3) },
      { title: 'Ended', publishAt: at(-5), unpublishAt: at(0) },
    ]);
    const seen = async () => {
      const data = (await a.c.get('/api/get-notification')).json().data;
      return { names: data.Items.map((n: { name: string }) => n.name), unread: data.unreadCount };
    };
    expect(await seen()).toEqual({ names: ['Always'], unread: 1 });
    expect((await a.c.get(`/api/get-notification/${scheduled?.id}`)).statusCode).toBe(404);
    expect((await a.c.get(`/api/get-notification/${ended?.id}`)).statusCode).toBe(404);
    t.clock.advance(3600);
    expect(await seen()).toEqual({ names: ['Always', 'Scheduled'], unread: 2 });
    expect((await a.c.get(`/api/get-notification/${scheduled?.id}`)).statusCode).toBe(200);
    t.clock.advance(2 * 3600);
    expect(await seen()).toEqual({ names: ['Always'], unread: 1 });
    t.clock.advance(-3 * 3600);
  });
});

describe('notifications of a course', () => {
  it('lists the company’s rows and those of the course sent, never another course’s, in the list, count and detail', async () => {
    const { company, student, c } = await studentOf();
    const mine = await createCourse(t, company.code);
    const alsoMine = await createCourse(t, company.code);
    const notMine = await createCourse(t, company.code);
    await enrol(t, student, mine.product.id);
    await enrol(t, student, alsoMine.product.id);
    const [, , other, foreign] = await addNotifications(t, company.code, [
      { title: 'Everyone', hoursAgo: 1 },
      { title: 'This course', hoursAgo: 2, courseId: mine.course.id },
      { title: 'My other course', hoursAgo: 3, courseId: alsoMine.course.id },
      { title: 'Not my course', hoursAgo: 4, courseId: notMine.course.id },
      { title: 'A notice of this course', hoursAgo: 5, type: 'notice', courseId: mine.course.id },
    ]);
    const seen = async (query: string) => {
      const data = (await c.get(`/api/get-notification?type=notification${query}`)).json().data;
      return { names: data.Items.map((n: { name: string }) => n.name), unread: data.unreadCount };
    };
    expect(await seen(`&courseId=${mine.course.id}`)).toEqual({
      names: ['Everyone', 'This course'],
      unread: 2,
    });
    expect(await seen(`&courseId=${alsoMine.course.id}`)).toEqual({
      names: ['Everyone', 'My other course'],
      unread: 2,
    });
    // A course the student does not hold, something that is no course id, or none: the company's only.
    expect(await seen(`&courseId=${notMine.course.id}`)).toEqual({ names: ['Everyone'], unread: 1 });
    expect(await seen('&courseId=ielts')).toEqual({ names: ['Everyone'], unread: 1 });
    expect(await seen('')).toEqual({ names: ['Everyone'], unread: 1 });
    expect(titles(await c.get(`/api/get-notification?type=notice&courseId=${mine.course.id}`))).toEqual([
      'A notice of this course',
    ]);
    // Opened by id: a row of any of the student's courses, not of a course they do not hold.
    expect((await c.get(`/api/get-notification/${other?.id}`)).statusCode).toBe(200);
    expect((await c.get(`/api/get-notification/${foreign?.id}`)).statusCode).toBe(404);
  });
});
