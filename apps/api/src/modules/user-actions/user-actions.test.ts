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
import {
  batchEnrolments,
  liveClassBatches,
  liveClassBatchTypes,
  liveClasses,
  notifications,
  userActions,
  videos,
} from '../../db/schema';

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
      'referenceType must be Notification, Notice, Video, Batch or LearningObject',
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

async function addVideo(companyCode: string, overrides: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(videos)
    .values({
      companyCode,
      section: 'walkthrough',
      title: 'Welcome',
      content: '/demo-media/video/sample/index.m3u8',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('video not created');
  return row;
}

/** A live class in a fresh batch of a fresh course of the company. */
async function addLiveClass(companyCode: string) {
  const db = t.database.db;
  const { course } = await createCourse(t, companyCode);
  const [type] = await db.insert(liveClassBatchTypes).values({ companyCode, name: 'Weekday' }).returning();
  const [batch] = await db
    .insert(liveClassBatches)
    .values({ companyCode, courseId: course.id, batchTypeId: type!.id, batchName: 'Morning' })
    .returning();
  const [liveClass] = await db
    .insert(liveClasses)
    .values({ companyCode, batchId: batch!.id, className: 'Speaking part 2', classDateTime: t.clock.now() })
    .returning();
  return { course, batch: batch!, liveClass: liveClass! };
}

const stored = async (studentId: string, referenceId: string) =>
  t.database.db
    .select()
    .from(userActions)
    .where(and(eq(userActions.studentId, studentId), eq(userActions.referenceId, referenceId)));

describe('POST user-actions for a video (spec 1 §4 video progress)', () => {
  it('upserts the position while playing and keeps one row', async () => {
    const { company, student, c } = await studentOf();
    const video = await addVideo(company.code);
    const post = (body: object) =>
      c.post('/api/user-actions', { referenceId: video.id, referenceType: 'Video', ...body });
    const first = await post({ status: 'InProgress', duration: 3.2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      id: `${company.code}_${student.id}_${video.id}`,
      referenceType: 'Video',
      objectType: 'Video',
      status: 'InProgress',
      duration: 3.2,
    });
    t.clock.advance(3);
    expect((await post({ status: 'InProgress', duration: 6.4 })).json().data.duration).toBe(6.4);
    const rows = await stored(student.id, video.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'InProgress', duration: 6.4 });
  });

  it('a completed video stays completed; a later InProgress post only moves the position', async () => {
    const { company, student, c } = await studentOf();
    const video = await addVideo(company.code);
    const post = (body: object) =>
      c.post('/api/user-actions', { referenceId: video.id, referenceType: 'Video', ...body });
    await post({ status: 'InProgress', duration: 15 });
    const ended = await post({ status: 'Completed', duration: 0 });
    expect(ended.json().data).toMatchObject({ status: 'Completed', duration: 0 });
    const rewatch = await post({ status: 'InProgress', duration: 9 });
    expect(rewatch.statusCode).toBe(200);
    expect(rewatch.json().data).toMatchObject({ status: 'Completed', duration: 9 });
    expect((await stored(student.id, video.id))[0]).toMatchObject({ status: 'Completed', duration: 9 });
  });

  it('refuses another company’s video, an inactive one, and a post without status or position', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const foreign = await addVideo(b.company.code);
    const res = await a.c.post('/api/user-actions', {
      referenceId: foreign.id,
      referenceType: 'Video',
      status: 'InProgress',
      duration: 4,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND', message: 'Video not found' });
    expect(await stored(a.student.id, foreign.id)).toHaveLength(0);

    const hidden = await addVideo(a.company.code, { isActive: false });
    expect(
      (
        await a.c.post('/api/user-actions', {
          referenceId: hidden.id,
          referenceType: 'Video',
          status: 'InProgress',
          duration: 1,
        })
      ).statusCode,
    ).toBe(404);

    const own = await addVideo(a.company.code);
    const noStatus = await a.c.post('/api/user-actions', {
      referenceId: own.id,
      referenceType: 'Video',
      duration: 1,
    });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().message).toBe('status must be InProgress or Completed for a video');
    const attended = await a.c.post('/api/user-actions', {
      referenceId: own.id,
      referenceType: 'Video',
      status: 'Attended',
      duration: 1,
    });
    expect(attended.json().message).toBe('status must be InProgress or Completed for a video');
    const noPosition = await a.c.post('/api/user-actions', {
      referenceId: own.id,
      referenceType: 'Video',
      status: 'InProgress',
    });
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json().message).toBe('duration (the position in seconds) is required for a video');
    // A notification id is not a video.
    const [n] = await addNotifications(t, a.company.code, [{}]);
    expect(
      (
        await a.c.post('/api/user-actions', {
          referenceId: n?.id,
          referenceType: 'Video',
          status: 'InProgress',
          duration: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST user-actions for a live class (spec 1 §4 launch, spec 3 §7)', () => {
  const launch = (liveClassId: string, body: object = {}) => ({
    referenceId: liveClassId,
    referenceType: 'Batch',
    objectType: 'LiveClass',
    status: 'Attended',
    duration: 0,
    ...body,
  });

  it('records Attended only for a class of a batch the student is enrolled in', async () => {
    const { company, student, c } = await studentOf();
    const { course, batch, liveClass } = await addLiveClass(company.code);

    const outsider = await c.post('/api/user-actions', launch(liveClass.id));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({
      errorCode: 'FORBIDDEN',
      message: 'You are not enrolled in this live class’s batch',
    });
    expect(await stored(student.id, liveClass.id)).toHaveLength(0);

    await t.database.db
      .insert(batchEnrolments)
      .values({ companyCode: company.code, batchId: batch.id, studentId: student.id });
    const res = await c.post('/api/user-actions', launch(liveClass.id, { courseId: course.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: `${company.code}_${student.id}_${liveClass.id}`,
      referenceType: 'Batch',
      objectType: 'LiveClass',
      status: 'Attended',
      courseId: course.id,
      duration: 0,
    });
    // Launching again keeps one row.
    await c.post('/api/user-actions', launch(liveClass.id));
    expect(await stored(student.id, liveClass.id)).toHaveLength(1);

    // A class of another batch of the same company is still refused.
    const other = await addLiveClass(company.code);
    expect((await c.post('/api/user-actions', launch(other.liveClass.id))).statusCode).toBe(403);
  });

  it('checks objectType and status', async () => {
    const { company, student, c } = await studentOf();
    const { batch, liveClass } = await addLiveClass(company.code);
    await t.database.db
      .insert(batchEnrolments)
      .values({ companyCode: company.code, batchId: batch.id, studentId: student.id });
    const wrongObject = await c.post('/api/user-actions', launch(liveClass.id, { objectType: 'Video' }));
    expect(wrongObject.statusCode).toBe(400);
    expect(wrongObject.json().message).toBe('objectType must be LiveClass for a Batch action');
    const wrongStatus = await c.post('/api/user-actions', launch(liveClass.id, { status: 'Completed' }));
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json().message).toBe('status must be Attended for a live class');
  });

  it('never records a class of another company, even for a student enrolled in its batch there', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const { batch, liveClass } = await addLiveClass(b.company.code);
    await t.database.db
      .insert(batchEnrolments)
      .values({ companyCode: b.company.code, batchId: batch.id, studentId: b.student.id });
    const res = await a.c.post('/api/user-actions', launch(liveClass.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Live class not found');
    // b's own session on a's host is refused before any lookup.
    const foreign = client(t, a.company.host);
    foreign.cookie = b.c.cookie;
    expect((await foreign.post('/api/user-actions', launch(liveClass.id))).statusCode).toBe(401);
    expect((await b.c.post('/api/user-actions', launch(liveClass.id))).statusCode).toBe(200);
  });
});

describe('GET user-actions?referenceIds (the player resumes from it)', () => {
  it('refuses a visitor without a session and a session of another company', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const video = await addVideo(a.company.code);
    const url = `/api/user-actions?referenceIds=${video.id}`;
    expect((await client(t, a.company.host).get(url)).statusCode).toBe(401);
    const foreign = client(t, a.company.host);
    foreign.cookie = b.c.cookie;
    expect((await foreign.get(url)).statusCode).toBe(401);
  });

  it('returns only the student’s own actions on the named objects', async () => {
    const { company, student, c } = await studentOf();
    const peer = await createStudent(t, company.code);
    const { c: peerClient } = await login(t, company.host, peer.email, peer.password);
    const [one, two, untouched] = [
      await addVideo(company.code),
      await addVideo(company.code),
      await addVideo(company.code),
    ];
    await c.post('/api/user-actions', {
      referenceId: one.id,
      referenceType: 'Video',
      status: 'InProgress',
      duration: 7.5,
    });
    await c.post('/api/user-actions', {
      referenceId: two.id,
      referenceType: 'Video',
      status: 'Completed',
      duration: 0,
    });
    await peerClient.post('/api/user-actions', {
      referenceId: untouched.id,
      referenceType: 'Video',
      status: 'InProgress',
      duration: 11,
    });
    const res = await c.get(`/api/user-actions?referenceIds=${one.id},${two.id},${untouched.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { referenceId: string; status: string; duration: number; id: string }[];
    expect(data.sort((x, y) => x.duration - y.duration)).toEqual([
      expect.objectContaining({ referenceId: two.id, status: 'Completed', duration: 0 }),
      expect.objectContaining({ referenceId: one.id, status: 'InProgress', duration: 7.5 }),
    ]);
    expect(data.every((d) => d.id.startsWith(`${company.code}_${student.id}_`))).toBe(true);
  });

  it('validates the ids', async () => {
    const { c } = await studentOf();
    const bad = async (query: string) => {
      const res = await c.get(`/api/user-actions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('referenceIds must be 1 to 100 object ids separated by commas');
    };
    await bad('');
    await bad('?referenceIds=');
    await bad('?referenceIds=abc');
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    await bad(`?referenceIds=${ids}`);
    expect((await c.get(`/api/user-actions?referenceIds=${crypto.randomUUID()}`)).json()).toEqual({
      success: true,
      data: [],
    });
  });
});
