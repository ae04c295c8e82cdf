import { describe, expect, it } from 'vitest';
import { careerFixture } from '../../../test/career-fixture';
import { type client, useTestApp } from '../../../test/harness';

/**
 * Decision 009: saving the LinkedIn address (POST or PUT capstone/career) is limited like the
 * other student writes (20 a window); comments keep their own daily limit.
 */
const t = useTestApp();

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
type Client = ReturnType<typeof client>;
const put = (c: Client, payload: object) => c.send({ method: 'PUT', url: '/api/capstone/career', payload });

describe('the LinkedIn address (decision 009)', () => {
  it('takes 20 saves of 60 quick ones, then 429 with Retry-After; comments and another student go on', async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const id = f.id('linkedin');
    const statuses = [];
    for (let i = 0; i < 60; i++) {
      const save = i % 2 === 0 ? put : (cl: Client, p: object) => cl.post('/api/capstone/career', p);
      statuses.push((await save(c, { id, socialUrl: `linkedin.com/in/asha-${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(40).fill(429)]);
    const refused = await put(c, { id, socialUrl: 'linkedin.com/in/asha' });
    expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY, errorCode: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const record = (await c.get(`/api/capstone/career?id=${id}`)).json().data;
    expect(record.socialUrl).toBe('linkedin.com/in/asha-19');

    // A comment is not a LinkedIn save.
    expect((await put(c, { id, socialComments: 'Is my profile fine?' })).statusCode).toBe(200);
    const other = await f.student();
    expect((await put(other.c, { id, socialUrl: 'linkedin.com/in/ravi' })).statusCode).toBe(200);
    t.clock.advance(901);
    expect((await put(c, { id, socialUrl: 'linkedin.com/in/asha' })).statusCode).toBe(200);
  });
});
