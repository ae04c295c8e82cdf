import { escapeHtml } from '../../lib/text';
import type { CompanyRow } from '../tenancy/tenancy.repository';

// Mail texts. Links are built from the company's configured host (never the request's Host). A link
// or code is passed as the outbox's SECRET_MARK and never appears in a subject (decision 012).
export type Mail = { subject: string; text: string; html: string };

function layout(
  company: CompanyRow,
  name: string,
  lines: string[],
  link?: { href: string; label: string },
): Mail['html'] {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:${escapeHtml(company.theme.primaryColor)};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  return `<div style="font-family:sans-serif;max-width:560px"><p>Hi ${escapeHtml(name)},</p>${body}${button}<p>— ${escapeHtml(company.companyName)}</p></div>`;
}

export function verifyMail(company: CompanyRow, name: string, link: string): Mail {
  const lines = [
    `Welcome to ${company.companyName}! Please confirm your e-mail address to activate your account.`,
    'The link is valid for 48 hours.',
  ];
  return {
    subject: `Verify your ${company.shortName} account`,
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${link}\n\n— ${company.companyName}`,
    html: layout(company, name, lines, { href: link, label: 'Verify my account' }),
  };
}

export function resetMail(company: CompanyRow, name: string, link: string): Mail {
  const lines = [
    'We received a request to reset your password.',
    'The link is valid for 60 minutes. If you did not ask for it, ignore this mail.',
  ];
  return {
    subject: `Reset your ${company.shortName} password`,
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${link}\n\n— ${company.companyName}`,
    html: layout(company, name, lines, { href: link, label: 'Reset password' }),
  };
}

export function otpMail(company: CompanyRow, name: string, otp: string): Mail {
  const lines = [
    `Your ${company.shortName} verification code is ${otp}.`,
    'It is valid for 10 minutes. Do not share it with anyone.',
  ];
  return {
    subject: `Your ${company.shortName} verification code`,
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n— ${company.companyName}`,
    html: layout(company, name, lines),
  };
}

export const otpSms = (company: CompanyRow, otp: string) =>
  `${otp} is your ${company.shortName} verification code. It is valid for 10 minutes.`;
