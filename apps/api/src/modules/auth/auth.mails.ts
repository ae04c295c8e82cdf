import { companyMail, type Mail } from '../../lib/mail';
import type { CompanyRow } from '../tenancy/tenancy.repository';

// The students' account mails (lib/mail.ts: a link or code is the outbox's SECRET_MARK).

export const verifyMail = (company: CompanyRow, name: string, link: string): Mail =>
  companyMail(
    company,
    name,
    `Verify your ${company.shortName} account`,
    [
      `Welcome to ${company.companyName}! Please confirm your e-mail address to activate your account.`,
      'The link is valid for 48 hours.',
    ],
    { href: link, label: 'Verify my account' },
  );

export const resetMail = (company: CompanyRow, name: string, link: string): Mail =>
  companyMail(
    company,
    name,
    `Reset your ${company.shortName} password`,
    [
      'We received a request to reset your password.',
      'The link is valid for 60 minutes. If you did not ask for it, ignore this mail.',
    ],
    { href: link, label: 'Reset password' },
  );

export const otpMail = (company: CompanyRow, name: string, otp: string): Mail =>
  companyMail(company, name, `Your ${company.shortName} verification code`, [
    `Your ${company.shortName} verification code is ${otp}.`,
    'It is valid for 10 minutes. Do not share it with anyone.',
  ]);

export const otpSms = (company: CompanyRow, otp: string) =>
  `${otp} is your ${company.shortName} verification code. It is valid for 10 minutes.`;
