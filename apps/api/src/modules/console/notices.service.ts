import {
  type ConsoleNotice,
  NoticesMessages as M,
  type NoticeList,
  type NoticeType,
  type NoticeValues,
  noticeState,
} from '@portico/contract/console-notices';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { AuditedRows, type RowKind } from './audited-rows';
import { adminOnly } from './authoring';
import type { NoticeRow, NoticesRepository, NoticeWrite } from './notices.repository';

/**
 * Notices and notifications in the console (CONSOLE.md Authoring, admin only): listed with their state
 * (active, scheduled, ended, inactive) and the course each is for, created, changed and deleted. Each change
 * is one transaction: the row locked, its course checked to be the company's (and held), the row changed,
 * and an audit entry with what it was and what it became.
 */
export class NoticesService {
  private readonly rows: AuditedRows<NoticesRepository, NoticeRow>;

  constructor(
    private readonly repo: NoticesRepository,
    private readonly clock: Clock,
  ) {
    this.rows = new AuditedRows(repo, clock, NOTICE);
  }

  async list(actor: Actor, type?: NoticeType): Promise<NoticeList> {
    adminOnly(actor);
    const now = this.clock.now();
    return { notices: (await this.repo.list(actor.staff.companyCode, type)).map((r) => present(r, now)) };
  }

  async create(actor: Actor, body: NoticeValues): Promise<ConsoleNotice> {
    const companyCode = adminOnly(actor);
    const now = this.clock.now();
    const row = await this.rows.create(actor, 'notice.create', async (repo) => {
      const courseName = await courseOf(repo, companyCode, body.courseId);
      return { ...(await repo.insert(companyCode, write(body), now)), courseName };
    });
    return present(row, now);
  }

  async change(actor: Actor, id: string, body: NoticeValues): Promise<ConsoleNotice> {
    const companyCode = adminOnly(actor);
    const row = await this.repo.transaction(async (repo) => {
      // The course first: a course being deleted holds its row, then its notices; taking them in the
      // same order never waits in a circle.
      const courseName = await courseOf(repo, companyCode, body.courseId);
      return this.rows.changeIn(repo, actor, 'notice.change', id, async () => ({
        ...(await repo.update(companyCode, id, write(body))),
        courseName,
      }));
    });
    return present(row, this.clock.now());
  }

  /** Deleted for good (students' read marks go with it); the audit entry keeps what it said. */
  async remove(actor: Actor, id: string): Promise<void> {
    const companyCode = adminOnly(actor);
    await this.rows.remove(actor, 'notice.delete', id, (repo) => repo.remove(companyCode, id));
  }
}

/** The name of the course a notice is for (null: every course); a course not of the company is refused. */
async function courseOf(repo: NoticesRepository, companyCode: string, courseId: string | null) {
  if (!courseId) return null;
  const course = await repo.course(companyCode, courseId);
  if (!course) throw badRequest(M.course);
  return course.courseName;
}

const write = (b: NoticeValues): NoticeWrite => ({
  type: b.type,
  title: b.title,
  shortDescription: b.shortDescription,
  description: b.description,
  image: b.image,
  isImportant: b.isImportant,
  isActive: b.isActive,
  orderNo: b.orderNo,
  publishAt: b.publishAt ? new Date(b.publishAt) : null,
  unpublishAt: b.unpublishAt ? new Date(b.unpublishAt) : null,
  courseId: b.courseId,
});

const snapshot = (r: NoticeRow) => ({
  type: r.type,
  title: r.title,
  shortDescription: r.shortDescription,
  description: r.description,
  image: r.image,
  isImportant: r.isImportant,
  isActive: r.isActive,
  orderNo: r.orderNo,
  publishAt: r.publishAt?.toISOString() ?? null,
  unpublishAt: r.unpublishAt?.toISOString() ?? null,
  courseId: r.courseId,
  courseName: r.courseName ?? '',
});

const NOTICE: RowKind<NoticesRepository, NoticeRow> = {
  entity: 'notice',
  notFound: M.notFound,
  lock: (repo, companyCode, id) => repo.lock(companyCode, id),
  snapshot,
};

function present(r: NoticeRow, now: Date): ConsoleNotice {
  return {
    id: r.id,
    ...snapshot(r),
    createdAt: r.createdAt.toISOString(),
    state: noticeState(r, now),
  };
}
