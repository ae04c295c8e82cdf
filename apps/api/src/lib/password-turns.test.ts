import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, limitPasswordHashing, verifyPassword } from './crypto';

// Issue 19: a burst of sign-ins takes one core at a time, never every core from the answer sync.
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
});
