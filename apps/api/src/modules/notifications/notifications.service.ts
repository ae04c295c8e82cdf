import {
  dayEnd,
  dayStart,
  type GetNotificationQuery,
  type Notification,
  NotificationMessages,
  type NotificationPage,
} from '@portico/contract/notifications';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { NotificationsRepository, NotificationWithAction } from './notifications.repository';

export type StudentRef = { id: string; companyCode: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The course the portal sent, when it is a course id at all (anything else narrows to the company's rows). */
const courseOf = (courseId: string | undefined) => (courseId && UUID.test(courseId) ? courseId : undefined);

export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * spec 1 §7 get-notification: the rows of a type shown now (active, in schedule), a page at a time:
   * the company's, and those of the course the portal sends when it is one of the student's.
   */
  async list(student: StudentRef, q: GetNotificationQuery): Promise<NotificationPage> {
    const courseId = courseOf(q.courseId);
    if (q.lastKey && !(await this.repo.cursorExists(student.companyCode, student.id, q.type, q.lastKey))) {
      throw badRequest(NotificationMessages.badLastKey);
    }
    const now = this.clock.now();
    // One row more than the page tells whether a next page exists.
    const rows = await this.repo.list({
      now,
      companyCode: student.companyCode,
      studentId: student.id,
      type: q.type,
      courseId,
      limit: q.limit + 1,
      sort: q.sort,
      afterId: q.lastKey,
      from: q.from ? dayStart(q.from) : undefined,
      to: q.to ? dayEnd(q.to) : undefined,
    });
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      Items: page.map(present),
      lastEvaluatedKey: rows.length > q.limit && last ? last.id : null,
      unreadCount: await this.repo.unreadCount(student.companyCode, student.id, q.type, now, courseId),
    };
  }

  async one(student: StudentRef, id: string): Promise<Notification> {
    const row = await this.repo.findActive(student.companyCode, student.id, id, this.clock.now());
    if (!row) throw notFound(NotificationMessages.notFound);
    return present(row);
  }
}

/** spec 1 §3 Notification, as every call that lists notifications or notices presents one. */
export function present(r: NotificationWithAction): Notification {
  return {
    id: r.id,
    type: r.type,
    name: r.title,
    shortDescription: r.shortDescription,
    content: r.description,
    image: r.image,
    isImportant: r.isImportant,
    isActive: r.isActive,
    orderNo: r.orderNo,
    createdDateTime: r.createdAt.toISOString(),
    companyCode: r.companyCode,
    userActions: r.isRead === null ? null : { isRead: r.isRead },
    isRead: r.isRead ?? false,
  };
}
