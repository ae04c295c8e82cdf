import {
  dayEnd,
  dayStart,
  type GetNotificationQuery,
  type Notification,
  NotificationMessages,
  type NotificationPage,
  type UserAction,
  type UserActionRequest,
} from '@portico/contract/notifications';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type {
  NotificationsRepository,
  NotificationWithAction,
  UserActionRow,
} from './notifications.repository';

export type StudentRef = { id: string; companyCode: string };

/** DATA-MODEL.md user_action: company, student and object combined. */
export const userActionId = (s: StudentRef, referenceId: string) => `${s.companyCode}_${s.id}_${referenceId}`;

export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly clock: Clock,
  ) {}

  /** spec 1 §7 get-notification: the company's active rows of a type, a page at a time. */
  async list(student: StudentRef, q: GetNotificationQuery): Promise<NotificationPage> {
    if (q.lastKey && !(await this.repo.cursorExists(student.companyCode, q.type, q.lastKey))) {
      throw badRequest(NotificationMessages.badLastKey);
    }
    // One row more than the page tells whether a next page exists.
    const rows = await this.repo.list({
      companyCode: student.companyCode,
      studentId: student.id,
      type: q.type,
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
    };
  }

  async one(student: StudentRef, id: string): Promise<Notification> {
    const row = await this.repo.findActive(student.companyCode, student.id, id);
    if (!row) throw notFound(NotificationMessages.notFound);
    return present(row);
  }

  /**
   * spec 1 §7 POST user-actions: upserted, never duplicated. A notification or notice must be an
   * active one of the student's own company; opening it reads it.
   */
  async record(student: StudentRef, body: UserActionRequest): Promise<UserAction> {
    const id = userActionId(student, body.referenceId);
    if (body.id && body.id !== id) throw forbidden(NotificationMessages.badActionId);
    const type = body.referenceType === 'Notice' ? 'notice' : 'notification';
    const target = await this.repo.findActive(student.companyCode, student.id, body.referenceId, type);
    if (!target) {
      throw notFound(type === 'notice' ? NotificationMessages.noticeNotFound : NotificationMessages.notFound);
    }
    if (body.courseId && !(await this.repo.courseExists(student.companyCode, body.courseId))) {
      throw badRequest('courseId must be a course of this portal');
    }
    const row = await this.repo.upsertAction({
      id,
      companyCode: student.companyCode,
      studentId: student.id,
      referenceId: body.referenceId,
      referenceType: body.referenceType,
      objectType: body.objectType ?? '',
      status: body.status ?? null,
      isRead: body.isRead ?? true,
      duration: body.duration,
      courseId: body.courseId ?? null,
      timeStamp: this.clock.now(),
    });
    return presentAction(row);
  }
}

function present(r: NotificationWithAction): Notification {
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

function presentAction(r: UserActionRow): UserAction {
  return {
    id: r.id,
    referenceId: r.referenceId,
    referenceType: r.referenceType,
    objectType: r.objectType,
    status: r.status,
    courseId: r.courseId,
    timeStamp: r.timeStamp.toISOString(),
    duration: r.duration,
    isRead: r.isRead,
  };
}
