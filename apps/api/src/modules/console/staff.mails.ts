import { STAFF_INVITE_DAYS, STAFF_RESET_MINUTES } from '@portico/contract/console-staff';
import { companyMail, type Mail } from '../../lib/mail';
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
