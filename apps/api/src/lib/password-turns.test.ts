import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdNextPasswordCheck } from '../../test/password-gate';
import { hashPassword, limitPasswordHashing, PasswordHashBusyError, verifyPassword } from './crypto';

// Decision 031: a burst of sign-ins takes one core at a time, never every core from the answer sync.
describe('password hashing in turns (PASSWORD_HASH_CONCURRENCY)', () => {
  afterEach(() => {
    limitPasswordHashing(Number.POSITIVE_INFINITY);
    vi.restoreAllMocks();
  });

  it('computes at most the set number of hashes at once, and every one of them', async () => {
    const hash = await hashPassword('Portico@123');
    let running = 0;
    let most = 0;
    const verify = argon2.verify.bind(argon2);
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      running++;
      most = Math.max(most, running);
      try {
        return await verify(...args);
      } finally {
        running--;
      }
    });
    limitPasswordHashing(1);
    const one = await Promise.all(
      Array.from({ length: 4 }, (_, i) => verifyPassword(hash, i ? 'wrong' : 'Portico@123')),
    );
    expect(one).toEqual([true, false, false, false]);
    expect(most).toBe(1);
    most = 0;
    limitPasswordHashing(2);
    await Promise.all(Array.from({ length: 4 }, () => verifyPassword(hash, 'Portico@123')));
    expect(most).toBe(2);
  });

  it('refuses at once a check that would wait longer than allowed, and never as a wrong password', async () => {
    const hash = await hashPassword('Portico@123');
    const { open } = holdNextPasswordCheck();
    limitPasswordHashing(1, 0.001);
    const first = verifyPassword(hash, 'Portico@123');
    // The slot is taken and any wait is over the limit: refused before the first check ends.
    await expect(verifyPassword(hash, 'wrong')).rejects.toBeInstanceOf(PasswordHashBusyError);
    open();
    expect(await first).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it('refuses a check whose wait for its turn runs out, and gives the turn to the next', async () => {
    const hash = await hashPassword('Portico@123');
    const verify = argon2.verify.bind(argon2);
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      await new Promise((r) => setTimeout(r, 300));
      return verify(...args);
    });
    limitPasswordHashing(1, 0.15);
    const results = await Promise.allSettled([
      verifyPassword(hash, 'Portico@123'),
      verifyPassword(hash, 'x'),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: true });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: expect.any(PasswordHashBusyError) });
    // Nothing is left waiting: the next check runs at once.
    expect(await verifyPassword(hash, 'Portico@123')).toBe(true);
  });
});
