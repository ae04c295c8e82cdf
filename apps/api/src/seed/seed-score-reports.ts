// The demo's score reports (TRF) of the demo students, pending, verified and rejected, with remarks.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { enrolments, remarks, scoreReports } from '../db/schema';
import { addDays } from '../lib/clock';
import { seedId } from '../lib/seed-id';
import { type SeedFiles, seedPdfFile, simplePdf } from './seed-files';

const band = z.number().min(0).max(9).multipleOf(0.5);
export const ScoreReportSeed = z.object({
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
type ScoreReportSeed = z.infer<typeof ScoreReportSeed>;
type Reward = { id: string; validityDays: number };

/**
 * The demo's score reports (decision 028): each with a generated one-page scan in the storage, the
 * review and its remarks; a verified one holds the company's reward product, granted when it was
 * verified. Inserted once: seeding again keeps what staff did since. Without a storage, none.
 */
export async function seedScoreReports(
  db: Db,
  companyCode: string,
  reports: ScoreReportSeed[],
  ids: { student: (email: string) => string; reward: () => Promise<Reward | undefined> },
  now: Date,
  files?: SeedFiles,
) {
  if (!files) return;
  const staffId = (email: string | undefined) => (email ? seedId(companyCode, 'staff', email) : null);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3600_000);
  for (const r of reports) {
    const studentId = ids.student(r.student);
    const id = seedId(companyCode, 'score-report', r.student);
    const examDate = addDays(now, -r.examDaysAgo).toISOString().slice(0, 10);
    const createdAt = at(r.hoursAgo);
    const fileId = await seedScan(db, files, companyCode, studentId, r, examDate, createdAt);
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
    if (reward && reviewedAt) await grantReward(db, companyCode, studentId, id, r, reward, reviewedAt);
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

/** The report's generated one-page scan, in the storage and as the student's file; returns its id. */
async function seedScan(
  db: Db,
  files: SeedFiles,
  companyCode: string,
  studentId: string,
  r: ScoreReportSeed,
  examDate: string,
  createdAt: Date,
) {
  const fileId = seedId(companyCode, 'score-document', r.student);
  const bytes = simplePdf('Test Report Form (demo scan)', [
    'A generated stand-in for a scanned IELTS Test Report Form; not a real result.',
    '',
    `Candidate e-mail: ${r.student}`,
    `TRF number: ${r.trfNumber}`,
    `Test date: ${examDate}`,
    `Listening ${r.listening.toFixed(1)}   Reading ${r.reading.toFixed(1)}   Writing ${r.writing.toFixed(1)}   Speaking ${r.speaking.toFixed(1)}`,
    `Overall band score: ${r.overall.toFixed(1)}`,
  ]);
  const file = { id: fileId, purpose: 'score-document', fileName: 'trf-scan.pdf', at: createdAt } as const;
  await seedPdfFile(db, files, { companyCode, studentId }, file, bytes);
  return fileId;
}

/** The reward enrolment a verified report granted when it was verified. */
async function grantReward(
  db: Db,
  companyCode: string,
  studentId: string,
  reportId: string,
  r: ScoreReportSeed,
  reward: Reward,
  reviewedAt: Date,
) {
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
  await db.update(scoreReports).set({ rewardEnrolmentId }).where(eq(scoreReports.id, reportId));
}
