import type { PushKind } from '@portico/contract/push';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { companyMail } from '../../lib/mail';
import { companyBaseUrl } from '../../lib/public-url';
import { escapeHtml } from '../../lib/text';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { queuePushes } from '../push/push-queue';
import type { CompanyRow } from '../tenancy/tenancy.repository';

/** The student an act on their work concerns. */
export type NewsStudent = { id: string; name: string; email: string };

/**
 * What a student is told of an act on their work (decision 052), as a mail and as a personal
 * notification saying the same: a plain subject (the notification's name), a one-line summary
 * (its short description), the lines of the body (plain text, escaped wherever they become HTML)
 * and the page of the portal to open (a path of the company's portal, and the button's words).
 */
export type News = {
  subject: string;
  summary: string;
  lines: string[];
  link: { path: string; label: string };
};

/** A body's text as lines: paragraphs and line breaks kept, blank lines dropped. */
export const textLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Tells a student of an act on their work (issue 40, decision 052): a mail in the company's brand
 * through the outbox, with the link on the company's own host, and a personal notification on their
 * /notifications page, only theirs; and, for an act of a kind of reminder (`push`), a web push to
 * each of their devices unless they switched that kind off (decision 072). All are written inside the
 * act's transaction (`tx`), so they exist exactly when the act does; call `sent()` once it has
 * committed.
 */
export class StudentNews {
  constructor(private readonly ctx: Pick<AppContext, 'outbox' | 'config' | 'clock'>) {}

  async tell(
    tx: Db,
    company: CompanyRow,
    student: NewsStudent,
    news: News,
    push: PushKind | null,
  ): Promise<void> {
    const href = `${companyBaseUrl(this.ctx.config, company.primaryHost)}${news.link.path}`;
    await this.ctx.outbox.queue(tx, {
      companyCode: company.code,
      channel: 'email',
      recipient: student.email,
      ...companyMail(company, student.name, news.subject, news.lines, { href, label: news.link.label }),
    });
    await new NotificationsRepository(tx).insertPersonal({
      companyCode: company.code,
      studentId: student.id,
      title: news.subject,
      shortDescription: news.summary,
      description: notificationHtml(news),
      createdAt: this.ctx.clock.now(),
    });
    if (!push) return;
    const payload = {
      title: news.subject,
      body: news.summary,
      url: news.link.path,
      tag: `${push}:${news.link.path}`,
    };
    await queuePushes(this.ctx.outbox, tx, push, [{ studentId: student.id, payload }], company.code);
  }

  /** Starts delivering the mail (and pushes) once the act's transaction has committed. */
  sent(): void {
    this.ctx.outbox.notify();
  }
}

/** The notification's content: the lines as paragraphs and a link to the page, every text escaped. */
export function notificationHtml(news: News): string {
  const body = news.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return `${body}<p><a href="${escapeHtml(news.link.path)}">${escapeHtml(news.link.label)}</a></p>`;
}
