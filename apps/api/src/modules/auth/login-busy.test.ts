import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, createCompany, createStudent, useTestApp } from '../../../test/harness';
import { holdNextPasswordCheck } from '../../../test/password-gate';
import { limitPasswordHashing } from '../../lib/crypto';

// Decision 031: a sign-in storm waits for its password check at most PASSWORD_HASH_WAIT_SECONDS; past
// that it is answered 503 with Retry-After at once, and the refusal counts as no attempt.
const t = useTestApp();

afterEach(() => {
  limitPasswordHashing(Number.POSITIVE_INFINITY);
  vi.restoreAllMocks();
});

describe('sign-ins when every password check is taken', () => {
  it('answers 503 with Retry-After at once, counts no attempt, and signs in once a turn is free', async () => {
    const co = await createCompany(t);
    const holder = await createStudent(t, co.code);
    const student = await createStudent(t, co.code);
    const { open } = holdNextPasswordCheck();
    limitPasswordHashing(1, 0.001);
    const c = client(t, co.host);
    const held = client(t, co.host).post('/api/login', { loginId: holder.email, password: holder.password });
    await vi.waitFor(() => expect(argon2.verify).toHaveBeenCalled());

    // More refusals than the account's limit of attempts from one address (10).
    for (let i = 0; i < 12; i++) {
      const res = await c.post('/api/login', { loginId: student.email, password: student.password });
      expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
        503,
        '1',
        {
          success: false,
          message: 'The service is briefly unavailable. Please try again in a moment.',
          errorCode: 'UNAVAILABLE',
        },
      ]);
    }
    open();
    expect((await held).statusCode).toBe(200);
    const res = await c.post('/api/login', { loginId: student.email, password: student.password });
    expect(res.statusCode).toBe(200);
  });
});
