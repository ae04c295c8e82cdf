import {
  SupportQueueMessages as M,
  type QueueTicket,
  SUPPORT_DUE_HOURS,
  type SupportQueue,
} from '@portico/contract/console';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/text';
import {
  type Actor,
  courseScope,
  DAY,
  HOUR,
  TURNAROUND_DAYS,
  turnaroundByStaff,
  turnaroundOf,
} from './queue-common';
import type { SupportQueueRepository, TicketStatus } from './support-queue.repository';

type Ticket = NonNullable<Awaited<ReturnType<SupportQueueRepository['ticket']>>>;

const FILTERS: Record<string, TicketStatus[]> = {
  open: ['Open'],
  answered: ['Answered'],
  closed: ['Closed'],
  all: ['Open', 'Answered', 'Closed'],
};

/** A plain-text reply as the student's page shows it: escaped, in paragraphs and lines. */
export const replyHtml = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The support queue of the console (CONSOLE.md 'Remarks and support'): tickets oldest first with
 * their age, due time (SUPPORT_DUE_HOURS after asking) and owner; replies the student reads as
 * adminResponse; turnaround (asking → first answer) over 30 days, per queue and per member.
 * An admin works on every ticket of the company, faculty on those of their courses.
 */
export class SupportQueueService {
  constructor(
    private readonly repo: SupportQueueRepository,
    private readonly clock: Clock,
  ) {}

  async queue(actor: Actor, filter: string): Promise<SupportQueue> {
    const { companyCode } = actor.staff;
    const scope = courseScope(actor);
    const now = this.clock.now();
    const rows = await this.repo.tickets(companyCode, scope, FILTERS[filter] ?? ['Open']);
    const answered = await this.repo.answeredSince(
      companyCode,
      scope,
      new Date(now.getTime() - TURNAROUND_DAYS * DAY),
    );
    const hours = (r: { createdAt: Date; answeredAt: Date | null }) =>
      ((r.answeredAt?.getTime() ?? 0) - r.createdAt.getTime()) / HOUR;
    return {
      tickets: rows.map((r) => this.present(r, now)),
      turnaround: turnaroundOf(answered.map(hours)),
      byStaff: turnaroundByStaff(answered.map((r) => ({ ...r, hours: hours(r) }))),
      staff: await this.repo.enabledStaff(companyCode),
    };
  }

  async reply(actor: Actor, id: string, body: { response: string; status: 'Answered' | 'Closed' }) {
    return this.change(actor, id, 'support.reply', (before, now) => ({
      adminResponse: replyHtml(body.response),
      status: body.status,
      answeredAt: before.answeredAt ?? now,
      answeredByStaffId: before.answeredAt ? undefined : actor.staff.id,
      // Whoever answers an unowned ticket owns it.
      assigneeStaffId: before.assigneeId ?? actor.staff.id,
    }));
  }

  async assign(actor: Actor, id: string, staffId: string | null) {
    if (actor.staff.role !== 'admin' && staffId !== actor.staff.id) throw forbidden(M.assignOthers);
    if (staffId) {
      const members = await this.repo.enabledStaff(actor.staff.companyCode);
      if (!members.some((m) => m.id === staffId)) throw notFound(M.unknownStaff);
    }
    return this.change(actor, id, 'support.assign', () => ({ assigneeStaffId: staffId }));
  }

  async setStatus(actor: Actor, id: string, status: TicketStatus) {
    return this.change(actor, id, 'support.status', () => ({ status }));
  }

  /** One act, one transaction: the row locked, checked, changed, and the change in the audit log. */
  private async change(
    actor: Actor,
    id: string,
    action: string,
    fields: (before: Ticket, now: Date) => Parameters<SupportQueueRepository['update']>[2],
  ): Promise<QueueTicket> {
    const { companyCode } = actor.staff;
    const now = this.clock.now();
    await this.repo.transaction(async (repo) => {
      if (!(await repo.lock(companyCode, id))) throw notFound(M.notFound);
      const before = await repo.ticket(companyCode, id);
      if (!before) throw notFound(M.notFound);
      const scope = courseScope(actor);
      if (scope && !(before.courseId && scope.includes(before.courseId))) throw forbidden(M.notYourCourse);
      const set = fields(before, now);
      await repo.update(companyCode, id, { ...set, updatedAt: now });
      const after = await repo.ticket(companyCode, id);
      await repo.audit({
        companyCode,
        staffId: actor.staff.id,
        action,
        entity: 'support_ticket',
        entityId: id,
        before: snapshot(before),
        after: after ? snapshot(after) : null,
        ip: actor.ip,
      });
    });
    const ticket = await this.repo.ticket(companyCode, id);
    if (!ticket) throw notFound(M.notFound);
    return this.present(ticket, this.clock.now());
  }

  private present(r: Ticket, now: Date): QueueTicket {
    const due = new Date(r.createdAt.getTime() + SUPPORT_DUE_HOURS * HOUR);
    return {
      id: r.id,
      subject: r.subject,
      supportType: r.supportType,
      description: r.description,
      status: r.status,
      adminResponse: r.adminResponse,
      student: { name: r.studentName, email: r.studentEmail },
      courseName: r.courseName,
      testTitle: r.testTitle,
      createdAt: r.createdAt.toISOString(),
      dueAt: due.toISOString(),
      overdue: r.status === 'Open' && now > due,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
    };
  }
}

const snapshot = (t: Ticket) => ({
  status: t.status,
  adminResponse: t.adminResponse,
  assignee: t.assigneeId,
  answeredAt: t.answeredAt?.toISOString() ?? null,
});
