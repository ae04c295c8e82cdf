// The demo rows around the learning itself (decision 008): dashboard videos, about pages, intro steps,
// live-class batches and classes, orders and the queue's extra students; and the shape of every home
// row, the support queries and score reports included (seed-support.ts, seed-score-reports.ts).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  aboutPages,
  enrolments,
  introSteps,
  introStepTypes,
  orderStatuses,
  orders,
  students,
  videoSections,
  videos,
} from '../db/schema';
import { addDays } from '../lib/clock';
import { seedId } from '../lib/seed-id';
import { ApplicationSeed } from './seed-applications';
import { AttemptSeed } from './seed-attempts';
import { CareerSeed } from './seed-career';
import { LiveClassesSeed, seedLiveClasses } from './seed-live-classes';
import { ScoreReportSeed } from './seed-score-reports';
import { SupportTicketSeed } from './seed-support';

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
  supportTickets: z.array(SupportTicketSeed).default([]),
  /** The demo students' career projects (seed-career.ts). */
  career: z.array(CareerSeed).default([]),
  /** Applications sent from /apply and their follow-up (seed-applications.ts). */
  applications: z.array(ApplicationSeed).default([]),
  /**
   * More demo students for the console's queues (decision 028): verified, enrolled in `products`, and
   * without a password (nobody signs in as them).
   */
  demoStudents: z
    .array(
      z.object({
        name: z.string(),
        email: z.email(),
        mobileNumber: z.string(),
        cityName: z.string().default(''),
        products: z.array(z.string()),
      }),
    )
    .default([]),
  /** Score reports (TRF) of the demo students, pending, verified and rejected, with remarks. */
  scoreReports: z.array(ScoreReportSeed).default([]),
});
export type HomeSeed = z.infer<typeof HomeSeed>;
export type DemoStudentSeed = HomeSeed['demoStudents'][number];

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

type Ids = {
  course: (key: string) => string;
  product: (key: string) => string;
  student: (email: string) => string;
};

export async function seedHome(db: Db, companyCode: string, home: HomeSeed, ids: Ids, now: Date) {
  await seedDemoStudents(db, companyCode, home.demoStudents, ids, now);
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

/** The queue's extra demo students: no password, verified, their enrolments from the first seed. */
async function seedDemoStudents(db: Db, companyCode: string, people: DemoStudentSeed[], ids: Ids, now: Date) {
  for (const p of people) {
    const id = ids.student(p.email);
    await db
      .insert(students)
      .values({
        id,
        companyCode,
        name: p.name,
        email: p.email.toLowerCase(),
        mobileNumber: p.mobileNumber,
        cityName: p.cityName,
        passwordHash: null,
        verifiedAt: now,
        source: 'staff',
      })
      .onConflictDoNothing();
    for (const key of p.products) {
      await db
        .insert(enrolments)
        .values({
          id: seedId(companyCode, 'enrolment', p.email, key),
          companyCode,
          studentId: id,
          productId: ids.product(key),
          startsAt: now,
          expiresAt: addDays(now, 365),
          source: 'staff',
        })
        .onConflictDoNothing();
    }
  }
}
