import { VideosMessages } from '@portico/contract/console-videos';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createCourse, createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';

/**
 * The dashboard's videos in the console (CONSOLE.md Authoring): listed, created, changed,
 * deleted and reordered by admins of one company, each change audited; a student's dashboard shows the
 * active ones of their course and of all courses.
 */
const t = useTestApp();

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { courseName: 'IELTS Academic' });
  const { course: other } = await createCourse(t, company.code, { courseName: 'PTE Academic' });
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  return {
    company,
    course,
    other,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
    asStudent: await login(t, company.host, student.email, student.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const URL = '/api/console/videos';
const list = (s: Session) => s.c.get(URL, s.token);
const create = (s: Session, body: object) => s.c.post(URL, body, s.token);
const reorder = (s: Session, ids: string[]) => s.c.post(`${URL}/reorder`, { ids }, s.token);
const change = (s: Session, id: string, body: object) =>
  s.c.send({ method: 'PUT', url: `${URL}/${id}`, payload: body, token: s.token });
const remove = (s: Session, id: string) =>
  s.c.send({ method: 'DELETE', url: `${URL}/${id}`, token: s.token });

const video = (over: object = {}) => ({
  section: 'trending',
  title: 'Writing task 2 in 10 minutes',
  thumbnail: 'https://cdn.example/t2.jpg',
  content: 'https://cdn.example/v/t2/index.m3u8',
  duration: 600,
  ...over,
});

describe('dashboard videos in the console', () => {
  it('creates, lists, changes, reorders and deletes, each audited', async () => {
    const { company, course, asAdmin } = await fixture();
    const a = (await create(asAdmin, video({ title: 'A', courseId: course.id }))).json().data;
    expect(a).toMatchObject({
      title: 'A',
      courseId: course.id,
      courseName: 'IELTS Academic',
      isActive: true,
    });
    const b = (await create(asAdmin, video({ title: 'B', courseId: course.id, orderNo: 1 }))).json().data;
    const v = (
      await create(asAdmin, video({ title: 'Vimeo', isVimeo: true, content: 'https://vimeo.com/76979871' }))
    ).json().data;
    expect(v).toMatchObject({ courseId: null, courseName: null, isVimeo: true });
    const listed = (await list(asAdmin)).json().data;
    expect(listed.courses.map((c: { courseName: string }) => c.courseName)).toEqual([
      'IELTS Academic',
      'PTE Academic',
    ]);
    expect(listed.videos).toHaveLength(3);

    const changed = await change(asAdmin, a.id, video({ title: 'A2', courseId: course.id, isActive: false }));
    expect(changed.json().data).toMatchObject({ title: 'A2', isActive: false });

    const reordered = await reorder(asAdmin, [b.id, a.id]);
    expect(reordered.statusCode).toBe(200);
    const order = reordered.json().data.videos.filter((x: { courseId: string | null }) => x.courseId);
    expect(order.map((x: { title: string; orderNo: number }) => [x.title, x.orderNo])).toEqual([
      ['B', 0],
      ['A2', 1],
    ]);
    // Every video of the section, each once.
    for (const ids of [[b.id], [b.id, b.id], [b.id, a.id, v.id]]) {
      const res = await reorder(asAdmin, ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VideosMessages.reorder);
    }

    expect((await remove(asAdmin, a.id)).json().message).toBe(VideosMessages.deleted);
    expect((await remove(asAdmin, a.id)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entity, 'video')));
    expect(audits.map((x) => x.action).sort()).toEqual([
      'video.change',
      'video.create',
      'video.create',
      'video.create',
      'video.delete',
      'video.reorder',
    ]);
    expect(audits.find((x) => x.action === 'video.change')?.before).toMatchObject({
      title: 'A',
      isActive: true,
    });
  });

  it('refuses faculty (403), a student token (401), another company’s ids and courses', async () => {
    const a = await fixture();
    const b = await fixture();
    const id = (await create(a.asAdmin, video())).json().data.id;
    expect((await list(a.asFaculty)).statusCode).toBe(403);
    expect((await create(a.asFaculty, video())).statusCode).toBe(403);
    expect((await change(a.asFaculty, id, video())).statusCode).toBe(403);
    expect((await remove(a.asFaculty, id)).statusCode).toBe(403);
    expect((await reorder(a.asFaculty, [id])).statusCode).toBe(403);
    expect((await a.asStudent.c.get(URL, a.asStudent.token)).statusCode).toBe(401);
    expect((await change(b.asAdmin, id, video({ title: 'Stolen' }))).statusCode).toBe(404);
    expect((await remove(b.asAdmin, id)).statusCode).toBe(404);
    expect((await reorder(b.asAdmin, [id])).statusCode).toBe(404);
    const foreignCourse = await create(a.asAdmin, video({ courseId: b.course.id }));
    expect(foreignCourse.statusCode).toBe(400);
    expect(foreignCourse.json().message).toBe(VideosMessages.courseNotFound);
    expect((await list(b.asAdmin)).json().data.videos).toEqual([]);
    expect((await list(a.asAdmin)).json().data.videos.map((v: { title: string }) => v.title)).toEqual([
      'Writing task 2 in 10 minutes',
    ]);
  });

  it('refuses bad values with clear messages, NUL bytes and 1 MB strings', async () => {
    const { asAdmin } = await fixture();
    const cases: [object, string][] = [
      [{ title: ' ' }, VideosMessages.title],
      [{ section: 'sidebar' }, VideosMessages.section],
      [{ content: 'http://cdn.example/v/index.m3u8' }, VideosMessages.hls],
      [{ content: 'https://cdn.example/v/video.mp4' }, VideosMessages.hls],
      [{ content: 'javascript:alert(1)//.m3u8' }, VideosMessages.hls],
      [{ content: '//evil.example/v/index.m3u8' }, VideosMessages.hls],
      [{ content: 'https://cdn.example/v/index.m3u8', isVimeo: true }, VideosMessages.vimeo],
      [{ content: 'https://vimeo.com.evil.example/123', isVimeo: true }, VideosMessages.vimeo],
      [{ thumbnail: '//evil.example/t.jpg' }, VideosMessages.thumbnail],
      [{ duration: -1 }, VideosMessages.duration],
      [{ duration: 1e300 }, VideosMessages.duration],
      [{ orderNo: 10_000 }, VideosMessages.order],
      [{ courseId: 'all' }, VideosMessages.courseNotFound],
      [{ title: 'x'.repeat(1_000_000) }, 'At most 200 characters'],
      [{ content: 'x'.repeat(1_000_000) }, 'At most 500 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await create(asAdmin, video(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await create(asAdmin, video({ title: 'Bad\u0000title' }))).statusCode).toBe(400);
    // The demo's own playlists are paths of the portal.
    expect(
      (await create(asAdmin, video({ content: '/demo-media/video/sample/index.m3u8' }))).statusCode,
    ).toBe(200);
    for (const content of [
      '76979871',
      'https://player.vimeo.com/video/76979871?h=abc',
      'https://vimeo.com/76979871/0a1b2c',
    ]) {
      expect((await create(asAdmin, video({ isVimeo: true, content }))).statusCode, content).toBe(200);
    }
    expect((await list(asAdmin)).json().data.videos).toHaveLength(4);
  });
});

describe('concurrent reorders', () => {
  it('two reorders of one section at once each apply whole, one after the other', async () => {
    const { asAdmin } = await fixture();
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) ids.push((await create(asAdmin, video({ title }))).json().data.id);
    const forward = [...ids];
    const backward = [...ids].reverse();
    const results = await Promise.all([reorder(asAdmin, forward), reorder(asAdmin, backward)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const final = (await list(asAdmin)).json().data.videos.map((v: { id: string }) => v.id);
    expect([forward, backward]).toContainEqual(final);
  });
});

describe('what students see of the videos authored', () => {
  it('a new active video of the course or of all courses shows on the dashboard; not another course’s or an inactive one', async () => {
    const { course, other, asAdmin, asStudent } = await fixture();
    const trending = async () =>
      (
        (await asStudent.c.get(`/api/dashboard?id=${course.id}`)).json().data.course.trendingVideos as {
          title: string;
        }[]
      ).map((v) => v.title);
    expect(await trending()).toEqual([]);
    await create(asAdmin, video({ title: 'Mine', courseId: course.id, orderNo: 2 }));
    await create(asAdmin, video({ title: 'Everyone', orderNo: 1 }));
    await create(asAdmin, video({ title: 'PTE only', courseId: other.id }));
    const off = (await create(asAdmin, video({ title: 'Off', isActive: false }))).json().data;
    await create(asAdmin, video({ title: 'Tip', section: 'tip-of-the-day' }));
    expect(await trending()).toEqual(['Everyone', 'Mine']);
    await change(asAdmin, off.id, video({ title: 'Off', isActive: true }));
    expect(await trending()).toEqual(['Off', 'Everyone', 'Mine']);
  });
});
