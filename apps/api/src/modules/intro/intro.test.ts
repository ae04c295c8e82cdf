import { describe, expect, it } from 'vitest';
import { client, createCompany, type TestContext, useTestApp } from '../../../test/harness';
import { introSteps } from '../../db/schema';
import type { IntroStepType } from '../../db/schema/home';

const t = useTestApp();

type Step = { title: string; type?: IntroStepType; orderNo?: number; isActive?: boolean };

async function addSteps(ctx: TestContext, companyCode: string, steps: Step[]) {
  await ctx.database.db.insert(introSteps).values(
    steps.map((s, i) => ({
      companyCode,
      title: s.title,
      type: s.type ?? 'HTML',
      content: s.type === 'VIDEO' ? '/demo-media/video/sample/index.m3u8' : `<p>${s.title}</p>`,
      actionUrl: s.type === 'TEST' ? '/login' : '',
      orderNo: s.orderNo ?? i + 1,
      isActive: s.isActive ?? true,
    })),
  );
}

const titles = (res: { json(): { data: { steps: { title: string }[] } } }) =>
  res.json().data.steps.map((s) => s.title);

describe('GET intro (spec 3 §7)', () => {
  it('is public and lists the host company’s active steps in order', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    await addSteps(t, company.code, [
      { title: 'Test your English', type: 'TEST', orderNo: 3 },
      { title: 'Welcome', orderNo: 1 },
      { title: 'Old step', orderNo: 2, isActive: false },
      { title: 'How Portico works', type: 'VIDEO', orderNo: 2 },
    ]);
    await addSteps(t, other.code, [{ title: 'Another portal', orderNo: 0 }]);

    const res = await client(t, company.host).get('/api/intro');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(titles(res)).toEqual(['Welcome', 'How Portico works', 'Test your English']);
    expect(res.json().data.steps[1]).toEqual({
      id: expect.any(String),
      title: 'How Portico works',
      type: 'VIDEO',
      content: '/demo-media/video/sample/index.m3u8',
      actionUrl: '',
    });
    expect(res.json().data.steps[2]).toMatchObject({ type: 'TEST', actionUrl: '/login' });

    // The other company's host sees only its own steps.
    expect(titles(await client(t, other.host).get('/api/intro'))).toEqual(['Another portal']);
  });

  it('answers an empty list when the company has no active steps', async () => {
    const company = await createCompany(t);
    await addSteps(t, company.code, [{ title: 'Hidden', isActive: false }]);
    const res = await client(t, company.host).get('/api/intro');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { steps: [] } });
  });

  it('answers an unknown host with a clear message', async () => {
    const res = await client(t, 'nowhere.portico.test').get('/api/intro');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('nowhere.portico.test');
  });
});
