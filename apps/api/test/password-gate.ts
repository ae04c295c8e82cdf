import argon2 from 'argon2';
import { vi } from 'vitest';

/**
 * The next argon2id check waits until `open()` is called, then runs as usual: a password check
 * slot held for as long as a test needs (lib/crypto.ts `limitPasswordHashing`).
 */
export function holdNextPasswordCheck(): { open: () => void } {
  const verify = argon2.verify.bind(argon2);
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  vi.spyOn(argon2, 'verify').mockImplementationOnce(async (...args: Parameters<typeof argon2.verify>) => {
    await gate;
    return verify(...args);
  });
  return { open };
}
