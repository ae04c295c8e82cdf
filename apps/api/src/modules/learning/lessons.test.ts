import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
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
import { importContent } from '../content/content-import';
import { contentIds } from '../content/content-mapper';

/**
 * Lessons, video lessons and book audios (spec 2 §4, §6; DATA-MODEL 'What a student may open'):
 * statuses from the student's own user actions, content only for what the student may open, and
 * get-learningobjectbyobjectid for a deep link.
 */
const t = useTestApp();

const LESSON = '<p>Body</p>@@@break@@@<p>Answer</p>';

async function lessonsFixture(ctx: TestContext, enrolDays = 30) {
  const company = await createCompany(ctx);
  const { course, product } = await createCourse(ctx, company.code);
  const result = await importContent(ctx.database.db, company.code, [
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'lessons',
            title: 'Lessons',
            objects: [
              { key: 'free', kind: 'Lesson', title: 'Free lesson', content: LESSON, isFree: true },
              { key: 'paid', kind: 'Lesson', title: 'Paid lesson', content: LESSON },
              { key: 'locked', kind: 'Lesson', title: 'Locked lesson', content: LESSON, isLocked: true },
              {
                key: 'video',
                kind: 'Video',
                title: 'Video lesson',
                content: '/demo-media/video/sample/index.m3u8',
                duration: 20,
              },
              {
                key: 'audio',
                kind: 'BookAudio',
                title: 'Book audio',
                content: '<audio src="/a.mp3"></audio>',
              },
              {
                key: 'code',
                kind: 'Coding',
                title: 'Coding',
                content: 'Print the sum.',
                testCases: [
                  { input: '1 2', output: '3' },
                  { input: '5 5', output: '10', show: false },
                ],
              },
            ],
          },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(ctx, company.code);
  await enrol(ctx, student, product.id, enrolDays);
  const { c } = await login(ctx, company.host, student.email, student.password);
  const id = (key: string) => contentIds.object(company.code, course.id, key);
  const moduleId = contentIds.module(company.code, course.id, 'lessons');
  const list = async () =>
    (await c.get(`/api/learningobject?learningModuleId=${moduleId}&courseId=${course.id}`)).json().data as {
      id: string;
      objectStatus: string;
      isProductAccess: boolean;
      position?: number;
      offlineAllowed: boolean;
      component: { title: string; content?: string; testCases?: unknown[] };
    }[];
  const byTitle = async (title: string) => (await list()).find((o) => o.component.title === title);
  const act = (referenceId: string, body: Record<string, unknown> = {}) =>
    c.post('/api/user-actions', {
      referenceId,
      referenceType: 'LearningObject',
      status: 'Completed',
      ...body,
    });
  return { company, course, student, c, id, moduleId, list, byTitle, act };
}

describe('lessons and their statuses', () => {
  it('completes an opened lesson once, from Launch, and keeps it Completed', async () => {
    const f = await lessonsFixture(t);
    expect((await f.byTitle('Paid lesson'))?.objectStatus).toBe('Launch');
    const first = await f.act(f.id('paid'));
    expect(first.statusCode, first.body).toBe(200);
    const again = await f.act(f.id('paid'));
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await f.byTitle('Paid lesson'))?.objectStatus).toBe('Completed');
    // An InProgress post never takes a lesson back.
    expect((await f.act(f.id('paid'), { status: 'InProgress' })).statusCode).toBe(400);
    expect((await f.byTitle('Paid lesson'))?.objectStatus).toBe('Completed');
    expect((await f.act(f.id('audio'))).statusCode).toBe(200);
    expect((await f.byTitle('Book audio'))?.objectStatus).toBe('Completed');
  });

  it('tracks a video lesson like a video: InProgress with its position, then Completed', async () => {
    const f = await lessonsFixture(t);
    const post = (status: string, duration: number) =>
      f.c.post('/api/user-actions', { referenceId: f.id('video'), referenceType: 'Video', status, duration });
    expect((await post('InProgress', 12)).statusCode).toBe(200);
    expect(await f.byTitle('Video lesson')).toMatchObject({ objectStatus: 'InProgress', position: 12 });
    await post('Completed', 0);
    await post('InProgress', 5);
    expect(await f.byTitle('Video lesson')).toMatchObject({ objectStatus: 'Completed', position: 5 });
    // A lesson is no video, and a video is not completed by opening it.
    expect(
      (
        await f.c.post('/api/user-actions', {
          referenceId: f.id('paid'),
          referenceType: 'Video',
          status: 'InProgress',
          duration: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await f.act(f.id('video'))).statusCode).toBe(400);
    expect((await f.act(f.id('code'))).statusCode).toBe(400);
  });

  it('sends content only for what the student may open, and hidden test cases never', async () => {
    const f = await lessonsFixture(t);
    expect((await f.byTitle('Paid lesson'))?.component.content).toBe(LESSON);
    expect((await f.byTitle('Locked lesson'))?.component.content).toBeUndefined();
    expect((await f.byTitle('Coding'))?.component.testCases).toEqual([
      { input: '1 2', output: '3', show: true },
    ]);
    const locked = await f.act(f.id('locked'));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Not Released');
    expect((await f.byTitle('Locked lesson'))?.objectStatus).toBe('Launch');
  });

  it('after the course expires only free lessons open: the others say so and stay closed', async () => {
    const f = await lessonsFixture(t, 1);
    t.clock.advance(2 * 86_400);
    expect((await f.byTitle('Free lesson'))?.component.content).toBe(LESSON);
    expect(await f.byTitle('Paid lesson')).toMatchObject({ isProductAccess: false });
    expect((await f.byTitle('Paid lesson'))?.component.content).toBeUndefined();
    const refused = await f.act(f.id('paid'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your course validity is expired');
    expect((await f.act(f.id('free'))).statusCode).toBe(200);
  });

  it('get-learningobjectbyobjectid gives one object with its status, for the student and company only', async () => {
    const f = await lessonsFixture(t);
    await f.act(f.id('free'));
    const one = await f.c.get(`/api/get-learningobjectbyobjectid?id=${f.id('free')}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      id: f.id('free'),
      objectStatus: 'Completed',
      learningModuleId: f.moduleId,
      courseId: f.course.id,
      component: { title: 'Free lesson', content: LESSON },
    });
    const locked = (await f.c.get(`/api/get-learningobjectbyobjectid?id=${f.id('locked')}`)).json().data;
    expect(locked).toMatchObject({ isLocked: true, component: { title: 'Locked lesson' } });
    expect(locked.component.content).toBeUndefined();
    expect((await f.c.get('/api/get-learningobjectbyobjectid?id=nope')).statusCode).toBe(400);

    // Another company's session finds nothing; a classmate without the course neither.
    const other = await lessonsFixture(t);
    expect((await other.c.get(`/api/get-learningobjectbyobjectid?id=${f.id('free')}`)).statusCode).toBe(404);
    expect((await other.act(f.id('free'))).statusCode).toBe(404);
    const classmate = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, classmate.email, classmate.password);
    expect((await c.get(`/api/get-learningobjectbyobjectid?id=${f.id('free')}`)).statusCode).toBe(404);
    // One student's completion is theirs alone.
    expect((await f.byTitle('Free lesson'))?.objectStatus).toBe('Completed');
    expect((await other.byTitle('Free lesson'))?.objectStatus).toBe('Launch');
  });

  it('dashboard/lessons lists what the student is in the middle of, then the next lessons they may open', async () => {
    const f = await lessonsFixture(t);
    const titles = async () =>
      (
        (await f.c.get(`/api/dashboard/lessons?id=${f.course.id}`)).json().data as {
          component: { title: string };
        }[]
      ).map((o) => o.component.title);
    // In the course's order; the locked lesson and the coding item are not 'next'.
    expect(await titles()).toEqual(['Free lesson', 'Paid lesson', 'Video lesson']);
    await f.c.post('/api/user-actions', {
      referenceId: f.id('video'),
      referenceType: 'Video',
      status: 'InProgress',
      duration: 3,
    });
    await f.act(f.id('free'));
    expect(await titles()).toEqual(['Video lesson', 'Paid lesson', 'Book audio']);
    const one = (await f.c.get(`/api/dashboard/lessons?id=${f.course.id}`)).json().data[0];
    expect(one).toMatchObject({
      objectStatus: 'InProgress',
      position: 3,
      learningModuleId: f.moduleId,
      parentModuleId: null,
    });
    // Another company's course, or none: refused.
    const other = await lessonsFixture(t);
    expect((await other.c.get(`/api/dashboard/lessons?id=${f.course.id}`)).statusCode).toBe(403);
    expect((await f.c.get('/api/dashboard/lessons?id=nope')).statusCode).toBe(400);
  });
});

describe('saving for offline use (issue 46 part 2)', () => {
  it("lessons and book audio may always be saved, video lessons where the course's switch allows", async () => {
    const f = await lessonsFixture(t);
    const url = `/api/learningobject?learningModuleId=${f.moduleId}&courseId=${f.course.id}`;
    // No session, or another company's student: refused, nothing of the course said.
    expect((await client(t, f.company.host).get(url)).statusCode).toBe(401);
    const other = await lessonsFixture(t);
    expect((await other.c.get(url)).statusCode).toBe(403);

    const allowed = async () =>
      Object.fromEntries((await f.list()).map((o) => [o.component.title, o.offlineAllowed]));
    const lessons = { 'Free lesson': true, 'Paid lesson': true, 'Locked lesson': true, 'Book audio': true };
    // On unless switched off: a course set up before the switch keeps offering its videos.
    expect(await allowed()).toEqual({ ...lessons, 'Video lesson': true, Coding: false });

    const admin = await createStaff(t, f.company.code);
    const asAdmin = await staffLogin(t, f.company.host, admin.email, admin.password);
    const menu = () => asAdmin.c.get(`/api/console/menus/${f.course.id}`, asAdmin.token);
    const switches = (await menu()).json().data.switches;
    expect(switches.offlineVideos).toBe(true);
    const off = { ...switches, offlineVideos: false };
    const res = await asAdmin.c.send({
      method: 'PUT',
      url: `/api/console/menus/${f.course.id}/switches`,
      payload: off,
      token: asAdmin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await menu()).json().data.switches).toEqual(off);

    expect(await allowed()).toEqual({ ...lessons, 'Video lesson': false, Coding: false });
    // A deep link and the dashboard's list say the same.
    const one = async (key: string) =>
      (await f.c.get(`/api/get-learningobjectbyobjectid?id=${f.id(key)}`)).json().data.offlineAllowed;
    expect([await one('video'), await one('paid'), await one('audio')]).toEqual([false, true, true]);
    const current = (await f.c.get(`/api/dashboard/lessons?id=${f.course.id}`)).json().data as {
      kind: string;
      offlineAllowed: boolean;
    }[];
    expect(current.map((o) => [o.kind, o.offlineAllowed])).toEqual([
      ['Lesson', true],
      ['Lesson', true],
      ['Video', false],
    ]);
    // Another company's course keeps its own switch.
    expect((await other.byTitle('Video lesson'))?.offlineAllowed).toBe(true);
  });
});
