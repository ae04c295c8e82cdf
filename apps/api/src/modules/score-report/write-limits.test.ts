import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { remarks } from '../../db/schema';

/**
 * Decision 009: a student's remarks on their score report and their answer to the score probe
 * are limited like the other student writes (20 a window each), with 429 and Retry-After.
 */
const t = useTestApp();

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';

async function signedIn(company?: { code: string; host: string }) {
  const co = company ?? (await createCompany(t, { enableScoreFromStudents: true }));
  const s = await createStudent(t, co.code);
  const { c } = await login(t, co.host, s.email, s.password);
  return { co, s, c };
}

describe('student writes on the score report (decision 009)', () => {
  it('takes 20 remarks of 60 quick ones, then 429 with Retry-After; another student goes on; a new window opens', async () => {
    const a = await signedIn();
    const statuses = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await a.c.post('/api/dashboard/remarks', { remark: `Remark ${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(40).fill(429)]);
    const refused = await a.c.post('/api/dashboard/remarks', { remark: 'One more' });
    expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY, errorCode: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const stored = await t.database.db.select().from(remarks).where(eq(remarks.studentId, a.s.id));
    expect(stored).toHaveLength(20);

    const b = await signedIn(a.co);
    expect((await b.c.post('/api/dashboard/remarks', { remark: 'Mine' })).statusCode).toBe(200);
    t.clock.advance(901);
    expect((await a.c.post('/api/dashboard/remarks', { remark: 'Later' })).statusCode).toBe(200);
  });

  it('takes 20 score-probe answers of 60 quick ones, then 429 with Retry-After', async () => {
    const a = await signedIn();
    const statuses = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await a.c.post('/api/dashboard/score-probe', { interested: i % 2 === 0 })).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(40).fill(429)]);
    const refused = await a.c.post('/api/dashboard/score-probe', { interested: true });
    expect(refused.json().message).toBe(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const b = await signedIn(a.co);
    expect((await b.c.post('/api/dashboard/score-probe', { interested: true })).statusCode).toBe(200);
  });
});
