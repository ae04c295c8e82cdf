import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** 32 random bytes, base64url: sessions and one-time tokens (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time password from the CSPRNG. */
export const newOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const safeEqualHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const argonOptions = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashes computed at once by this process (PASSWORD_HASH_CONCURRENCY; unlimited until
 * server.ts sets it). One argon2id check is ~30 ms of a core: a burst of sign-ins on all of libuv's
 * threads would take every core from the answers being saved, so the others wait their turn.
 */
let hashSlots = Number.POSITIVE_INFINITY;
let hashing = 0;
const hashQueue: (() => void)[] = [];
export function limitPasswordHashing(concurrency: number) {
  hashSlots = Math.max(1, concurrency);
}
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= hashSlots) await new Promise<void>((resolve) => hashQueue.push(resolve));
  hashing++;
  try {
    return await work();
  } finally {
    hashing--;
    hashQueue.shift()?.();
  }
}

export const hashPassword = (password: string) => inTurn(() => argon2.hash(password, argonOptions));
export const verifyPassword = async (hash: string, password: string) => {
  try {
    return await inTurn(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
};
/** Spent on unknown accounts so a wrong login id takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('portico-timing-equaliser');
  await verifyPassword(await dummyHash, password);
};
