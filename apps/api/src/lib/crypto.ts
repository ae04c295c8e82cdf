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
 * server.ts sets it). One argon2id check is 30-50 ms of a core: a burst of sign-ins on all of libuv's
 * threads would take every core from the answers being saved, so the others wait their turn, but
 * never longer than PASSWORD_HASH_WAIT_SECONDS: a check that would wait longer is refused at once
 * (PasswordHashBusyError, answered 503 with Retry-After), and so is one whose wait runs out.
 */
let hashSlots = Number.POSITIVE_INFINITY;
let waitLimitMs = Number.POSITIVE_INFINITY;
/** The running mean of one check, for the wait a new one would have. */
let meanCheckMs = 40;
let hashing = 0;
type Waiter = { go: () => void; timer?: NodeJS.Timeout };
const hashQueue: Waiter[] = [];

/** Every password check slot is taken and a new check would wait longer than allowed. */
export class PasswordHashBusyError extends Error {
  readonly code = 'PASSWORD_BUSY';
  constructor() {
    super('Every password check is taken and too many wait their turn');
  }
}

export function limitPasswordHashing(concurrency: number, waitSeconds = Number.POSITIVE_INFINITY) {
  hashSlots = Math.max(1, concurrency);
  waitLimitMs = waitSeconds * 1000;
}

/** The wait a check asked for now would have before its turn, in ms (0: a slot is free). */
export const passwordCheckWaitMs = () =>
  hashing < hashSlots ? 0 : ((hashQueue.length + 1) * meanCheckMs) / hashSlots;

/**
 * Refuses at once when a password check asked for now would wait longer than allowed: a sign-in
 * calls it before it counts an attempt against its limits, so a busy refusal costs the student none.
 */
export function refuseWhenPasswordChecksAreBusy(): void {
  if (passwordCheckWaitMs() > waitLimitMs) throw new PasswordHashBusyError();
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= hashSlots) {
    refuseWhenPasswordChecksAreBusy();
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { go: resolve };
      if (Number.isFinite(waitLimitMs)) {
        waiter.timer = setTimeout(() => {
          hashQueue.splice(hashQueue.indexOf(waiter), 1);
          reject(new PasswordHashBusyError());
        }, waitLimitMs);
      }
      hashQueue.push(waiter);
    });
  }
  hashing++;
  const started = performance.now();
  try {
    return await work();
  } finally {
    meanCheckMs = 0.9 * meanCheckMs + 0.1 * (performance.now() - started);
    hashing--;
    const next = hashQueue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.go();
    }
  }
}

export const hashPassword = (password: string) => inTurn(() => argon2.hash(password, argonOptions));
export const verifyPassword = async (hash: string, password: string) => {
  try {
    return await inTurn(() => argon2.verify(hash, password));
  } catch (err) {
    // Busy is not a wrong password: the sign-in is refused as "try again", never counted as a failure.
    if (err instanceof PasswordHashBusyError) throw err;
    return false;
  }
};
/** Spent on unknown accounts so a wrong login id takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('portico-timing-equaliser');
  await verifyPassword(await dummyHash, password);
};

/**
 * Whether the password is the account's: checked against its hash, or, for an account unknown or
 * without a password, false after a check of the same cost (burnPasswordCheck), so the answer comes
 * as late either way.
 */
export const passwordMatches = async (hash: string | null | undefined, password: string) => {
  if (hash) return verifyPassword(hash, password);
  await burnPasswordCheck(password);
  return false;
};
