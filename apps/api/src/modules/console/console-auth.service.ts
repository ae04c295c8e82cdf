import { ConsoleMessages as M, type StaffLoginRequest, type StaffMember } from '@portico/contract/console';
import { addDays } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { burnPasswordCheck, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { AppError, forbidden, unauth } from '../../lib/errors';
import { addressKey, Limits } from '../../lib/rate-limit';
import type { AuditInsert, ConsoleRepository, StaffRow } from './console.repository';

export type StaffAuth = { sessionId: string; staff: StaffRow; tokenHash: string };
type Meta = { ip: string; userAgent?: string };

/**
 * Console sign-in (CONSOLE.md 'Who'): staff sessions live in their own table, so a staff token is
 * never a student's and the reverse; the students' rate limits and password hashing apply.
 */
export class ConsoleAuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ConsoleRepository,
  ) {}

  async login(companyCode: string, body: StaffLoginRequest, meta: Meta) {
    const email = body.email.trim().toLowerCase();
    const account = `${companyCode}:${email}`;
    const address = addressKey(meta.ip);
    const { limiter } = this.ctx;
    await limiter.consume(Limits.staffLoginIp, [address]);
    await limiter.consume(Limits.staffLoginAccountIp, [`${account}:${address}`]);
    await limiter.consume(Limits.staffLoginAccount, [account]);
    const member = await this.repo.staffByEmail(companyCode, email);
    if (!member?.passwordHash) {
      await burnPasswordCheck(body.password);
      throw new AppError('BAD_CREDENTIALS', M.badCredentials);
    }
    if (!(await verifyPassword(member.passwordHash, body.password))) {
      throw new AppError('BAD_CREDENTIALS', M.badCredentials);
    }
    if (member.disabledAt) throw forbidden(M.disabled);
    await limiter.reset(Limits.staffLoginAccountIp, `${account}:${address}`);
    const token = newToken();
    const now = this.ctx.clock.now();
    await this.repo.transaction(async (repo) => {
      await repo.createSession({
        tokenHash: sha256(token),
        companyCode,
        staffId: member.id,
        expiresAt: addDays(now, this.ctx.config.SESSION_TTL_DAYS),
        userAgent: (meta.userAgent ?? '').slice(0, 300),
        ip: meta.ip,
      });
      await repo.audit(entry(member, 'staff.login', 'staff', member.id, meta.ip));
    });
    return { token, staff: await this.present(member) };
  }

  /** The member of a token on this company's host, or 401. */
  async authenticate(token: string | undefined, companyCode: string): Promise<StaffAuth> {
    if (!token) throw unauth();
    const tokenHash = sha256(token);
    const found = await this.repo.sessionMember(tokenHash, companyCode, this.ctx.clock.now());
    if (!found) throw unauth();
    return { ...found, tokenHash };
  }

  async logout(auth: StaffAuth, ip: string): Promise<void> {
    await this.repo.transaction(async (repo) => {
      await repo.revokeSession(auth.tokenHash, auth.staff.companyCode, this.ctx.clock.now());
      await repo.audit(entry(auth.staff, 'staff.logout', 'staff', auth.staff.id, ip));
    });
  }

  async present(member: StaffRow): Promise<StaffMember> {
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      companyCode: member.companyCode,
      courses: await this.repo.coursesOf(member),
    };
  }

  /** Who acts and on which courses (an admin's are every course of the company, faculty's their own). */
  async actor(auth: StaffAuth, ip: string) {
    return { staff: auth.staff, courseIds: (await this.repo.coursesOf(auth.staff)).map((c) => c.id), ip };
  }

  async auditEntries(auth: StaffAuth, limit: number) {
    if (auth.staff.role !== 'admin') throw forbidden(M.adminOnly);
    const rows = await this.repo.auditEntries(auth.staff.companyCode, limit);
    return rows.map((r) => ({
      ...r,
      at: r.at.toISOString(),
      before: r.before ?? null,
      after: r.after ?? null,
    }));
  }
}

const entry = (
  member: StaffRow,
  action: string,
  entity: string,
  entityId: string,
  ip: string,
): AuditInsert => ({
  companyCode: member.companyCode,
  staffId: member.id,
  action,
  entity,
  entityId,
  ip,
});
