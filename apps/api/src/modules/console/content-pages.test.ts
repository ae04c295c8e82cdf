import { PagesMessages } from '@portico/contract/console-pages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';

/**
 * About us pages and intro steps in the console (CONSOLE.md Authoring): created, changed and
 * deleted by admins of one company, each change audited, a page id unique in the company; students see
 * the active pages on About us and the active steps in the intro.
 */
const t = useTestApp();

async function fixture() {
  const company = await createCompany(t, { showAboutUs: true });
  const student = await createStudent(t, company.code);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty' });
  return {
    company,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
    asStudent: await login(t, company.host, student.email, student.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const URL = '/api/console/pages';
const list = (s: Session) => s.c.get(URL, s.token);
const create = (s: Session, kind: 'about' | 'intro', body: object) =>
  s.c.post(`${URL}/${kind}`, body, s.token);
const change = (s: Session, kind: 'about' | 'intro', id: string, body: object) =>
  s.c.send({ method: 'PUT', url: `${URL}/${kind}/${id}`, payload: body, token: s.token });
const remove = (s: Session, kind: 'about' | 'intro', id: string) =>
  s.c.send({ method: 'DELETE', url: `${URL}/${kind}/${id}`, token: s.token });

const page = (over: object = {}) => ({
  pageId: 'our-story',
  pageTitle: 'Our story',
  pageContent: '<h2>Since 2009</h2><p>Coaching in Pune.</p>',
  orderNo: 1,
  ...over,
});
const step = (over: object = {}) => ({ title: 'Welcome', type: 'HTML', content: '<p>Hello</p>', ...over });

describe('about pages in the console', () => {
  it('creates, changes and deletes pages, each audited; a page id is unique in the company (409)', async () => {
    const { company, asAdmin } = await fixture();
    const made = await create(asAdmin, 'about', page());
    expect(made.statusCode).toBe(200);
    const p = made.json().data;
    expect(p).toMatchObject({ pageId: 'our-story', pageTitle: 'Our story', isActive: true });
    const again = await create(asAdmin, 'about', page({ pageTitle: 'Copy' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PagesMessages.pageIdTaken);
    const second = (
      await create(asAdmin, 'about', page({ pageId: 'trainers', pageTitle: 'Trainers' }))
    ).json().data;
    expect((await change(asAdmin, 'about', second.id, page({ pageTitle: 'Trainers' }))).statusCode).toBe(409);
    // Its own page id is not a clash.
    const changed = await change(asAdmin, 'about', p.id, page({ pageTitle: 'Our story so far' }));
    expect(changed.json().data.pageTitle).toBe('Our story so far');
    expect((await list(asAdmin)).json().data.about.map((a: { pageId: string }) => a.pageId)).toEqual([
      'our-story',
      'trainers',
    ]);
    expect((await remove(asAdmin, 'about', p.id)).json().message).toBe(PagesMessages.deleted);
    expect((await remove(asAdmin, 'about', p.id)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entity, 'about_page')));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'about.change',
      'about.create',
      'about.create',
      'about.delete',
    ]);
    expect(audits.find((a) => a.action === 'about.change')?.before).toMatchObject({ pageTitle: 'Our story' });
  });

  it('gives one of two saves of the same page id at once a 409, never a 500', async () => {
    const { asAdmin } = await fixture();
    const results = await Promise.all([
      create(asAdmin, 'about', page({ pageId: 'fees' })),
      create(asAdmin, 'about', page({ pageId: 'fees' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await list(asAdmin)).json().data.about).toHaveLength(1);
  });

  it('shows a new active page on the students’ About us; an inactive one stays hidden', async () => {
    const { company, asAdmin, asStudent } = await fixture();
    const about = async () =>
      ((await asStudent.c.get(`/api/aboutus?accountId=${company.accountId}`)).json().data ?? []).map(
        (p: { pageTitle: string }) => p.pageTitle,
      );
    expect(await about()).toEqual([]);
    await create(asAdmin, 'about', page());
    await create(asAdmin, 'about', page({ pageId: 'hidden', pageTitle: 'Hidden', isActive: false }));
    expect(await about()).toEqual(['Our story']);
  });
});

describe('intro steps in the console', () => {
  it('creates, changes and deletes steps, each audited; students see the active ones in order', async () => {
    const { company, asAdmin } = await fixture();
    const intro = async () =>
      ((await client(t, company.host).get('/api/intro')).json().data.steps as { title: string }[]).map(
        (s) => s.title,
      );
    const a = (await create(asAdmin, 'intro', step({ orderNo: 2 }))).json().data;
    const video = await create(
      asAdmin,
      'intro',
      step({ title: 'Tour', type: 'VIDEO', content: ' https://vimeo.com/76979871 ', orderNo: 1 }),
    );
    expect(video.json().data).toMatchObject({ type: 'VIDEO', content: 'https://vimeo.com/76979871' });
    await create(asAdmin, 'intro', step({ title: 'Test', type: 'TEST', actionUrl: '/tests', orderNo: 3 }));
    await create(asAdmin, 'intro', step({ title: 'Off', isActive: false }));
    expect(await intro()).toEqual(['Tour', 'Welcome', 'Test']);
    await change(asAdmin, 'intro', a.id, step({ title: 'Welcome!', orderNo: 0 }));
    expect(await intro()).toEqual(['Welcome!', 'Tour', 'Test']);
    await remove(asAdmin, 'intro', a.id);
    expect(await intro()).toEqual(['Tour', 'Test']);
    expect((await change(asAdmin, 'intro', a.id, step())).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entityId, a.id)));
    expect(audits.map((x) => x.action).sort()).toEqual(['intro.change', 'intro.create', 'intro.delete']);
  });
});

describe('who may author pages, and what they may write', () => {
  it('refuses faculty (403), a student token (401), another company’s ids (404)', async () => {
    const a = await fixture();
    const b = await fixture();
    const p = (await create(a.asAdmin, 'about', page())).json().data;
    const s = (await create(a.asAdmin, 'intro', step())).json().data;
    expect((await list(a.asFaculty)).statusCode).toBe(403);
    expect((await create(a.asFaculty, 'about', page({ pageId: 'x' }))).statusCode).toBe(403);
    expect((await create(a.asFaculty, 'intro', step())).statusCode).toBe(403);
    expect((await remove(a.asFaculty, 'intro', s.id)).statusCode).toBe(403);
    expect((await a.asStudent.c.get(URL, a.asStudent.token)).statusCode).toBe(401);
    expect((await change(b.asAdmin, 'about', p.id, page())).statusCode).toBe(404);
    expect((await remove(b.asAdmin, 'about', p.id)).statusCode).toBe(404);
    expect((await change(b.asAdmin, 'intro', s.id, step())).statusCode).toBe(404);
    expect((await remove(b.asAdmin, 'intro', s.id)).statusCode).toBe(404);
    // The same page id in another company is no clash.
    expect((await create(b.asAdmin, 'about', page())).statusCode).toBe(200);
    expect((await list(a.asAdmin)).json().data.intro.map((x: { title: string }) => x.title)).toEqual([
      'Welcome',
    ]);
  });

  it('refuses bad values with clear messages, NUL bytes and 1 MB strings', async () => {
    const { asAdmin } = await fixture();
    const aboutCases: [object, string][] = [
      [{ pageId: 'Our Story' }, PagesMessages.pageId],
      [{ pageId: '-x' }, PagesMessages.pageId],
      [{ pageId: '' }, PagesMessages.pageId],
      [{ pageTitle: ' ' }, PagesMessages.title],
      [{ orderNo: 1e300 }, PagesMessages.order],
      [{ pageContent: 'x'.repeat(1_000_000) }, 'At most 200000 characters'],
      [{ pageId: 'x'.repeat(1_000_000) }, PagesMessages.pageId],
    ];
    for (const [over, message] of aboutCases) {
      const res = await create(asAdmin, 'about', page(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const introCases: [object, string][] = [
      [{ type: 'QUIZ' }, PagesMessages.type],
      [{ type: 'VIDEO', content: '<p>no video</p>' }, PagesMessages.video],
      [{ type: 'VIDEO', content: '76979871' }, PagesMessages.video],
      [{ type: 'TEST' }, PagesMessages.actionUrlRequired],
      [{ actionUrl: 'https://evil.example/' }, PagesMessages.actionUrl],
      [{ actionUrl: '//evil.example/' }, PagesMessages.actionUrl],
      [{ actionUrl: 'javascript:alert(1)' }, PagesMessages.actionUrl],
      [{ title: 'x'.repeat(1_000_000) }, 'At most 200 characters'],
    ];
    for (const [over, message] of introCases) {
      const res = await create(asAdmin, 'intro', step(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await create(asAdmin, 'about', page({ pageTitle: 'Bad\u0000' }))).statusCode).toBe(400);
    expect((await create(asAdmin, 'intro', step({ content: 'Bad\u0000' }))).statusCode).toBe(400);
    expect((await list(asAdmin)).json().data).toEqual({ about: [], intro: [] });
  });
});
