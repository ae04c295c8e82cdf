import { SupportQueueMessages as M, type QueueTicket, type SupportQueue } from '@portico/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { replyHtml } from '../support/reply-html';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import {
  checkAssignee,
  dueAt,
  HOUR,
  inActorCourses,
  isLate,
  listNarrowing,
  type QueueDesk,
  queueAct,
  queueView,
} from './queue-common';
import type { StudentNews } from './student-news';
import { supportReplyNews } from './student-news-texts';
import type { SupportQueueRepository, TicketStatus } from './support-queue.repository';

type TicketRow = NonNullable<Awaited<ReturnType<SupportQueueRepository['ticket']>>>;
type Reply = Awaited<ReturnType<SupportQueueRepository['replies']>>[number];
/** A ticket with its thread, oldest first. */
type Ticket = TicketRow & { replies: Reply[] };

const FILTERS: Record<string, TicketStatus[]> = {
  open: ['Open'],
  answered: ['Answered'],
  closed: ['Closed'],
  all: ['Open', 'Answered', 'Closed'],
};

// Evaluation comments are written the same way (evaluation-queue.service.ts imports it from here).
export { replyHtml };

/**
 * The support queue of the console (CONSOLE.md 'Remarks and support'): tickets oldest first with
 * their age, due time (the company's support target after the student last wrote) and owner; each reply joins
 * the ticket's thread the student reads (never replacing one); turnaround (asking → first answer)
 * over 30 days, per queue and per member. An admin works on every ticket of the company, faculty on
 * those of their courses.
 */
export class SupportQueueService {
  constructor(
    private readonly repo: SupportQueueRepository,
    private readonly clock: Clock,
    private readonly news: StudentNews,
  ) {}

  async queue(actor: Actor, query: { status: string; late: boolean; mine: boolean }): Promise<SupportQueue> {
    const now = this.clock.now();
    const narrowing = listNarrowing(actor, now, 'support', query);
    const statuses = FILTERS[query.status] ?? ['Open'];
    const { rows, ...figures } = await queueView(this.repo, actor, now, {
      items: async (companyCode, scope) =>
        this.withReplies(
          this.repo,
          companyCode,
          await this.repo.tickets(companyCode, scope, statuses, narrowing),
        ),
      done: (companyCode, scope, since) => this.repo.answeredSince(companyCode, scope, since),
      hours: (r) => ((r.answeredAt?.getTime() ?? 0) - r.createdAt.getTime()) / HOUR,
    });
    return { tickets: rows.map((r) => this.present(r, now, actor)), ...figures };
  }

  /**
   * A staff answer joins the thread; the first one alone sets the turnaround's answeredAt. The
   * student is sent the reply (a mail and a notification, decision 052).
   */
  async reply(
    actor: Actor,
    company: CompanyRow,
    id: string,
    body: { response: string; status: 'Answered' | 'Closed' },
  ) {
    const html = replyHtml(body.response);
    return this.change(actor, id, 'support.reply', async (repo, before, now, tx) => {
      await repo.insertReply({
        companyCode: actor.staff.companyCode,
        ticketId: id,
        author: 'staff',
        staffId: actor.staff.id,
        body: html,
        createdAt: now,
      });
      const student = { id: before.studentId, name: before.studentName, email: before.studentEmail };
      const news = supportReplyNews(before.subject, body.response, body.status === 'Closed');
      await this.news.tell(tx, company, student, news, 'support');
      return {
        // Replicas of the release before the thread read the latest answer here (decision 035).
        adminResponse: html,
        status: body.status,
        answeredAt: before.answeredAt ?? now,
        answeredByStaffId: before.answeredAt ? undefined : actor.staff.id,
        // Whoever answers an unowned ticket owns it.
        assigneeStaffId: before.assigneeId ?? actor.staff.id,
      };
    });
  }

  async assign(actor: Actor, id: string, staffId: string | null) {
    await checkAssignee(actor, staffId, () => this.repo.enabledStaff(actor.staff.companyCode), M);
    return this.change(actor, id, 'support.assign', async () => ({ assigneeStaffId: staffId }));
  }

  async setStatus(actor: Actor, id: string, status: TicketStatus) {
    return this.change(actor, id, 'support.status', async () => ({ status }));
  }

  /** One act, one transaction (queueAct): the ticket locked, checked, changed, and in the audit log. */
  private async change(
    actor: Actor,
    id: string,
    action: string,
    fields: (
      repo: SupportQueueRepository,
      before: Ticket,
      now: Date,
      tx: Db,
    ) => Promise<Parameters<SupportQueueRepository['update']>[2]>,
  ): Promise<QueueTicket> {
    const { companyCode } = actor.staff;
    const now = this.clock.now();
    const desk: QueueDesk<SupportQueueRepository, Ticket> = {
      entity: 'support_ticket',
      notFound: M.notFound,
      read: (repo, code, ticketId) => this.one(repo, code, ticketId),
      checkScope: async (_repo, a, ticket) => {
        if (!inActorCourses(a, ticket.courseId)) throw forbidden(M.notYourCourse);
      },
      snapshot,
    };
    await queueAct(desk, this.repo, { actor, id, action }, async (repo, before, tx) => {
      const set = await fields(repo, before, now, tx);
      await repo.update(companyCode, id, { ...set, updatedAt: now });
    });
    this.news.sent();
    const ticket = await this.one(this.repo, companyCode, id);
    if (!ticket) throw notFound(M.notFound);
    return this.present(ticket, this.clock.now(), actor);
  }

  private async one(repo: SupportQueueRepository, companyCode: string, id: string) {
    const row = await repo.ticket(companyCode, id);
    return row ? (await this.withReplies(repo, companyCode, [row]))[0] : undefined;
  }

  private async withReplies(
    repo: SupportQueueRepository,
    companyCode: string,
    rows: TicketRow[],
  ): Promise<Ticket[]> {
    const replies = await repo.replies(
      companyCode,
      rows.map((r) => r.id),
    );
    const byTicket = new Map<string, Reply[]>();
    for (const r of replies) byTicket.set(r.ticketId, [...(byTicket.get(r.ticketId) ?? []), r]);
    return rows.map((row) => ({ ...row, replies: byTicket.get(row.id) ?? [] }));
  }

  private present(r: Ticket, now: Date, actor: Actor): QueueTicket {
    // A follow-up opens the ticket again: it is due the support target after the student last wrote.
    const due = dueAt(r.waitingSince, actor.dueHours.support);
    return {
      id: r.id,
      subject: r.subject,
      supportType: r.supportType,
      description: r.description,
      status: r.status,
      adminResponse: latestAnswer(r),
      student: { name: r.studentName, email: r.studentEmail },
      courseName: r.courseName,
      testTitle: r.testTitle,
      createdAt: r.createdAt.toISOString(),
      dueAt: due.toISOString(),
      overdue: r.status === 'Open' && isLate(due, now),
      answeredAt: r.answeredAt?.toISOString() ?? null,
      assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
      replies: r.replies.map((x) => ({
        id: x.id,
        author: x.author,
        staffName: x.author === 'staff' ? x.staffName : null,
        message: x.body,
        createdAt: x.createdAt.toISOString(),
      })),
    };
  }
}

const latestAnswer = (t: Ticket) => t.replies.findLast((x) => x.author === 'staff')?.body ?? null;

const snapshot = (t: Ticket) => ({
  status: t.status,
  adminResponse: latestAnswer(t),
  replies: t.replies.length,
  assignee: t.assigneeId,
  answeredAt: t.answeredAt?.toISOString() ?? null,
});
