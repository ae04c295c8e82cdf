// The demo's support queries, answered and open, with the staff who answered and own them.
import { supportStatuses, supportTypeValues } from '@portico/contract/support';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { supportReplies, supportTickets } from '../db/schema';
import { addDays } from '../lib/clock';
import { seedId } from '../lib/seed-id';
import { contentIds } from '../modules/content/content-mapper';

export const SupportTicketSeed = z.object({
  key: z.string(),
  student: z.string(),
  subject: z.string(),
  supportType: z.enum(supportTypeValues),
  /** The key of a test of this company's content. */
  test: z.string().optional(),
  course: z.string().optional(),
  description: z.string(),
  status: z.enum(supportStatuses).default('Open'),
  adminResponse: z.string().optional(),
  daysAgo: z.number().int().nonnegative().default(0),
  /** Hours before `daysAgo` ends: a ticket asked a few hours ago (the console's queue ages). */
  hoursAgo: z.number().nonnegative().default(0),
  /** The staff member (email) who answered, and how many hours after the question. */
  answeredBy: z.string().optional(),
  hoursToAnswer: z.number().positive().default(24),
  /** The staff member (email) the ticket is given to in the console. */
  assignee: z.string().optional(),
});
type SupportTicketSeed = z.infer<typeof SupportTicketSeed>;

/**
 * The demo's support queries, after the content import (a ticket may name a test). Seeding again
 * keeps their dates.
 */
export async function seedSupportTickets(
  db: Db,
  companyCode: string,
  tickets: SupportTicketSeed[],
  ids: { course: (key: string) => string; student: (email: string) => string },
  now: Date,
) {
  const staffId = (email: string | undefined) => (email ? seedId(companyCode, 'staff', email) : null);
  for (const t of tickets) {
    const createdAt = new Date(addDays(now, -t.daysAgo).getTime() - t.hoursAgo * 3600_000);
    const answeredAt = t.adminResponse ? new Date(createdAt.getTime() + t.hoursToAnswer * 3600_000) : null;
    const row = {
      id: seedId(companyCode, 'support', t.key),
      companyCode,
      studentId: ids.student(t.student),
      courseId: t.course ? ids.course(t.course) : null,
      testId: t.test ? contentIds.test(companyCode, t.test) : null,
      subject: t.subject,
      supportType: t.supportType,
      description: t.description,
      status: t.status,
      adminResponse: t.adminResponse ?? null,
      answeredAt,
      answeredByStaffId: answeredAt ? staffId(t.answeredBy) : null,
      assigneeStaffId: staffId(t.assignee ?? t.answeredBy),
    };
    await db
      .insert(supportTickets)
      .values({ ...row, createdAt, updatedAt: answeredAt ?? createdAt })
      .onConflictDoUpdate({ target: supportTickets.id, set: row });
    // The answer is the first message of the ticket's thread; a database that had it before the
    // thread got it from its migration.
    if (t.adminResponse && answeredAt) {
      const [held] = await db
        .select({ id: supportReplies.id })
        .from(supportReplies)
        .where(and(eq(supportReplies.ticketId, row.id), eq(supportReplies.body, t.adminResponse)))
        .limit(1);
      if (!held) {
        await db.insert(supportReplies).values({
          id: seedId(companyCode, 'support-reply', t.key),
          companyCode,
          ticketId: row.id,
          author: 'staff',
          staffId: row.answeredByStaffId,
          body: t.adminResponse,
          createdAt: answeredAt,
        });
      }
    }
  }
}
