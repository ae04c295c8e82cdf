import { type CareerStatus, careerStatusLabels } from '@portico/contract/career';
import { type News, textLines } from './student-news';

/**
 * What the student is told of each act on their work (issue 40, decision 052): in the mail and the
 * personal notification alike. Plain words; what staff wrote is quoted as they wrote it (plain text).
 */

/** The score report lives on the student's dashboard (the IELTS courses' score-report section). */
const SCORE_REPORT_LINK = { path: '/dashboard', label: 'Open my score report' };

/** A subject on one line, whatever its author typed. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function scoreReportVerifiedNews(remark: string, reward?: { title: string }): News {
  return {
    subject: 'Your score report is verified',
    summary: reward
      ? `We verified your score report. ${reward.title} is now in My Courses.`
      : 'We verified your score report.',
    lines: [
      'We have checked the score report you sent and verified it.',
      ...(reward ? [`As your reward, ${reward.title} is now in My Courses.`] : []),
      ...(remark ? ['Our remark:', ...textLines(remark)] : []),
    ],
    link: SCORE_REPORT_LINK,
  };
}

export function scoreReportRejectedNews(reason: string, withdrawn?: { title: string }): News {
  return {
    subject: 'Your score report was not accepted',
    summary: 'We could not verify your score report. Read why on your dashboard.',
    lines: [
      'We have checked the score report you sent and could not verify it.',
      'Why:',
      ...textLines(reason),
      ...(withdrawn
        ? [`${withdrawn.title}, which verifying your score report had given you, has been withdrawn.`]
        : []),
      'You can answer in the remarks or send your score report again from your dashboard.',
    ],
    link: SCORE_REPORT_LINK,
  };
}

export function supportReplyNews(ticketSubject: string, reply: string, closed: boolean): News {
  const about = oneLine(ticketSubject);
  return {
    subject: `Reply to your support query: ${about}`,
    summary: `We replied to your support query '${about}'.`,
    lines: [
      `We have replied to your support query '${about}':`,
      ...textLines(reply),
      closed
        ? 'We have closed this query. If you need more help, write again on the Support page.'
        : 'You can write back on the Support page.',
    ],
    link: { path: '/support', label: 'Open my support queries' },
  };
}

/** What each new status of a career review tells the student. */
const CAREER_STATUS_LINES: Record<CareerStatus, string> = {
  '': '',
  submitted: 'It is waiting for a reviewer.',
  'in-progress': 'A reviewer is working on it.',
  approved: 'The review is complete.',
  rejected: 'The reviewer has asked for changes: read their comments, then send it again.',
};

export function careerStatusNews(projectTitle: string, learningObjectId: string, status: CareerStatus): News {
  const title = oneLine(projectTitle);
  const label = careerStatusLabels[status];
  return {
    subject: `Your ${title}: ${label}`,
    summary: `The review of your ${title} is now '${label}'.`,
    lines: [`The review of your ${title} is now '${label}'.`, CAREER_STATUS_LINES[status]].filter(Boolean),
    link: { path: `/projectdetail?project=${learningObjectId}`, label: 'Open my project' },
  };
}

/** An evaluation released (CONSOLE.md Evaluations: 'the student gets a mail'). */
export function evaluationReleasedNews(testTitle: string, reportPath: string): News {
  const title = oneLine(testTitle);
  return {
    subject: `Your evaluation of ${title} is ready`,
    summary: `Your teacher has evaluated your answers in ${title}.`,
    lines: [
      `Your teacher has evaluated your answers in ${title}.`,
      'Open your report to see your bands or scores, the comments on each answer and any audio feedback.',
    ],
    link: { path: reportPath, label: 'Open my report' },
  };
}

/** A released evaluation corrected: what changed is in the report, and why (the grader's reason). */
export function evaluationCorrectedNews(testTitle: string, reason: string, reportPath: string): News {
  const title = oneLine(testTitle);
  return {
    subject: `Your evaluation of ${title} was corrected`,
    summary: `Your teacher corrected the evaluation of ${title}.`,
    lines: [
      `Your teacher has corrected the evaluation of your answers in ${title}.`,
      'Why:',
      ...textLines(reason),
      'Open your report to see the bands or scores and comments as they are now.',
    ],
    link: { path: reportPath, label: 'Open my report' },
  };
}
