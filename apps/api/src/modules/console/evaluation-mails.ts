import { escapeHtml } from '../../lib/text';
import type { CompanyRow } from '../tenancy/tenancy.repository';

/** The student's mail when an evaluation is released (CONSOLE.md Evaluations: 'the student gets a mail'). */
export function evaluationReleasedMail(
  company: CompanyRow,
  student: { name: string },
  testTitle: string,
  link: string,
) {
  const lines = [
    `Your teacher has evaluated your answers in ${testTitle}.`,
    'Open your report to see your bands or scores, the comments on each answer and any audio feedback.',
  ];
  const html =
    `<div style="font-family:sans-serif;max-width:560px"><p>Hi ${escapeHtml(student.name)},</p>` +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}" style="background:${escapeHtml(company.theme.primaryColor)};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Open my report</a></p>` +
    `<p style="font-size:12px;color:#555">${escapeHtml(link)}</p><p>— ${escapeHtml(company.companyName)}</p></div>`;
  return {
    subject: `Your evaluation of ${testTitle} is ready`,
    text: `Hi ${student.name},\n\n${lines.join('\n')}\n\n${link}\n\n— ${company.companyName}`,
    html,
  };
}
