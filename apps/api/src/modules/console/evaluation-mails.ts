import { companyMail } from '../../lib/mail';
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
  return companyMail(company, student.name, `Your evaluation of ${testTitle} is ready`, lines, {
    href: link,
    label: 'Open my report',
  });
}

/** The student's mail when a released evaluation is corrected (issue 40): what changed is in the report, and why. */
export function evaluationCorrectedMail(
  company: CompanyRow,
  student: { name: string },
  testTitle: string,
  reason: string,
  link: string,
) {
  const lines = [
    `Your teacher has corrected the evaluation of your answers in ${testTitle}.`,
    `Why: ${reason}`,
    'Open your report to see the bands or scores and comments as they are now.',
  ];
  return companyMail(company, student.name, `Your evaluation of ${testTitle} was corrected`, lines, {
    href: link,
    label: 'Open my report',
  });
}
