import { STAFF_INVITE_DAYS, STAFF_RESET_MINUTES } from '@portico/contract/console-staff';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { type Outbox, SECRET_MARK } from '../../lib/outbox';
import { companyBaseUrl } from '../../lib/public-url';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { AuditInsert, ConsoleRepository, StaffRow } from './console.repository';
import { type RecoveryUse, recoveryCodeUsedMail, staffInviteMail, staffResetMail } from './staff.mails';

const MINUTE = 60_000;
const TTL_MS = { invite: STAFF_INVITE_DAYS * 24 * 60 * MINUTE, reset: STAFF_RESET_MINUTES * MINUTE } as const;

/**
 * A new single-use link for a member to choose a password (an invitation or a reset) and its mail in
 * the outbox, inside the caller's transaction: earlier links of the member end. Answers the link (the
 * operator command prints it).
 */
export async function queueStaffLink(
  deps: { config: Config; clock: Clock; outbox: Outbox },
  repo: ConsoleRepository,
  tx: Db,
  company: CompanyRow,
  member: StaffRow,
  purpose: 'invite' | 'reset',
): Promise<string> {
  const now = deps.clock.now();
  await repo.endTokensOf(member.id, ['invite', 'reset'], now);
  const value = newToken();
  const expiresAt = new Date(now.getTime() + TTL_MS[purpose]);
  await repo.insertToken({
    tokenHash: sha256(value),
    purpose,
    companyCode: company.code,
    staffId: member.id,
    expiresAt,
  });
  const base = `${companyBaseUrl(deps.config, company.primaryHost)}/console/password?token=`;
  const mail =
    purpose === 'invite'
      ? staffInviteMail(company, member.name, member.role, `${base}${SECRET_MARK}`)
      : staffResetMail(company, member.name, `${base}${SECRET_MARK}`);
  await deps.outbox.queue(tx, {
    companyCode: company.code,
    channel: 'email',
    recipient: member.email,
    ...mail,
    secret: { value, expiresAt },
  });
  return `${base}${value}`;
}

/**
 * The mail telling a member a recovery code signed them in (decision 054), with a link to their
 * account page on the company's host, queued inside the caller's transaction (the sign-in's record).
 */
export async function queueRecoveryUsedMail(
  deps: { config: Config; outbox: Outbox },
  tx: Db,
  company: CompanyRow,
  member: StaffRow,
  use: RecoveryUse,
): Promise<void> {
  const link = `${companyBaseUrl(deps.config, company.primaryHost)}/console/account`;
  await deps.outbox.queue(tx, {
    companyCode: company.code,
    channel: 'email',
    recipient: member.email,
    ...recoveryCodeUsedMail(company, member.name, use, link),
  });
}

/** What the audit log keeps of a member: never a password hash or a TOTP secret. */
export const staffSnapshot = (m: StaffRow, courseIds?: string[]) => ({
  name: m.name,
  email: m.email,
  role: m.role,
  disabled: Boolean(m.disabledAt),
  invited: Boolean(m.invitedAt),
  totpEnabled: Boolean(m.totpEnabledAt),
  ...(courseIds ? { courseIds } : {}),
});

export const auditEntry = (
  actor: { companyCode: string; id: string } | null,
  companyCode: string,
  action: string,
  entityId: string,
  ip: string,
  before: unknown = null,
  after: unknown = null,
): AuditInsert => ({
  companyCode,
  staffId: actor?.id ?? null,
  action,
  entity: 'staff',
  entityId,
  before,
  after,
  ip,
});
