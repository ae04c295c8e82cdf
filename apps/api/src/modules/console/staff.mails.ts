import { STAFF_INVITE_DAYS, STAFF_RESET_MINUTES } from '@portico/contract/console-staff';
import { escapeHtml } from '../../lib/text';
import type { CompanyRow } from '../tenancy/tenancy.repository';

// Mails to staff. The link is built from the company's configured host (never the request's Host)
// and passed as the outbox's SECRET_MARK, never in a subject (decision 012).
export type StaffMail = { subject: string; text: string; html: string };

function mail(
  company: CompanyRow,
  name: string,
  subject: string,
  lines: string[],
  link: string,
  label: string,
) {
  const button = `<p><a href="${escapeHtml(link)}" style="background:${escapeHtml(company.theme.primaryColor)};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`;
  return {
    subject,
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${link}\n\n— ${company.companyName}`,
    html: `<div style="font-family:sans-serif;max-width:560px"><p>Hi ${escapeHtml(name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${button}<p>— ${escapeHtml(company.companyName)}</p></div>`,
  };
}

const ROLE = { admin: 'an administrator', faculty: 'a faculty member' } as const;

export const staffInviteMail = (
  company: CompanyRow,
  name: string,
  role: keyof typeof ROLE,
  link: string,
): StaffMail =>
  mail(
    company,
    name,
    `You are invited to the ${company.shortName} staff console`,
    [
      `You have been invited to ${company.companyName}'s staff console as ${ROLE[role]}.`,
      `Choose your password from this link to sign in. The link is valid for ${STAFF_INVITE_DAYS} days.`,
    ],
    link,
    'Choose my password',
  );

export const staffResetMail = (company: CompanyRow, name: string, link: string): StaffMail =>
  mail(
    company,
    name,
    `Reset your ${company.shortName} staff console password`,
    [
      'We received a request to reset your staff console password.',
      `The link is valid for ${STAFF_RESET_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    ],
    link,
    'Choose a new password',
  );
