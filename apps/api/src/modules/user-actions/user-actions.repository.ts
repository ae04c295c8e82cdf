import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batchEnrolments,
  courses,
  liveClasses,
  type NotificationType,
  notifications,
  userActions,
  videos,
} from '../../db/schema';
import { readableBy, visibleAt } from '../notifications/notifications.repository';
import { ofStudent, ownedExists } from '../tenancy/owned-rows.repository';

export type UserActionRow = typeof userActions.$inferSelect;
export type UserActionInsert = typeof userActions.$inferInsert;
export type UpsertOptions = {
  /** spec 1 §4: a completed video stays completed; a later InProgress post only moves the position. */
  keepCompleted?: boolean;
};

/** The only file of the user-actions area that touches the database. */
export class UserActionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A notification or notice the student sees at `now` (active and inside its schedule; a personal
   * one only when it is theirs).
   */
  activeNotificationExists(
    student: { companyCode: string; id: string },
    id: string,
    type: NotificationType,
    now: Date,
  ): Promise<boolean> {
    return ownedExists(
      this.db,
      notifications,
      student.companyCode,
      id,
      eq(notifications.type, type),
      visibleAt(now),
      readableBy(student.id),
    );
  }

  activeVideoExists(companyCode: string, id: string): Promise<boolean> {
    return ownedExists(this.db, videos, companyCode, id, eq(videos.isActive, true));
  }

  /** A live class of the company, and whether the student is enrolled in its batch. */
  async liveClassFor(
    companyCode: string,
    studentId: string,
    liveClassId: string,
  ): Promise<{ enrolled: boolean } | undefined> {
    const [row] = await this.db
      .select({ enrolled: batchEnrolments.studentId })
      .from(liveClasses)
      .leftJoin(
        batchEnrolments,
        and(
          eq(batchEnrolments.batchId, liveClasses.batchId),
          ...ofStudent(batchEnrolments, companyCode, studentId),
        ),
      )
      .where(and(eq(liveClasses.companyCode, companyCode), eq(liveClasses.id, liveClassId)))
      .limit(1);
    return row && { enrolled: row.enrolled !== null };
  }

  courseExists(companyCode: string, courseId: string): Promise<boolean> {
    return ownedExists(this.db, courses, companyCode, courseId);
  }

  /**
   * One row per company × student × object: inserted the first time, updated after. Read stays
   * read, and a value not sent keeps what is stored.
   */
  async upsertAction(
    values: UserActionInsert & { id: string },
    options: UpsertOptions = {},
  ): Promise<UserActionRow> {
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    const status: SQL = options.keepCompleted
      ? sql`case when ${userActions.status} = 'Completed' then 'Completed' else coalesce(${excluded('status')}, ${userActions.status}) end`
      : sql`coalesce(${excluded('status')}, ${userActions.status})`;
    const [row] = await this.db
      .insert(userActions)
      .values(values)
      .onConflictDoUpdate({
        target: userActions.id,
        set: {
          isRead: sql`${userActions.isRead} or ${excluded('is_read')}`,
          status,
          courseId: sql`coalesce(${excluded('course_id')}, ${userActions.courseId})`,
          objectType: values.objectType ? excluded('object_type') : sql`${userActions.objectType}`,
          duration: values.duration === undefined ? sql`${userActions.duration}` : excluded('duration'),
          timeStamp: excluded('time_stamp'),
        },
      })
      .returning();
    if (!row) throw new Error('user action not stored');
    return row;
  }

  async listActions(
    companyCode: string,
    studentId: string,
    referenceIds: string[],
  ): Promise<UserActionRow[]> {
    return this.db
      .select()
      .from(userActions)
      .where(
        and(
          ...ofStudent(userActions, companyCode, studentId),
          inArray(userActions.referenceId, referenceIds),
        ),
      );
  }
}
