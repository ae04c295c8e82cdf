// The demo rows around the learning itself (issue 4): dashboard videos, about pages, intro steps,
// live-class batches and classes, orders and support queries. Kept apart from seed.ts, which calls it per company.
import { createHash } from 'node:crypto';
import { supportStatuses, supportTypeValues } from '@portico/contract/support';
import { z } from 'zod';
import { addDays } from '../lib/clock';
import { contentIds } from '../modules/content/content-mapper';
import type { Db } from './client';
import {
  aboutPages,
  introSteps,
  introStepTypes,
  orderStatuses,
  orders,
  supportTickets,
  videoSections,
  videos,
} from './schema';
import { AttemptSeed } from './seed-attempts';
import { CareerSeed } from './seed-career';
import { seedId } from './seed-id';
import { LiveClassesSeed, seedLiveClasses } from './seed-live-classes';

export const HomeSeed = z.object({
  videos: z
    .array(
      z.object({
        key: z.string(),
        section: z.enum(videoSections),
        /** A course key of this company; omitted: every course. */
        course: z.string().optional(),
        title: z.string(),
        thumbnail: z.string().default(''),
        content: z.string(),
        isVimeo: z.boolean().default(false),
        duration: z.number().int().nonnegative().default(0),
      }),
    )
    .default([]),
  aboutPages: z
    .array(z.object({ pageId: z.string(), pageTitle: z.string(), pageContent: z.string() }))
    .default([]),
  introSteps: z
    .array(
      z.object({
        title: z.string(),
        type: z.enum(introStepTypes),
        content: z.string().default(''),
        actionUrl: z.string().default(''),
      }),
    )
    .default([]),
  /** Batch types, batches, classes and e-books (seed-live-classes.ts). */
  liveClasses: LiveClassesSeed.optional(),
  orders: z
    .array(
      z.object({
        /** The documented demo completion token (the `/completed/{token}` address). */
        token: z.string(),
        student: z.string(),
        product: z.string(),
        amount: z.number().int().nonnegative(),
        status: z.enum(orderStatuses),
      }),
    )
    .default([]),
  /** Ended attempts of the demo students, so their reports open with something in them. */
  attempts: z.array(AttemptSeed).default([]),
  /** Answered and open support queries of the demo students (staff answer in the console later). */
  supportTickets: z
    .array(
      z.object({
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
      }),
    )
    .default([]),
  /** The demo students' career projects (seed-career.ts). */
  career: z.array(CareerSeed).default([]),
});
export type HomeSeed = z.infer<typeof HomeSeed>;

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

type Ids = {
  course: (key: string) => string;
  product: (key: string) => string;
  student: (email: string) => string;
};

export async function seedHome(db: Db, companyCode: string, home: HomeSeed, ids: Ids, now: Date) {
  for (const [i, v] of home.videos.entries()) {
    const { key, course, ...fields } = v;
    const row = {
      id: seedId(companyCode, 'video', key),
      companyCode,
      courseId: course ? ids.course(course) : null,
      orderNo: i,
      ...fields,
    };
    await db.insert(videos).values(row).onConflictDoUpdate({ target: videos.id, set: row });
  }
  for (const [i, p] of home.aboutPages.entries()) {
    const row = { id: seedId(companyCode, 'about', p.pageId), companyCode, orderNo: i, ...p };
    await db.insert(aboutPages).values(row).onConflictDoUpdate({ target: aboutPages.id, set: row });
  }
  for (const [i, s] of home.introSteps.entries()) {
    const row = { id: seedId(companyCode, 'intro', s.title), companyCode, orderNo: i, ...s };
    await db.insert(introSteps).values(row).onConflictDoUpdate({ target: introSteps.id, set: row });
  }
  if (home.liveClasses) await seedLiveClasses(db, companyCode, home.liveClasses, ids, now);
  for (const o of home.orders) {
    const row = {
      id: seedId(companyCode, 'order', o.token),
      companyCode,
      studentId: ids.student(o.student),
      productId: ids.product(o.product),
      amount: o.amount,
      gateway: 'dev',
      status: o.status,
      completionTokenHash: sha256Hex(o.token),
      paidAt: o.status === 'paid' ? now : null,
    };
    await db.insert(orders).values(row).onConflictDoUpdate({ target: orders.id, set: row });
  }
}

/**
 * The demo's support queries, after the content import (a ticket may name a test). Seeding again
 * keeps their dates.
 */
export async function seedSupportTickets(
  db: Db,
  companyCode: string,
  tickets: HomeSeed['supportTickets'],
  ids: Pick<Ids, 'course' | 'student'>,
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
  }
}
