import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

export type Limit = { name: string; max: number };

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
      const count = await this.hit(limit, subject);
      if (count > limit.max) {
        const minutes = Math.ceil(this.windowSeconds / 60);
        const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
        throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${wait} and try again.`);
      }
    }
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${limit.name}:${subject}`}`);
  }
}

// Per account and per IP (issue: rate limits on login, register, forget, OTP and verify).
export const Limits = {
  loginAccount: { name: 'login-account', max: 10 },
  loginIp: { name: 'login-ip', max: 50 },
  registerIp: { name: 'register-ip', max: 20 },
  forgetAccount: { name: 'forget-account', max: 5 },
  forgetIp: { name: 'forget-ip', max: 30 },
  otpSendAccount: { name: 'otp-send-account', max: 5 },
  otpSendIp: { name: 'otp-send-ip', max: 30 },
  otpVerifyIp: { name: 'otp-verify-ip', max: 50 },
  verifyIp: { name: 'verify-ip', max: 50 },
  tokenCheckIp: { name: 'token-check-ip', max: 100 },
} satisfies Record<string, Limit>;
