// The demo rows around the learning itself (issue 4): dashboard videos, about pages, intro steps,
// live-class batches and classes, orders and support queries. Kept apart from seed.ts, which calls it per company.
import { createHash } from 'node:crypto';
import { supportStatuses, supportTypeValues } from '@portico/contract/support';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '../lib/clock';
import { contentIds } from '../modules/content/content-mapper';
import type { Db } from './client';
import {
  aboutPages,
  enrolments,
  fileObjects,
  introSteps,
  introStepTypes,
  orderStatuses,
  orders,
  remarks,
  scoreReports,
  students,
  supportReplies,
  supportTickets,
  videoSections,
  videos,
} from './schema';
import { ApplicationSeed } from './seed-applications';
import { AttemptSeed } from './seed-attempts';
import { CareerSeed, type SeedFiles, simplePdf } from './seed-career';
import { seedId } from './seed-id';
import { LiveClassesSeed, seedLiveClasses } from './seed-live-classes';

const band = z.number().min(0).max(9).multipleOf(0.5);
const ScoreReportSeed = z.object({
  /** A demo student's email (one report each). */
  student: z.string(),
  listening: band,
  reading: band,
  writing: band,
  speaking: band,
  overall: band,
  trfNumber: z.string(),
  examDaysAgo: z.number().int().min(1).max(700),
  status: z.enum(['pending', 'verified', 'rejected']).default('pending'),
  /** When it was uploaded. */
  hoursAgo: z.number().min(0),
  /** The staff member (email) who verified or rejected it, that many hours after the upload. */
  reviewedBy: z.string().optional(),
  hoursToReview: z.number().positive().default(24),
  /** The owner in the console (staff email); the reviewer when omitted. */
  assignee: z.string().optional(),
  remarks: z
    .array(
      z.object({
        author: z.enum(['student', 'admin']),
        /** The staff member (email) of an admin remark. */
        by: z.string().optional(),
        text: z.string(),
        hoursAgo: z.number().min(0),
      }),
    )
    .default([]),
});

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
  /** Applications sent from /apply and their follow-up (seed-applications.ts). */
  applications: z.array(ApplicationSeed).default([]),
  /**
   * More demo students for the console's queues (issue 18): verified, enrolled in `products`, and
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

/**
 * The demo's score reports (issue 18): each with a generated one-page scan in the storage, the
 * review and its remarks; a verified one holds the company's reward product, granted when it was
 * verified. Inserted once: seeding again keeps what staff did since. Without a storage, none.
 */
export async function seedScoreReports(
  db: Db,
  companyCode: string,
  reports: HomeSeed['scoreReports'],
  ids: Pick<Ids, 'student'> & { reward: () => Promise<{ id: string; validityDays: number } | undefined> },
  now: Date,
  files?: SeedFiles,
) {
  if (!files) return;
  const staffId = (email: string | undefined) => (email ? seedId(companyCode, 'staff', email) : null);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3600_000);
  for (const r of reports) {
    const studentId = ids.student(r.student);
    const id = seedId(companyCode, 'score-report', r.student);
    const fileId = seedId(companyCode, 'score-document', r.student);
    const storageKey = `${companyCode}/score-document/${fileId}.pdf`;
    const examDate = addDays(now, -r.examDaysAgo).toISOString().slice(0, 10);
    const bytes = simplePdf('Test Report Form (demo scan)', [
      'A generated stand-in for a scanned IELTS Test Report Form; not a real result.',
      '',
      `Candidate e-mail: ${r.student}`,
      `TRF number: ${r.trfNumber}`,
      `Test date: ${examDate}`,
      `Listening ${r.listening.toFixed(1)}   Reading ${r.reading.toFixed(1)}   Writing ${r.writing.toFixed(1)}   Speaking ${r.speaking.toFixed(1)}`,
      `Overall band score: ${r.overall.toFixed(1)}`,
    ]);
    if (!(await files.stat(storageKey))) await files.put(storageKey, bytes, 'application/pdf');
    const createdAt = at(r.hoursAgo);
    await db
      .insert(fileObjects)
      .values({
        id: fileId,
        companyCode,
        ownerStudentId: studentId,
        purpose: 'score-document',
        storageKey,
        fileName: 'trf-scan.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
        status: 'stored',
        createdAt,
        uploadedAt: createdAt,
      })
      .onConflictDoNothing();
    const reviewedAt =
      r.status === 'pending' ? null : new Date(createdAt.getTime() + r.hoursToReview * 3600_000);
    const reward = r.status === 'verified' ? await ids.reward() : undefined;
    const [inserted] = await db
      .insert(scoreReports)
      .values({
        id,
        companyCode,
        studentId,
        listening: r.listening,
        reading: r.reading,
        writing: r.writing,
        speaking: r.speaking,
        overall: r.overall,
        examDate,
        trfNumber: r.trfNumber,
        fileId,
        status: r.status,
        verifiedBy: r.status === 'verified' ? staffId(r.reviewedBy) : null,
        verifiedAt: r.status === 'verified' ? reviewedAt : null,
        reviewedAt,
        rewardGrantedAt: reward ? reviewedAt : null,
        assigneeStaffId: staffId(r.assignee ?? r.reviewedBy),
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: scoreReports.id });
    if (!inserted) continue;
    if (reward && reviewedAt) {
      const rewardEnrolmentId = seedId(companyCode, 'score-reward', r.student);
      await db
        .insert(enrolments)
        .values({
          id: rewardEnrolmentId,
          companyCode,
          studentId,
          productId: reward.id,
          startsAt: reviewedAt,
          expiresAt: addDays(reviewedAt, reward.validityDays),
          source: 'staff',
        })
        .onConflictDoNothing();
      // The report keeps the enrolment it granted: a reject in the console withdraws it.
      await db.update(scoreReports).set({ rewardEnrolmentId }).where(eq(scoreReports.id, id));
    }
    for (const [i, m] of r.remarks.entries()) {
      await db
        .insert(remarks)
        .values({
          id: seedId(companyCode, 'remark', r.student, String(i)),
          companyCode,
          studentId,
          authorType: m.author,
          staffId: m.author === 'admin' ? staffId(m.by) : null,
          description: m.text,
          trfStatus: reviewedAt && at(m.hoursAgo) >= reviewedAt ? r.status : 'pending',
          createdAt: at(m.hoursAgo),
        })
        .onConflictDoNothing();
    }
  }
}
