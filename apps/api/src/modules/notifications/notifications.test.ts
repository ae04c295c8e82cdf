import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { notifications, userActions } from '../../db/schema';

const t = useTestApp();

type Seed = { title?: string; type?: 'notification' | 'notice'; isActive?: boolean; hoursAgo?: number };

/** Rows of one company, the n-th posted n hours before the test clock unless told otherwise. */
async function addNotifications(ctx: TestContext, companyCode: string, seeds: Seed[]) {
  const now = ctx.clock.now().getTime();
  return ctx.database.db
    .insert(notifications)
    .values(
      seeds.map((s, i) => ({
        companyCode,
        type: s.type ?? 'notification',
        title: s.title ?? `Notice ${i + 1}`,
        shortDescription: `Short ${i + 1}`,
        description: `<p>Body ${i + 1}</p>`,
        isActive: s.isActive ?? true,
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

describe('POST user-actions (spec 1 §4 Notification, §7)', () => {
  it('refuses a visitor without a session', async () => {
    const { company } = await studentOf();
    const res = await client(t, company.host).post('/api/user-actions', {});
    expect(res.statusCode).toBe(401);
  });

  it('marks a notification read; posting twice keeps one row and it stays read', async () => {
    const { company, student, c } = await studentOf();
    const [n] = await addNotifications(t, company.code, [{ title: 'Mock test on Saturday' }]);
    const body = { referenceId: n?.id, referenceType: 'Notification', isRead: true };
    const first = await c.post('/api/user-actions', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: {
        id: `${company.code}_${student.id}_${n?.id}`,
        referenceId: n?.id,
        referenceType: 'Notification',
        isRead: true,
        status: null,
      },
    });
    t.clock.advance(60);
    const again = await c.post('/api/user-actions', {
      ...body,
      id: `${company.code}_${student.id}_${n?.id}`,
    });
    expect(again.statusCode).toBe(200);
    // An explicit false never turns a read notification back to unread.
    await c.post('/api/user-actions', { ...body, isRead: false });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(userActions)
      .where(and(eq(userActions.studentId, student.id), eq(userActions.referenceId, n?.id as string)));
    expect(row?.n).toBe(1);

    const listed = (await c.get('/api/get-notification')).json().data.Items[0];
    expect(listed).toMatchObject({ isRead: true, userActions: { isRead: true } });
    // Another student of the same company still sees it unread.
    const peer = await createStudent(t, company.code);
    const { c: peerClient } = await login(t, company.host, peer.email, peer.password);
    expect((await peerClient.get('/api/get-notification')).json().data.Items[0].isRead).toBe(false);
  });

  it('stores status, duration and course when sent, and keeps them when a later post omits them', async () => {
    const { company, c } = await studentOf();
    const { course } = await createCourse(t, company.code);
    const [n] = await addNotifications(t, company.code, [{ type: 'notice' }]);
    await c.post('/api/user-actions', {
      referenceId: n?.id,
      referenceType: 'Notice',
      objectType: 'Notice',
      status: 'Completed',
      duration: 12.5,
      courseId: course.id,
    });
    const res = await c.post('/api/user-actions', { referenceId: n?.id, referenceType: 'Notice' });
    expect(res.json().data).toMatchObject({
      objectType: 'Notice',
      status: 'Completed',
      duration: 12.5,
      courseId: course.id,
      isRead: true,
    });
  });

  it('never reads another company’s notification, nor a notice posted as a notification', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const [foreign] = await addNotifications(t, b.company.code, [{ title: 'Only for b' }]);
    const res = await a.c.post('/api/user-actions', {
      referenceId: foreign?.id,
      referenceType: 'Notification',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      message: 'Notification not found',
    });
    const rows = await t.database.db
      .select({ n: count() })
      .from(userActions)
      .where(eq(userActions.referenceId, foreign?.id as string));
    expect(rows[0]?.n).toBe(0);
    expect((await b.c.get('/api/get-notification')).json().data.Items[0].isRead).toBe(false);

    const [notice] = await addNotifications(t, a.company.code, [{ type: 'notice' }]);
    expect(
      (await a.c.post('/api/user-actions', { referenceId: notice?.id, referenceType: 'Notification' }))
        .statusCode,
    ).toBe(404);

    const named = await a.c.post('/api/user-actions', {
      referenceId: notice?.id,
      referenceType: 'Notice',
      companyCode: b.company.code,
    });
    expect(named.statusCode).toBe(403);
    const otherId = await a.c.post('/api/user-actions', {
      id: `${b.company.code}_${b.student.id}_${notice?.id}`,
      referenceId: notice?.id,
      referenceType: 'Notice',
    });
    expect(otherId.statusCode).toBe(403);
    expect(otherId.json().message).toBe('id does not name this student and object');
    const { course } = await createCourse(t, b.company.code);
    const foreignCourse = await a.c.post('/api/user-actions', {
      referenceId: notice?.id,
      referenceType: 'Notice',
      courseId: course.id,
    });
    expect(foreignCourse.statusCode).toBe(400);
    expect(foreignCourse.json().message).toBe('courseId must be a course of this portal');
  });

  it('validates the record with messages that name the field', async () => {
    const { company, c } = await studentOf();
    const [n] = await addNotifications(t, company.code, [{}]);
    const bad = async (body: object) => {
      const res = await c.post('/api/user-actions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION');
      return res.json().message as string;
    };
    expect(await bad({ referenceType: 'Notification' })).toBe('referenceId must be an object id');
    expect(await bad({ referenceId: 'abc', referenceType: 'Notification' })).toBe(
      'referenceId must be an object id',
    );
    expect(await bad({ referenceId: n?.id, referenceType: 'Banner' })).toBe(
      'referenceType must be Notification or Notice',
    );
    expect(await bad({ referenceId: n?.id, referenceType: 'Notification', status: 'Done' })).toBe(
      'status must be InProgress, Completed or Attended',
    );
    expect(await bad({ referenceId: n?.id, referenceType: 'Notification', duration: -1 })).toBe(
      'duration must not be negative',
    );
    expect(await bad({ referenceId: n?.id, referenceType: 'Notification', isRead: 'yes' })).toBe(
      'isRead must be true or false',
    );
  });
});
