import {
  type PasswordChangeRequest,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type RecoveryRenewRequest,
  type RecoveryStatus,
  StaffMessages as S,
  type TotpDisableRequest,
  type TotpSetup,
} from '@portico/contract/console-staff';
import type { AppContext } from '../../lib/context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { badRequest, conflict, forbidden, unauth } from '../../lib/errors';
import { Limits } from '../../lib/rate-limit';
import { newRecoveryCodes, recoveryCodeHash } from '../../lib/recovery-codes';
import { matchTotp, newTotpSecret, totpUri } from '../../lib/totp';
import type { ConsoleRepository, StaffRow } from './console.repository';
import type { StaffAuth } from './console-auth.service';
import { auditEntry, staffSnapshot } from './staff-links';

/**
 * A member's own account in the console: the TOTP second factor (set up, turned on with a code,
 * turned off with password and code unless the company requires it of admins), its recovery codes
 * (decision 054: a set made when it is turned on, renewed with the password or a code, void when it
 * is turned off) and the password.
 * Each change locks the member's row and is written to the audit log in the same transaction.
 */
export class ConsoleAccountService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ConsoleRepository,
  ) {}

  /** A new secret (replacing one not yet confirmed) and its otpauth:// URI for the QR code. */
  async totpSetup(auth: StaffAuth, ip: string): Promise<TotpSetup> {
    const { staff } = auth;
    const secret = newTotpSecret();
    await this.change(auth, ip, 'staff.totp.setup', async (before, repo) => {
      if (before.totpEnabledAt) throw conflict(S.totpAlreadyOn);
      await repo.updateStaff(before.id, { totpSecret: secret, totpLastStep: null });
    });
    const company = await this.repo.company(staff.companyCode);
    return { secret, uri: totpUri(secret, company?.shortName || staff.companyCode, staff.email) };
  }

  /** Turns TOTP on with a code of the new secret; answers the first recovery codes, shown once. */
  async totpEnable(auth: StaffAuth, code: string, ip: string): Promise<RecoveryCodes> {
    await this.ctx.limiter.consume(Limits.staffAccountCheck, [auth.staff.id]);
    const now = this.ctx.clock.now();
    const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    await this.change(auth, ip, 'staff.totp.enable', async (before, repo) => {
      if (before.totpEnabledAt) throw conflict(S.totpAlreadyOn);
      if (!before.totpSecret) throw badRequest(S.totpNotStarted);
      const step = matchTotp(before.totpSecret, code, now, before.totpLastStep);
      if (step === null) throw badRequest(S.totpWrong);
      await repo.updateStaff(before.id, { totpEnabledAt: now, totpLastStep: step });
      await repo.replaceRecoveryCodes(before, codes.map(recoveryCodeHash));
    });
    return { codes };
  }

  /** How many recovery codes the member has left. */
  async recoveryStatus(auth: StaffAuth): Promise<RecoveryStatus> {
    const status = await this.repo.recoveryStatus(auth.staff);
    return { ...status, createdAt: status.createdAt?.toISOString() ?? null };
  }

  /**
   * A new set of recovery codes, the old set void: asks the password or a current TOTP code (the
   * account page's limit counts both). In the audit log as `staff.recovery.regenerate`.
   */
  async recoveryRenew(auth: StaffAuth, body: RecoveryRenewRequest, ip: string): Promise<RecoveryCodes> {
    await this.ctx.limiter.consume(Limits.staffAccountCheck, [auth.staff.id]);
    const now = this.ctx.clock.now();
    if (!body.code) await this.checkPassword(auth.staff, body.password ?? '');
    const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    await this.change(auth, ip, 'staff.recovery.regenerate', async (before, repo) => {
      if (!before.totpEnabledAt || !before.totpSecret) throw conflict(S.totpNotOn);
      if (body.code) {
        const step = matchTotp(before.totpSecret, body.code, now, before.totpLastStep);
        if (step === null) throw badRequest(S.totpWrong);
        await repo.updateStaff(before.id, { totpLastStep: step });
      }
      await repo.replaceRecoveryCodes(before, codes.map(recoveryCodeHash));
    });
    return { codes };
  }

  async totpDisable(auth: StaffAuth, body: TotpDisableRequest, ip: string): Promise<void> {
    await this.ctx.limiter.consume(Limits.staffAccountCheck, [auth.staff.id]);
    const now = this.ctx.clock.now();
    await this.checkPassword(auth.staff, body.password);
    await this.change(auth, ip, 'staff.totp.disable', async (before, repo) => {
      if (!before.totpEnabledAt || !before.totpSecret) throw conflict(S.totpNotOn);
      const company = await repo.company(before.companyCode);
      if (before.role === 'admin' && company?.requireAdminTotp) throw forbidden(S.totpRequiredByCompany);
      const step = matchTotp(before.totpSecret, body.code, now, before.totpLastStep);
      if (step === null) throw badRequest(S.totpWrong);
      await repo.updateStaff(before.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      // Its recovery codes go with it: a later set-up makes a new set.
      await repo.deleteRecoveryCodes(before.id);
    });
  }

  /** The current password and a new one (the students' rules); the member's other sessions end. */
  async changePassword(auth: StaffAuth, body: PasswordChangeRequest, ip: string): Promise<void> {
    await this.ctx.limiter.consume(Limits.staffAccountCheck, [auth.staff.id]);
    await this.checkPassword(auth.staff, body.currentPassword);
    if (body.password === body.currentPassword) throw badRequest(S.samePassword);
    const passwordHash = await hashPassword(body.password);
    const now = this.ctx.clock.now();
    await this.change(auth, ip, 'staff.password.change', async (before, repo) => {
      await repo.updateStaff(before.id, { passwordHash });
      await repo.endTokensOf(before.id, ['reset'], now);
      await repo.revokeSessionsOf(before.id, now, auth.tokenHash);
    });
  }

  private async checkPassword(member: StaffRow, password: string) {
    if (!member.passwordHash || !(await verifyPassword(member.passwordHash, password))) {
      throw badRequest(S.wrongPassword);
    }
  }

  /** One act, one transaction: the member's row locked, changed, and the change in the audit log. */
  private async change(
    auth: StaffAuth,
    ip: string,
    action: string,
    work: (before: StaffRow, repo: ConsoleRepository) => Promise<void>,
  ): Promise<void> {
    const { staff } = auth;
    await this.repo.transaction(async (repo) => {
      const before = await repo.lockStaff(staff.companyCode, staff.id);
      if (!before || before.disabledAt) throw unauth();
      await work(before, repo);
      const after = await repo.lockStaff(staff.companyCode, staff.id);
      await repo.audit(
        auditEntry(
          staff,
          staff.companyCode,
          action,
          staff.id,
          ip,
          staffSnapshot(before),
          after ? staffSnapshot(after) : null,
        ),
      );
    });
  }
}
