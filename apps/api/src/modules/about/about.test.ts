import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { aboutPages } from '../../db/schema';
import type { AboutProfile } from '../../db/schema/tenancy';

const t = useTestApp();

type Page = { title: string; orderNo?: number; isActive?: boolean; content?: string };

async function addPages(ctx: TestContext, companyCode: string, pages: Page[]) {
  await ctx.database.db.insert(aboutPages).values(
    pages.map((p, i) => ({
      companyCode,
      pageId: `page-${i + 1}`,
      pageTitle: p.title,
      pageContent: p.content ?? `<p>${p.title} body</p>`,
      orderNo: p.orderNo ?? i + 1,
      isActive: p.isActive ?? true,
    })),
  );
}

async function studentOf(overrides: Parameters<typeof createCompany>[1] = {}) {
  const company = await createCompany(t, { showAboutUs: true, ...overrides });
  const student = await createStudent(t, company.code);
  const { c } = await login(t, company.host, student.email, student.password);
  return { company, c };
}

const profile: AboutProfile = {
  headline: 'Coaching since 2009',
  summary: 'Small batches, real results.',
  founders: [{ name: 'Ravi Menon', title: 'Founder' }],
  certifications: [{ title: 'British Council Partner', year: '2015' }],
  services: [{ title: 'IELTS coaching', description: 'Academic and General' }],
  differentiators: [{ title: 'Mock tests', description: 'Weekly, evaluated' }],
  directors: [{ name: 'Anita Rao', title: 'Director', bio: 'Twenty years in education' }],
};

const url = (accountId: string) => `/api/aboutus?accountId=${encodeURIComponent(accountId)}`;

describe('GET aboutus (spec 1 §7)', () => {
  it('refuses a visitor without a session and a session of another company', async () => {
    const a = await studentOf();
    const b = await studentOf();
    const anonymous = await client(t, a.company.host).get(url(a.company.accountId));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, errorCode: 'UNAUTH' });
    const foreign = client(t, a.company.host);
    foreign.cookie = b.c.cookie;
    expect((await foreign.get(url(a.company.accountId))).statusCode).toBe(401);
  });

  it('lists the company’s active pages in order, never another company’s', async () => {
    const { company, c } = await studentOf();
    const other = await createCompany(t, { showAboutUs: true });
    await addPages(t, company.code, [
      { title: 'Results', orderNo: 3 },
      { title: 'Who we are', orderNo: 1 },
      { title: 'Retired', orderNo: 2, isActive: false },
      { title: 'Our trainers', orderNo: 2 },
    ]);
    await addPages(t, other.code, [{ title: 'Another portal', orderNo: 0 }]);

    const res = await c.get(url(company.accountId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, enableNewPage: false, profile: null });
    expect(body.message).toBeUndefined();
    expect(body.data.map((p: { pageTitle: string }) => p.pageTitle)).toEqual([
      'Who we are',
      'Our trainers',
      'Results',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      pageId: 'page-2',
      pageTitle: 'Who we are',
      pageContent: '<p>Who we are body</p>',
    });
  });

  it('answers an empty list with No Data available', async () => {
    const { company, c } = await studentOf();
    await addPages(t, company.code, [{ title: 'Hidden', isActive: false }]);
    const res = await c.get(url(company.accountId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: [], message: 'No Data available' });
  });

  it('carries enableNewPage and the company profile', async () => {
    const { company, c } = await studentOf({ enableNewPage: true, aboutProfile: profile });
    const res = await c.get(url(company.accountId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, enableNewPage: true, profile });
  });

  it('fills a partly authored profile with empty lists', async () => {
    const partial = { headline: 'Hello' } as unknown as AboutProfile;
    const { company, c } = await studentOf({ enableNewPage: true, aboutProfile: partial });
    const res = await c.get(url(company.accountId));
    expect(res.json().profile).toEqual({
      headline: 'Hello',
      founders: [],
      certifications: [],
      services: [],
      differentiators: [],
      directors: [],
    });
  });

  it('is not available when the company does not show About us', async () => {
    const { company, c } = await studentOf({ showAboutUs: false });
    await addPages(t, company.code, [{ title: 'Who we are' }]);
    const res = await c.get(url(company.accountId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'About us is not available',
      errorCode: 'NOT_FOUND',
    });
  });

  it('refuses another company’s accountId and a missing one', async () => {
    const { c } = await studentOf();
    const other = await createCompany(t, { showAboutUs: true });
    await addPages(t, other.code, [{ title: 'Another portal' }]);
    const res = await c.get(url(other.accountId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'This account id does not belong to this portal.',
      errorCode: 'FORBIDDEN',
    });
    expect(JSON.stringify(res.json())).not.toContain('Another portal');
    const missing = await c.get('/api/aboutus');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('accountId');
  });
});
