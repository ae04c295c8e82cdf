import { STAFF_INVITE_DAYS, STAFF_RESET_MINUTES } from '@portico/contract/console-staff';
import { companyMail, type Mail } from '../../lib/mail';
import { utcDayTime } from '../../lib/utc-time';
import type { CompanyRow } from '../tenancy/tenancy.repository';

// Mails to staff (lib/mail.ts: the link is the outbox's SECRET_MARK, never in a subject).

const ROLE = { admin: 'an administrator', faculty: 'a faculty member' } as const;

export const staffInviteMail = (
  company: CompanyRow,
  name: string,
  role: keyof typeof ROLE,
  link: string,
): Mail =>
  companyMail(
    company,
    name,
    `You are invited to the ${company.shortName} staff console`,
    [
      `You have been invited to ${company.companyName}'s staff console as ${ROLE[role]}.`,
      `Choose your password from this link to sign in. The link is valid for ${STAFF_INVITE_DAYS} days.`,
    ],
    { href: link, label: 'Choose my password' },
  );

export const staffResetMail = (company: CompanyRow, name: string, link: string): Mail =>
  companyMail(
    company,
    name,
    `Reset your ${company.shortName} staff console password`,
    [
      'We received a request to reset your staff console password.',
      `The link is valid for ${STAFF_RESET_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    ],
    { href: link, label: 'Choose a new password' },
  );

/** A sign-in with a recovery code: when, from where (as the request said), and what is left. */
export type RecoveryUse = { at: Date; ip: string; userAgent?: string; remaining: number };

/** What the mail says of the codes left: the last one used, or two or fewer left, is said plainly. */
function codesLeftLine(remaining: number): string {
  if (remaining === 0)
    return 'That was your last recovery code: you have none left. Make a new set on your account page now.';
  if (remaining <= 2)
    return `Only ${remaining} recovery ${remaining === 1 ? 'code is' : 'codes are'} left. Make a new set on your account page soon.`;
  return `You have ${remaining} recovery codes left.`;
}

/** Decision 054: a member is told each time one of their recovery codes signs them in. */
export const recoveryCodeUsedMail = (
  company: CompanyRow,
  name: string,
  use: RecoveryUse,
  link: string,
): Mail =>
  companyMail(
    company,
    name,
    `A recovery code was used to sign in to the ${company.shortName} staff console`,
    [
      `One of your recovery codes was used to sign in to ${company.companyName}'s staff console on ${utcDayTime(use.at)}.`,
      use.userAgent ? `From: ${use.ip} (${use.userAgent.slice(0, 200)})` : `From: ${use.ip}`,
      codesLeftLine(use.remaining),
      "If this wasn't you, change your password and make a new set of recovery codes on your account page now: the old set then stops working.",
    ],
    { href: link, label: 'Open my account' },
  );
