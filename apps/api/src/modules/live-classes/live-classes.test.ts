import { LiveClassMessages as M } from '@portico/contract/live-classes';
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
import {
  batchEnrolments,
  liveClassBatches,
  liveClassBatchTypes,
  liveClassDownloads,
  liveClasses,
} from '../../db/schema';

/**
 * spec 3 §2, §3, §4, §7 live classes and batches: what a student of the course sees, the status from
 * the clock, 'today' in the student's zone, links only for the students of a batch, per company.
 */
const t = useTestApp();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** A company with a course, a signed-in student holding it, and helpers to add batches and classes. */
async function world(ctx: TestContext) {
  const db = ctx.database.db;
  const company = await createCompany(ctx);
  const { course, product } = await createCourse(ctx, company.code);
  const student = await createStudent(ctx, company.code);
  await enrol(ctx, student, product.id);
  const { c } = await login(ctx, company.host, student.email, student.password);
  const co = company.code;

  const addType = async (name: string, orderNo = 0, thumbnail = '') => {
    const [row] = await db
      .insert(liveClassBatchTypes)
      .values({ companyCode: co, name, description: `${name} classes`, thumbnail, orderNo })
      .returning();
    return row!;
  };
  const addBatch = async (
    typeId: string,
    batchName: string,
    opts: { enrolled?: boolean; language?: string; isEnabled?: boolean; courseId?: string } = {},
  ) => {
    const [row] = await db
      .insert(liveClassBatches)
      .values({
        companyCode: co,
        courseId: opts.courseId ?? course.id,
        batchTypeId: typeId,
        batchName,
        description: `About ${batchName}`,
        language: opts.language ?? 'English',
        isEnabled: opts.isEnabled ?? true,
      })
      .returning();
    if (opts.enrolled ?? true) {
      await db.insert(batchEnrolments).values({ companyCode: co, batchId: row!.id, studentId: student.id });
    }
    return row!;
  };
  const addClass = async (
    batchId: string,
    at: Date | number,
    extra: Partial<typeof liveClasses.$inferInsert> = {},
  ) => {
    const classDateTime = typeof at === 'number' ? new Date(ctx.clock.now().getTime() + at * MIN) : at;
    const [row] = await db
      .insert(liveClasses)
      .values({
        companyCode: co,
        batchId,
        className: `Class ${classDateTime.toISOString()}`,
        classDateTime,
        durationMinutes: 60,
        joinUrl: 'https://meet.example/room',
        vimeoLink: '/demo-media/video/sample/index.m3u8',
        downloadLink: '/demo-media/live/answer-keys.pdf',
        ...extra,
      })
      .returning();
    return row!;
  };
  return { company, course, product, student, c, addType, addBatch, addClass };
}

/** Moves the test clock forward to the next `hh:mm` UTC (the clock never goes back). */
function advanceToUtc(hours: number, minutes = 0) {
  const now = t.clock.now().getTime();
  const dayStart = Math.floor(now / DAY) * DAY;
  let target = dayStart + hours * HOUR + minutes * MIN;
  if (target <= now) target += DAY;
  t.clock.advance((target - now) / 1000);
  return new Date(target);
}

const ids = (list: { id: string }[]) => list.map((c) => c.id);
const q = (path: string, params: Record<string, string>) => `/api/${path}?${new URLSearchParams(params)}`;

describe('live classes: access', () => {
  it('needs a session of the same company on every call', async () => {
    const w = await world(t);
    const paths = [
      q('live-class', { courseId: w.course.id }),
      q('live-class/batches', { courseId: w.course.id }),
      q('live-class/batch', { courseId: w.course.id, batchId: w.course.id }),
    ];
    const other = await world(t);
    for (const path of paths) {
      expect((await client(t, w.company.host).get(path)).statusCode, path).toBe(401);
      // A token of another company on this company's host.
      const cross = client(t, w.company.host);
      cross.cookie = other.c.cookie;
      expect((await cross.get(path)).statusCode, path).toBe(401);
    }
  });

  it('refuses a course the student does not hold (403) and another company’s course (404)', async () => {
    const w = await world(t);
    const notHeld = await createCourse(t, w.company.code);
    const foreign = await world(t);
    const type = await foreign.addType('Regular');
    const foreignBatch = await foreign.addBatch(type.id, 'Theirs');
    for (const path of ['live-class', 'live-class/batches']) {
      const refused = await w.c.get(q(path, { courseId: notHeld.course.id }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        message: M.notAssigned,
        errorCode: 'FORBIDDEN',
      });
      const missing = await w.c.get(q(path, { courseId: foreign.course.id }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.courseNotFound);
    }
    // Another company's batch, asked with this student's course or with the other course.
    for (const courseId of [w.course.id, foreign.course.id]) {
      const res = await w.c.get(q('live-class/batch', { courseId, batchId: foreignBatch.id }));
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers bad input with 400 or 404 and a clear message, never 500', async () => {
    const w = await world(t);
    const bad: [string, number, string][] = [
      [q('live-class', {}), 400, M.badCourse],
      [q('live-class', { courseId: 'nope' }), 400, M.badCourse],
      [q('live-class', { courseId: String(2 ** 31) }), 400, M.badCourse],
      [q('live-class', { courseId: 'x'.repeat(1_000_000) }), 400, M.badCourse],
      [
        q('live-class', { courseId: `${w.course.id}\u0000` }),
        400,
        'courseId: must not contain the NUL character',
      ],
      [q('live-class', { courseId: w.course.id, tz: 'Mars/Olympus' }), 400, M.badTimeZone],
      [q('live-class', { courseId: w.course.id, tz: 'x'.repeat(1_000_000) }), 400, M.badTimeZone],
      [q('live-class/batches', { courseId: '-1' }), 400, M.badCourse],
      [q('live-class/batch', { courseId: w.course.id }), 400, M.badBatch],
      [q('live-class/batch', { courseId: w.course.id, batchId: String(2 ** 31) }), 400, M.badBatch],
      [q('live-class/batch', { courseId: w.course.id, batchId: crypto.randomUUID() }), 404, M.batchNotFound],
    ];
    for (const [path, status, message] of bad) {
      const res = await w.c.get(path);
      expect(res.statusCode, path.slice(0, 120)).toBe(status);
      expect(res.json().message, path.slice(0, 120)).toContain(message);
    }
  });
});

describe('GET live-class', () => {
  it('lists the student’s classes of the course from today on, with the status from the clock', async () => {
    advanceToUtc(9);
    const w = await world(t);
    const type = await w.addType('Regular');
    const mine = await w.addBatch(type.id, 'Morning');
    const notMine = await w.addBatch(type.id, 'Evening', { enrolled: false });
    const closed = await w.addBatch(type.id, 'Paused', { isEnabled: false });
    const otherCourse = await createCourse(t, w.company.code);
    await enrol(t, w.student, otherCourse.product.id);
    const elsewhere = await w.addBatch(type.id, 'Other course', { courseId: otherCourse.course.id });

    const finished = await w.addClass(mine.id, -120);
    const started = await w.addClass(mine.id, -20, {
      durationMinutes: 90,
      alertMessage: 'Camera on, please',
    });
    const soon = await w.addClass(mine.id, 5);
    const cancelled = await w.addClass(mine.id, 60, { status: 'cancelled' });
    const later = await w.addClass(mine.id, 240);
    const inAWeek = await w.addClass(mine.id, 7 * 24 * 60);
    await w.addClass(mine.id, -24 * 60); // yesterday
    await w.addClass(mine.id, 8 * 24 * 60 + 60); // after the window
    await w.addClass(notMine.id, 30);
    await w.addClass(closed.id, 30);
    await w.addClass(elsewhere.id, 30);

    const res = await w.c.get(q('live-class', { courseId: w.course.id }));
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(ids(list)).toEqual(ids([finished, started, soon, cancelled, later, inAWeek]));
    expect(list.map((c: { clsStatus: string }) => c.clsStatus)).toEqual([
      'finished',
      'started',
      'started', // ten minutes before its start
      'cancelled',
      'scheduled',
      'scheduled',
    ]);
    expect(list[1]).toEqual({
      id: started.id,
      className: started.className,
      batchId: mine.id,
      batchName: 'Morning',
      agenda: '',
      classDateTime: started.classDateTime.toISOString(),
      classTimeString: expect.stringMatching(
        /^\w{3}, \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m$/,
      ),
      clsStatus: 'started',
      alertMessage: 'Camera on, please',
      companyCode: w.company.code,
      zoomData: { join_url: 'https://meet.example/room', duration: 90 },
      vimeoLink: '/demo-media/video/sample/index.m3u8',
      downloadLink: '/demo-media/live/answer-keys.pdf',
    });
    // Nothing left to join in a finished or cancelled class.
    expect(list[0].zoomData.join_url).toBe('');
    expect(list[3].zoomData.join_url).toBe('');

    // The clock moves: the started class finishes, the later one starts ten minutes early.
    t.clock.advance(231 * 60);
    const after = (await w.c.get(q('live-class', { courseId: w.course.id }))).json().data;
    const status = (id: string) => after.find((c: { id: string }) => c.id === id)?.clsStatus;
    expect(status(started.id)).toBe('finished');
    expect(status(later.id)).toBe('started');
    expect(after.find((c: { id: string }) => c.id === later.id).zoomData.join_url).toBe(
      'https://meet.example/room',
    );
  });

  it('a class that began before midnight and is still on is today’s, in the list and in its batch', async () => {
    advanceToUtc(0, 10); // ten past midnight UTC
    const w = await world(t);
    const type = await w.addType('Regular');
    const batch = await w.addBatch(type.id, 'Late');
    const running = await w.addClass(batch.id, -20, { durationMinutes: 90 }); // 23:50 yesterday
    const over = await w.addClass(batch.id, -75); // 22:55 yesterday, 60 minutes: finished
    const list = (await w.c.get(q('live-class', { courseId: w.course.id, tz: 'UTC' }))).json().data;
    expect(ids(list)).toEqual([running.id]);
    expect(list[0].clsStatus).toBe('started');
    const d = (
      await w.c.get(q('live-class/batch', { courseId: w.course.id, batchId: batch.id, tz: 'UTC' }))
    ).json().data;
    expect([ids(d.completedClasses), ids(d.todayClasses)]).toEqual([[over.id], [running.id]]);
  });

  it('decides today in the student’s time zone: 23:30 UTC is the next morning in Asia/Kolkata', async () => {
    const now = advanceToUtc(9); // 14:30 in Kolkata, the same day
    const w = await world(t);
    const type = await w.addType('Regular');
    const batch = await w.addBatch(type.id, 'Morning');
    const lateLastNight = await w.addClass(batch.id, new Date(now.getTime() - 9.5 * HOUR)); // 23:30 UTC
    const tonight = await w.addClass(batch.id, new Date(now.getTime() + 14.5 * HOUR)); // 23:30 UTC
    const list = async (tz?: string) =>
      ids(
        (
          await w.c.get(q('live-class', tz ? { courseId: w.course.id, tz } : { courseId: w.course.id }))
        ).json().data,
      );
    expect(await list()).toEqual([tonight.id]); // UTC by default
    expect(await list('Asia/Kolkata')).toEqual([lateLastNight.id, tonight.id]);

    const split = async (tz: string) => {
      const d = (
        await w.c.get(q('live-class/batch', { courseId: w.course.id, batchId: batch.id, tz }))
      ).json().data;
      return [ids(d.completedClasses), ids(d.todayClasses), ids(d.upcomingClasses)];
    };
    expect(await split('UTC')).toEqual([[lateLastNight.id], [tonight.id], []]);
    expect(await split('Asia/Kolkata')).toEqual([[], [lateLastNight.id], [tonight.id]]);
    // And the time string is the student's.
    const d = (
      await w.c.get(q('live-class/batch', { courseId: w.course.id, batchId: batch.id, tz: 'Asia/Kolkata' }))
    ).json().data;
    expect(d.todayClasses[0].classTimeString).toMatch(/, 5:00 am – 6:00 am$/);
  });
});

describe('GET live-class/batches', () => {
  it('lists the course’s batches with their types, languages and e-books; disabled ones only to their students', async () => {
    const w = await world(t);
    const clinic = await w.addType('Speaking Clinic', 2, '/demo-media/live/clinic.svg');
    const regular = await w.addType('Regular', 1);
    await w.addType('Unused', 0);
    const morning = await w.addBatch(regular.id, 'Morning');
    const hindi = await w.addBatch(clinic.id, 'Hindi clinic', { enrolled: false, language: 'Hindi' });
    await w.addBatch(regular.id, 'Paused, not mine', { enrolled: false, isEnabled: false });
    const pausedMine = await w.addBatch(regular.id, 'Paused, mine', { isEnabled: false });
    const otherCourse = await createCourse(t, w.company.code);
    await w.addBatch(regular.id, 'Another course', { courseId: otherCourse.course.id });
    const db = t.database.db;
    await db.insert(liveClassDownloads).values([
      {
        companyCode: w.company.code,
        courseId: w.course.id,
        title: 'Workbook',
        downloadUrl: '/b.pdf',
        orderNo: 2,
      },
      {
        companyCode: w.company.code,
        courseId: w.course.id,
        title: 'Phrases',
        downloadUrl: '/a.pdf',
        orderNo: 1,
      },
      {
        companyCode: w.company.code,
        courseId: otherCourse.course.id,
        title: 'Not this course',
        downloadUrl: '/c.pdf',
      },
    ]);
    // Another company's batch of a course with the same name is not listed.
    const foreign = await world(t);
    await foreign.addBatch((await foreign.addType('Regular')).id, 'Foreign');

    const res = await w.c.get(q('live-class/batches', { courseId: w.course.id }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([
      {
        id: morning.id,
        batchName: 'Morning',
        description: 'About Morning',
        batchType: regular.id,
        batchTypeName: 'Regular',
        languages: 'English',
        isBatchEnabled: true,
        isEnrolled: true,
      },
      expect.objectContaining({ id: pausedMine.id, isBatchEnabled: false, isEnrolled: true }),
      expect.objectContaining({
        id: hindi.id,
        batchType: clinic.id,
        languages: 'Hindi',
        isEnrolled: false,
        isBatchEnabled: true,
      }),
    ]);
    expect(body.batchTypes).toEqual([
      { id: regular.id, name: 'Regular', description: 'Regular classes', thumbnail: '' },
      {
        id: clinic.id,
        name: 'Speaking Clinic',
        description: 'Speaking Clinic classes',
        thumbnail: '/demo-media/live/clinic.svg',
      },
    ]);
    expect(body.languages).toEqual(['English', 'Hindi']);
    expect(body.isOwnAccount).toBe(true);
    expect(body.downloads.map((d: { title: string }) => d.title)).toEqual(['Phrases', 'Workbook']);
    expect(body.downloads[0]).toEqual({ id: expect.any(String), title: 'Phrases', downloadUrl: '/a.pdf' });

    // A student of the course in no batch sees the enabled batches and is not in any.
    const other = await createStudent(t, w.company.code);
    await enrol(t, other, w.product.id);
    const { c } = await login(t, w.company.host, other.email, other.password);
    const theirs = (await c.get(q('live-class/batches', { courseId: w.course.id }))).json();
    expect(ids(theirs.data)).toEqual([morning.id, hindi.id]);
    expect(theirs.isOwnAccount).toBe(false);
    expect(theirs.data.every((b: { isEnrolled: boolean }) => !b.isEnrolled)).toBe(true);
  });
});

describe('GET live-class/batch', () => {
  it('splits a batch’s classes into completed, today and upcoming; links only for the batch’s students', async () => {
    const now = advanceToUtc(9);
    const w = await world(t);
    const type = await w.addType('Regular');
    const batch = await w.addBatch(type.id, 'Morning');
    const earlier = await w.addClass(batch.id, -3 * 24 * 60, { agenda: 'Join on time' });
    const yesterday = await w.addClass(batch.id, -24 * 60);
    const running = await w.addClass(batch.id, -5, { durationMinutes: 60 });
    const evening = await w.addClass(batch.id, 8 * 60);
    const nextWeek = await w.addClass(batch.id, 7 * 24 * 60);
    expect(now.getUTCHours()).toBe(9);

    const path = q('live-class/batch', { courseId: w.course.id, batchId: batch.id });
    const res = await w.c.get(path);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.batch).toEqual({
      id: batch.id,
      batchName: 'Morning',
      description: 'About Morning',
      batchType: type.id,
      batchTypeName: 'Regular',
      batchTypeDescription: 'Regular classes',
      languages: 'English',
      isBatchEnabled: true,
      isEnrolled: true,
    });
    expect(ids(d.completedClasses)).toEqual([earlier.id, yesterday.id]);
    expect(ids(d.todayClasses)).toEqual([running.id, evening.id]);
    expect(ids(d.upcomingClasses)).toEqual([nextWeek.id]);
    expect(d.completedClasses[0]).toMatchObject({
      agenda: 'Join on time',
      clsStatus: 'finished',
      vimeoLink: '/demo-media/video/sample/index.m3u8',
      downloadLink: '/demo-media/live/answer-keys.pdf',
      zoomData: { join_url: '', duration: 60 },
    });
    expect(d.todayClasses[0]).toMatchObject({
      clsStatus: 'started',
      zoomData: { join_url: 'https://meet.example/room' },
    });

    // A student of the course outside the batch sees its schedule, but no join link, recording or key.
    const outsider = await createStudent(t, w.company.code);
    await enrol(t, outsider, w.product.id);
    const { c } = await login(t, w.company.host, outsider.email, outsider.password);
    const seen = (await c.get(path)).json().data;
    expect(seen.batch.isEnrolled).toBe(false);
    const all = [...seen.completedClasses, ...seen.todayClasses, ...seen.upcomingClasses];
    expect(all).toHaveLength(5);
    for (const cls of all) {
      expect(cls.zoomData.join_url).toBe('');
      expect(cls.vimeoLink).toBe('');
      expect(cls.downloadLink).toBe('');
    }
    // Launching a class of a batch they are not in is refused, and so is another company's class.
    const launch = (referenceId: string) => ({
      referenceId,
      referenceType: 'Batch',
      objectType: 'LiveClass',
      status: 'Attended',
      courseId: w.course.id,
      duration: 0,
    });
    expect((await c.post('/api/user-actions', launch(running.id))).statusCode).toBe(403);
    const foreign = await world(t);
    const foreignClass = await foreign.addClass(
      (await foreign.addBatch((await foreign.addType('R')).id, 'F')).id,
      -5,
    );
    expect((await w.c.post('/api/user-actions', launch(foreignClass.id))).statusCode).toBe(404);

    // The batch's own student launches twice: one Attended action.
    for (let i = 0; i < 2; i++) {
      expect((await w.c.post('/api/user-actions', launch(running.id))).statusCode).toBe(200);
    }
    const dash = (await w.c.get(`/api/dashboard?id=${w.course.id}`)).json().data;
    expect(dash.stats.liveClassAttendedCount).toBe(1);
  });

  it('hides a disabled batch from those outside it; its students keep recordings, not join links', async () => {
    const w = await world(t);
    const type = await w.addType('Regular');
    const paused = await w.addBatch(type.id, 'Paused', { isEnabled: false });
    const running = await w.addClass(paused.id, -5);
    const otherCourse = await createCourse(t, w.company.code);
    await enrol(t, w.student, otherCourse.product.id);
    const elsewhere = await w.addBatch(type.id, 'Other course', { courseId: otherCourse.course.id });

    const d = (await w.c.get(q('live-class/batch', { courseId: w.course.id, batchId: paused.id }))).json()
      .data;
    expect(d.batch.isBatchEnabled).toBe(false);
    expect(ids(d.todayClasses)).toEqual([running.id]);
    expect(d.todayClasses[0].zoomData.join_url).toBe('');
    expect(d.todayClasses[0].vimeoLink).not.toBe('');

    const outsider = await createStudent(t, w.company.code);
    await enrol(t, outsider, w.product.id);
    const { c } = await login(t, w.company.host, outsider.email, outsider.password);
    const hidden = await c.get(q('live-class/batch', { courseId: w.course.id, batchId: paused.id }));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(M.batchNotFound);
    // A batch of another course is not found under this course.
    const wrongCourse = await w.c.get(
      q('live-class/batch', { courseId: w.course.id, batchId: elsewhere.id }),
    );
    expect(wrongCourse.statusCode).toBe(404);
  });
});
