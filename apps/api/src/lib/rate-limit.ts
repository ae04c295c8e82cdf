import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

export type Limit = { name: string; max: number };

/** A limit's 429: the app's error handler sends `retryAfterSeconds` as Retry-After. */
export class TooManyAttempts extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * Fixed-window counters kept in the database, so every API process shares them.
 * One statement per key: insert, or bump, or restart an elapsed window.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly windowSeconds: number,
  ) {}

  async hit(limit: Limit, subject: string): Promise<number> {
    const now = this.clock.now();
    const windowFloor = new Date(now.getTime() - this.windowSeconds * 1000);
    const key = `${limit.name}:${subject}`;
    const rows = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return rows[0]?.count ?? 1;
  }

  /** Counts one attempt against every subject; refuses with 429 once any is over its limit. */
  async consume(limit: Limit, subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      if ((await this.hit(limit, subject)) > limit.max) throw await this.refusal(limit, subject);
    }
  }

  /** The 429 of `limit` for `subject`, with the seconds left in its window. */
  async refusal(limit: Limit, subject: string): Promise<TooManyAttempts> {
    const minutes = Math.ceil(this.windowSeconds / 60);
    const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
    return new TooManyAttempts(
      `Too many attempts. Please wait ${wait} and try again.`,
      await this.secondsLeft(limit, subject),
    );
  }

  /** The count of `subject` in the current window (0 when it has none or it ended); counts nothing. */
  async count(limit: Limit, subject: string): Promise<number> {
    const rows = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(eq(rateLimits.key, `${limit.name}:${subject}`), gt(rateLimits.windowStart, this.windowFloor())),
      )
      .limit(1);
    return rows[0]?.count ?? 0;
  }

  /**
   * Takes back one count of `subject` in the current window: an attempt counted before it could be
   * checked (so concurrent attempts cannot all pass a check) that turned out right.
   */
  async refund(limit: Limit, subject: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(
        and(eq(rateLimits.key, `${limit.name}:${subject}`), gt(rateLimits.windowStart, this.windowFloor())),
      );
  }

  private windowFloor(): Date {
    return new Date(this.clock.now().getTime() - this.windowSeconds * 1000);
  }

  /** Seconds until the current window of `limit` for `subject` ends (at least 1): a 429's Retry-After. */
  async secondsLeft(limit: Limit, subject: string): Promise<number> {
    const rows = await this.db
      .select({ windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${`${limit.name}:${subject}`}`)
      .limit(1);
    const now = this.clock.now().getTime();
    const end = (rows[0]?.windowStart.getTime() ?? now) + this.windowSeconds * 1000;
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${limit.name}:${subject}`}`);
  }
}

// Per account and per IP: rate limits on login, register, forget, OTP and verify (decision 003).
export const Limits = {
  // Login (decision 009): guesses from one address are
  // stopped per account and address, so failures from elsewhere never lock the owner out; the
  // per-account ceiling stops guesses spread over many addresses, and refuses only browsers
  // without a known-device cookie of the account; a known device has a count of its own.
  loginIp: { name: 'login-ip', max: 50 },
  loginAccountIp: { name: 'login-account-ip', max: 10 },
  loginAccount: { name: 'login-account', max: 100 },
  loginDevice: { name: 'login-device', max: 10 },
  /** The current password asked by a password change, per student. */
  passwordCheck: { name: 'password-check', max: 10 },
  registerIp: { name: 'register-ip', max: 20 },
  forgetAccount: { name: 'forget-account', max: 5 },
  forgetIp: { name: 'forget-ip', max: 30 },
  otpSendAccount: { name: 'otp-send-account', max: 5 },
  otpSendIp: { name: 'otp-send-ip', max: 30 },
  otpVerifyIp: { name: 'otp-verify-ip', max: 50 },
  verifyIp: { name: 'verify-ip', max: 50 },
  tokenCheckIp: { name: 'token-check-ip', max: 100 },
  /** Console sign-in (decision 026): the same rules as the students', counted apart from them. */
  staffLoginIp: { name: 'staff-login-ip', max: 50 },
  staffLoginAccountIp: { name: 'staff-login-account-ip', max: 10 },
  staffLoginAccount: { name: 'staff-login-account', max: 100 },
  /** Forgot password, a mailed link's use, and codes: the students' sizes, counted apart. */
  staffForgetAccount: { name: 'staff-forget-account', max: 5 },
  staffForgetIp: { name: 'staff-forget-ip', max: 30 },
  staffTokenCheckIp: { name: 'staff-token-check-ip', max: 100 },
  /** TOTP codes at sign-in, per address (each step token also ends after 5 wrong codes). */
  staffTotpIp: { name: 'staff-totp-ip', max: 50 },
  /** The current password or a TOTP code asked on the account page, per member. */
  staffAccountCheck: { name: 'staff-account-check', max: 10 },
  /**
   * Wrong TOTP codes at sign-in, per member (decision 009): reset by nothing but the window, so neither
   * a right password (a new step token) nor the owner's right code gives an attacker more guesses.
   */
  staffTotpAccount: { name: 'staff-totp-account', max: 10 },
  /** Failed sign-ins of emails that are no member's written to a company's audit log, per company. */
  staffLoginUnknownAudit: { name: 'staff-login-unknown-audit', max: 100 },
  /** Wrong coupon codes (a coupon grants a paid course), per student and per address on a company. */
  couponStudent: { name: 'coupon-student', max: 10 },
  couponIp: { name: 'coupon-ip', max: 30 },
  /** Student writes of no cost to make (decision 009), per student: far above what a student sends. */
  scoreRemark: { name: 'score-remark', max: 20 },
  scoreProbe: { name: 'score-probe', max: 20 },
  careerLinkedIn: { name: 'career-linkedin', max: 20 },
} satisfies Record<string, Limit>;

/**
 * The address a per-IP limit counts: an IPv4 address (also when IPv6-mapped), or the /64 network
 * of an IPv6 one, since one host commonly holds a whole /64 and could step through it.
 */
export function addressKey(ip: string): string {
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i)?.[1];
  if (v4) return v4;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
