// The demo's notifications page and notice board rows (spec 1 §2).
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { seedId } from '../lib/seed-id';
import type { DemoCompany } from './seed-demo-schema';

export async function seedNotifications(
  db: Db,
  companyCode: string,
  notificationSeeds: DemoCompany['notifications'],
  courseIds: Map<string, string>,
  now: Date,
) {
  for (const [i, n] of notificationSeeds.entries()) {
    const { key, hoursAgo, course, ...fields } = n;
    const courseId = course === undefined ? null : courseIds.get(course);
    if (courseId === undefined)
      throw new Error(`demo content: notification ${key} names unknown course ${course}`);
    const row = {
      id: seedId(companyCode, 'notification', key),
      companyCode,
      courseId,
      orderNo: i,
      ...fields,
    };
    // The posting time is set once; seeding again keeps it, so 'x hours ago' stays true.
    await db
      .insert(notifications)
      .values({ ...row, createdAt: new Date(now.getTime() - hoursAgo * 3_600_000) })
      .onConflictDoUpdate({ target: notifications.id, set: row });
  }
}
