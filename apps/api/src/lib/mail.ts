import { escapeHtml } from './text';

/** A mail's three parts: what the outbox sends. */
export type Mail = { subject: string; text: string; html: string };

/** The company a mail comes from: its name signs it, its primary colour draws the button. */
export type MailSender = { companyName: string; theme: { primaryColor: string } };

/** A link the mail asks the reader to open: a button, with its address written out below. */
export type MailLink = { href: string; label: string };

/**
 * A company's mail to one person, as text and as HTML saying the same: 'Hi name,', the lines, the
 * link when there is one, and the company's name. Links are built from the company's configured
 * host (never the request's Host); a link or code is the outbox's SECRET_MARK and never appears in
 * a subject (decision 012).
 */
export function companyMail(
  company: MailSender,
  name: string,
  subject: string,
  lines: string[],
  link?: MailLink,
): Mail {
  const textLink = link ? `\n\n${link.href}` : '';
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:${escapeHtml(company.theme.primaryColor)};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return {
    subject,
    text: `Hi ${name},\n\n${lines.join('\n')}${textLink}\n\n— ${company.companyName}`,
    html: `<div style="font-family:sans-serif;max-width:560px"><p>Hi ${escapeHtml(name)},</p>${body}${button}<p>— ${escapeHtml(company.companyName)}</p></div>`,
  };
}
