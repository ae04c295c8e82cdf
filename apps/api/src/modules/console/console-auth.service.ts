import {
  type AuditFilter,
  ConsoleMessages as M,
  type StaffLoginRequest,
  type StaffMember,
} from '@portico/contract/console';
import {
  StaffMessages as S,
  type StaffPasswordRequest,
  type StaffTokenInfo,
  TOTP_MAX_ATTEMPTS,
  TOTP_STEP_MINUTES,
} from '@portico/contract/console-staff';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addDays } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import {
  hashPassword,
  newToken,
  passwordMatches,
  refuseWhenPasswordChecksAreBusy,
  sha256,
} from '../../lib/crypto';
import { AppError, badRequest, forbidden, unauth } from '../../lib/errors';
import { addressKey, Limits, RateLimiter } from '../../lib/rate-limit';
import { recoveryCodeHash } from '../../lib/recovery-codes';
import { matchTotp } from '../../lib/totp';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { AuditInsert, ConsoleRepository, StaffRow } from './console.repository';
import { auditEntry, queueRecoveryUsedMail, queueStaffLink } from './staff-links';

export type StaffAuth = { sessionId: string; staff: StaffRow; tokenHash: string; requireAdminTotp: boolean };
type Meta = { ip: string; userAgent?: string };
/** What stands for the TOTP code at sign-in's second step: the code itself, or a recovery code. */
type SecondFactor = {
  /** Checks (and spends) the code for the locked member; false when it is wrong. */
  check: (member: StaffRow, repo: ConsoleRepository) => Promise<boolean>;
  failAction: string;
  wrong: string;
};

/** An admin of a company that requires TOTP, without it yet (only their account is open to them). */
export const mustSetUpTotp = (staff: StaffRow, requireAdminTotp: boolean) =>
  staff.role === 'admin' && requireAdminTotp && !staff.totpEnabledAt;

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
    // Refused before it counts as an attempt when its password could not be checked soon.
    refuseWhenPasswordChecksAreBusy();
    await limiter.consume(Limits.staffLoginIp, [address]);
    await limiter.consume(Limits.staffLoginAccountIp, [`${account}:${address}`]);
    await limiter.consume(Limits.staffLoginAccount, [account]);
    const member = await this.repo.staffByEmail(companyCode, email);
    const passwordRight = await passwordMatches(member?.passwordHash, body.password);
    if (!member || !passwordRight) {
      await this.auditFailedLogin(companyCode, member, email, meta.ip);
      throw new AppError('BAD_CREDENTIALS', M.badCredentials);
    }
    if (member.disabledAt) throw forbidden(M.disabled);
    await limiter.reset(Limits.staffLoginAccountIp, `${account}:${address}`);
    if (member.totpEnabledAt) {
      // The password was right; the session waits for a code (a short-lived, single-use step).
      const totpToken = newToken();
      const now = this.ctx.clock.now();
      await this.repo.insertToken({
        tokenHash: sha256(totpToken),
        purpose: 'totp',
        companyCode,
        staffId: member.id,
        expiresAt: new Date(now.getTime() + TOTP_STEP_MINUTES * 60_000),
      });
      return { totpRequired: true as const, totpToken };
    }
    return this.startSession(member, meta, 'staff.login');
  }

  /**
   * Sign-in's second step: a step token and a code of the member's TOTP secret, each step once.
   * Wrong codes are also counted per member (decision 009): past the limit every code is refused,
   * the right one too, until the window ends.
   */
  async loginTotp(companyCode: string, body: { token: string; code: string }, meta: Meta) {
    const now = this.ctx.clock.now();
    const member = await this.secondStep(companyCode, body.token, meta, {
      failAction: 'staff.login.totp.fail',
      wrong: S.totpWrong,
      check: async (m, repo) => {
        const matched = m.totpSecret ? matchTotp(m.totpSecret, body.code, now, m.totpLastStep) : null;
        if (matched === null) return false;
        await repo.updateStaff(m.id, { totpLastStep: matched });
        return true;
      },
    });
    return this.startSession(member, meta, 'staff.login.totp');
  }

  /**
   * Sign-in's second step with a recovery code in place of the TOTP code (decision 054): each code of
   * the member once; a wrong one counts as a wrong TOTP code does, against the step and the member.
   * A right one mails the member (when, from where, how many are left) with the sign-in's record.
   */
  async loginRecovery(companyCode: string, body: { token: string; code: string }, meta: Meta) {
    const now = this.ctx.clock.now();
    const member = await this.secondStep(companyCode, body.token, meta, {
      failAction: 'staff.login.recovery.fail',
      wrong: S.recoveryWrong,
      check: (m, repo) => repo.spendRecoveryCode(m, recoveryCodeHash(body.code), now),
    });
    const { remaining } = await this.repo.recoveryStatus(member);
    const use = { at: now, ip: meta.ip, userAgent: meta.userAgent, remaining };
    return this.startSession(
      member,
      meta,
      'staff.login.recovery',
      { recoveryCodesLeft: remaining },
      (tx, company) => queueRecoveryUsedMail(this.ctx, tx, company, member, use),
    );
  }

  /**
   * The second step's rules, whatever stands for the code: the step token of a right password, the
   * member's wrong codes counted (past the limit every code is refused until the window ends), the
   * step spent after a few wrong ones, each failure in the audit log. Answers the member.
   */
  private async secondStep(companyCode: string, token: string, meta: Meta, code: SecondFactor) {
    await this.ctx.limiter.consume(Limits.staffTotpIp, [addressKey(meta.ip)]);
    const now = this.ctx.clock.now();
    const result = await this.repo.transaction(async (repo, tx) => {
      // The member's row, then the token (the order every staff write locks them in).
      const found = await repo.liveToken(companyCode, sha256(token), ['totp'], now);
      if (!found) return { error: S.totpStepInvalid };
      const member = await repo.lockStaff(companyCode, found.staff.id);
      const step = await repo.lockLiveToken(companyCode, sha256(token), ['totp'], now);
      if (!step) return { error: S.totpStepInvalid };
      if (!member || member.disabledAt || !member.totpSecret || !member.totpEnabledAt) {
        await repo.setTokenAttempts(step.id, step.attempts, now);
        return { error: S.totpStepInvalid };
      }
      // The member's row is locked, so codes of one member are checked one at a time: the count read
      // here cannot be passed by codes sent at once, and only wrong codes add to it.
      const wrongCodes = new RateLimiter(tx, this.ctx.clock, this.ctx.config.RATE_LIMIT_WINDOW_SECONDS);
      if ((await wrongCodes.count(Limits.staffTotpAccount, member.id)) >= Limits.staffTotpAccount.max) {
        return { refusal: await wrongCodes.refusal(Limits.staffTotpAccount, member.id) };
      }
      if (!(await code.check(member, repo))) {
        const attempts = step.attempts + 1;
        // Spent after the last allowed wrong code: the password is asked again.
        await repo.setTokenAttempts(step.id, attempts, attempts >= TOTP_MAX_ATTEMPTS ? now : null);
        await wrongCodes.hit(Limits.staffTotpAccount, member.id);
        const attempted = { email: member.email };
        await repo.audit(entry(member, code.failAction, 'staff', member.id, meta.ip, attempted));
        return { error: attempts >= TOTP_MAX_ATTEMPTS ? S.totpStepInvalid : code.wrong };
      }
      await repo.setTokenAttempts(step.id, step.attempts, now);
      return { member: (await repo.lockStaff(companyCode, member.id)) ?? member };
    });
    // The wrong code's count is kept (committed), then the refusal.
    if (result.refusal) throw result.refusal;
    if (!result.member) throw new AppError('BAD_CREDENTIALS', result.error ?? S.totpStepInvalid);
    return result.member;
  }

  /**
   * A wrong password in the company's audit log, with the email typed and the address: the member's
   * when the email is one, else with no one. The typed text is kept only when it is an email address
   * (a password typed in the wrong field is not); the password never is. A member's entries are
   * bounded by the sign-in limits of their email; those of other emails, which any number of
   * addresses could send, by a count per company. Both paths write, so neither answers sooner and
   * the attacker cannot tell them apart.
   */
  private async auditFailedLogin(
    companyCode: string,
    member: StaffRow | undefined,
    email: string,
    ip: string,
  ) {
    if (member) {
      await this.repo.audit(
        entry(member, 'staff.login.fail', 'staff', member.id, ip, { email: member.email }),
      );
      return;
    }
    const written = await this.ctx.limiter.hit(Limits.staffLoginUnknownAudit, companyCode);
    if (written > Limits.staffLoginUnknownAudit.max) return;
    const after = isEmailAddress(email) ? { email } : null;
    await this.repo.audit({
      companyCode,
      staffId: null,
      action: 'staff.login.fail',
      entity: 'staff',
      after,
      ip,
    });
  }

  /** A session and its audit entry, with what `also` writes in the same transaction (a mail). */
  private async startSession(
    member: StaffRow,
    meta: Meta,
    action: string,
    after: object | null = null,
    also?: (tx: Db, company: CompanyRow) => Promise<void>,
  ) {
    const token = newToken();
    const now = this.ctx.clock.now();
    const company = await this.repo.company(member.companyCode);
    await this.repo.transaction(async (repo, tx) => {
      await repo.createSession({
        tokenHash: sha256(token),
        companyCode: member.companyCode,
        staffId: member.id,
        expiresAt: addDays(now, this.ctx.config.SESSION_TTL_DAYS),
        userAgent: (meta.userAgent ?? '').slice(0, 300),
        ip: meta.ip,
      });
      await repo.audit(entry(member, action, 'staff', member.id, meta.ip, after));
      if (also && company) await also(tx, company);
    });
    if (also) this.ctx.outbox.notify();
    return { token, staff: await this.present(member, company?.requireAdminTotp ?? false) };
  }

  /**
   * Forgot password (the students' rules): the same answer whether or not the email is a member's;
   * a disabled member gets no mail.
   */
  async forgot(company: CompanyRow, email: string, ip: string): Promise<string> {
    await this.ctx.limiter.consume(Limits.staffForgetIp, [addressKey(ip)]);
    await this.ctx.limiter.consume(Limits.staffForgetAccount, [`${company.code}:${email}`]);
    const member = await this.repo.staffByEmail(company.code, email);
    if (member && !member.disabledAt) {
      await this.repo.transaction(async (repo, tx) => {
        const locked = await repo.lockStaff(company.code, member.id);
        if (!locked || locked.disabledAt) return;
        // A member still invited gets a new invitation: the same page sets their first password.
        const purpose = locked.invitedAt && !locked.passwordHash ? 'invite' : 'reset';
        await queueStaffLink(this.ctx, repo, tx, company, locked, purpose);
        await repo.audit(auditEntry(null, company.code, `staff.password.forgot`, locked.id, ip));
      });
      this.ctx.outbox.notify();
    }
    return S.forgot;
  }

  /** Who a mailed link is for (the password page greets them), or 400. */
  async tokenInfo(companyCode: string, token: string, ip: string): Promise<StaffTokenInfo> {
    await this.ctx.limiter.consume(Limits.staffTokenCheckIp, [addressKey(ip)]);
    const found = await this.repo.liveToken(
      companyCode,
      sha256(token),
      ['invite', 'reset'],
      this.ctx.clock.now(),
    );
    if (!found || found.staff.disabledAt) throw badRequest(S.linkInvalid);
    const purpose = found.token.purpose === 'invite' ? 'invite' : 'reset';
    return { purpose, name: found.staff.name, email: found.staff.email };
  }

  /**
   * A reset or an invitation's acceptance: the link is used once, the password set, the invitation
   * accepted, and every session of the member ends; all in one transaction.
   */
  async setPassword(companyCode: string, body: StaffPasswordRequest, ip: string): Promise<string> {
    await this.ctx.limiter.consume(Limits.staffTokenCheckIp, [addressKey(ip)]);
    const now = this.ctx.clock.now();
    const passwordHash = await hashPassword(body.password);
    await this.repo.transaction(async (repo) => {
      const found = await repo.liveToken(companyCode, sha256(body.token), ['invite', 'reset'], now);
      if (!found) throw badRequest(S.linkInvalid);
      // The member's row, then the link (the order every staff write locks them in): used once.
      const before = await repo.lockStaff(companyCode, found.staff.id);
      const link = await repo.lockLiveToken(companyCode, sha256(body.token), ['invite', 'reset'], now);
      if (!link || !before || before.disabledAt) throw badRequest(S.linkInvalid);
      await repo.endTokensOf(before.id, ['invite', 'reset', 'totp'], now);
      await repo.updateStaff(before.id, { passwordHash, invitedAt: null });
      await repo.revokeSessionsOf(before.id, now);
      const action = link.purpose === 'invite' ? 'staff.invite.accept' : 'staff.password.reset';
      await repo.audit(
        auditEntry(
          before,
          companyCode,
          action,
          before.id,
          ip,
          { invited: Boolean(before.invitedAt) },
          { invited: false },
        ),
      );
    });
    return S.passwordSet;
  }

  /**
   * The member of a token on this company's host, or 401. An admin who must set up TOTP first is
   * refused (403) everywhere but `openBeforeTotp` routes (who they are, sign-out, their account).
   */
  async authenticate(
    token: string | undefined,
    companyCode: string,
    openBeforeTotp = false,
  ): Promise<StaffAuth> {
    if (!token) throw unauth();
    const tokenHash = sha256(token);
    const found = await this.repo.sessionMember(tokenHash, companyCode, this.ctx.clock.now());
    if (!found) throw unauth();
    if (!openBeforeTotp && mustSetUpTotp(found.staff, found.requireAdminTotp))
      throw forbidden(S.totpSetupNeeded);
    return { ...found, tokenHash };
  }

  async logout(auth: StaffAuth, ip: string): Promise<void> {
    await this.repo.transaction(async (repo) => {
      await repo.revokeSession(auth.tokenHash, auth.staff.companyCode, this.ctx.clock.now());
      await repo.audit(entry(auth.staff, 'staff.logout', 'staff', auth.staff.id, ip));
    });
  }

  async present(member: StaffRow, requireAdminTotp: boolean): Promise<StaffMember> {
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      companyCode: member.companyCode,
      courses: await this.repo.coursesOf(member),
      totpEnabled: Boolean(member.totpEnabledAt),
      totpSetupRequired: mustSetUpTotp(member, requireAdminTotp),
    };
  }

  /** Who acts and on which courses (an admin's are every course of the company, faculty's their own). */
  async actor(auth: StaffAuth, ip: string) {
    return { staff: auth.staff, courseIds: (await this.repo.coursesOf(auth.staff)).map((c) => c.id), ip };
  }

  /** The company's audit log as `filter` narrows it (admins only). */
  async auditEntries(auth: StaffAuth, filter: AuditFilter) {
    if (auth.staff.role !== 'admin') throw forbidden(M.adminOnly);
    const rows = await this.repo.auditEntries(auth.staff.companyCode, filter);
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
  after: object | null = null,
): AuditInsert => ({
  companyCode: member.companyCode,
  staffId: member.id,
  action,
  entity,
  entityId,
  after,
  ip,
});

/** Text typed as an email that has an email address's form (at most the 254 characters one may have). */
const isEmailAddress = (text: string) => z.email().max(254).safeParse(text).success;
