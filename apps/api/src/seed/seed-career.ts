// The demo students' career projects (companies.json `home.career`): a LinkedIn review under way and
// a CV the provider's expert has updated, each with the reviewer's comments. Kept apart from
// seed.ts, which calls it per company once the course content is imported.
import fs from 'node:fs';
import path from 'node:path';
import { careerStatuses } from '@portico/contract/career';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { REPO_ROOT } from '../config';
import type { Db } from '../db/client';
import { careerComments, careerProjects, careerResumes, learningObjects } from '../db/schema';
import { addDays } from '../lib/clock';
import { seedId } from '../lib/seed-id';
import { contentIds } from '../modules/content/content-mapper';
import { detectFileType } from '../modules/storage/file-type';
import { type SeedFiles, seedPdfFile, simplePdf } from './seed-files';

export const CareerSeed = z.object({
  key: z.string(),
  /** A demo student's e-mail. */
  student: z.string(),
  course: z.string(),
  /** The Project object's key in the course content. */
  object: z.string(),
  socialUrl: z.string().default(''),
  socialStatus: z.enum(careerStatuses).default(''),
  resumeStatus: z.enum(careerStatuses).default(''),
  /** The expert-updated CV: a PDF of content/demo/documents, put into the storage as staff's file. */
  expertCv: z
    .object({
      file: z.string().startsWith('/demo-documents/'),
      fileName: z.string(),
      daysAgo: z.number().int().min(0),
    })
    .optional(),
  comments: z
    .array(
      z.object({
        kind: z.enum(['social', 'resume']),
        author: z.enum(['staff', 'student']).default('staff'),
        /** The staff member (email) who wrote a staff comment. */
        by: z.string().optional(),
        remark: z.string(),
        daysAgo: z.number().min(0),
      }),
    )
    .default([]),
  /**
   * When the student sent the link or CV waiting in the console's career queue (decision 028), the
   * first staff answer that many hours later (omitted: none yet), and the owner (staff email).
   */
  submittedHoursAgo: z.number().min(0).optional(),
  answeredAfterHours: z.number().positive().optional(),
  assignee: z.string().optional(),
  /** The student's own CV (a small generated PDF with these lines), sent with the submission. */
  studentCv: z.object({ fileName: z.string(), lines: z.array(z.string()) }).optional(),
});
export type CareerSeed = z.infer<typeof CareerSeed>;

type Ids = { course: (key: string) => string; student: (email: string) => string };
const DOCUMENTS_ROOT = path.join(REPO_ROOT, 'content/demo/documents');

/**
 * Idempotent: each record, expert CV and comment is inserted once under a stable id; seeding again
 * leaves what the student has done since (a new LinkedIn address, CVs, comments) alone. Without a
 * storage (`files`), the expert CVs are left out.
 */
export async function seedCareer(
  db: Db,
  companyCode: string,
  seeds: CareerSeed[],
  ids: Ids,
  now: Date,
  files?: SeedFiles,
) {
  for (const s of seeds) {
    const studentId = ids.student(s.student);
    const learningObjectId = contentIds.object(companyCode, ids.course(s.course), s.object);
    const [object] = await db
      .select({ id: learningObjects.id })
      .from(learningObjects)
      .where(and(eq(learningObjects.id, learningObjectId), eq(learningObjects.kind, 'Project')));
    if (!object) throw new Error(`demo content: career ${s.key} names unknown Project ${s.object}`);
    const oldest = Math.max(0, ...s.comments.map((c) => c.daysAgo), s.expertCv?.daysAgo ?? 0);
    await db
      .insert(careerProjects)
      .values({
        id: seedId(companyCode, 'career', s.key),
        companyCode,
        studentId,
        learningObjectId,
        socialUrl: s.socialUrl,
        socialStatus: s.socialStatus,
        resumeStatus: s.resumeStatus,
        createdAt: addDays(now, -oldest - 1),
        updatedAt: addDays(now, -Math.min(oldest, 1)),
      })
      .onConflictDoNothing();
    // The student's own record when they made one before the seed did.
    const [project] = await db
      .select({ id: careerProjects.id })
      .from(careerProjects)
      .where(
        and(eq(careerProjects.studentId, studentId), eq(careerProjects.learningObjectId, learningObjectId)),
      );
    if (!project) throw new Error(`demo content: career ${s.key} was not stored`);

    if (s.expertCv && files) await seedExpertCv(db, files, companyCode, s, s.expertCv, project.id, now);

    for (const [i, c] of s.comments.entries()) {
      await db
        .insert(careerComments)
        .values({
          id: seedId(companyCode, 'career-comment', s.key, String(i)),
          companyCode,
          projectId: project.id,
          kind: c.kind,
          author: c.author,
          staffId: c.by ? seedId(companyCode, 'staff', c.by) : null,
          remark: c.remark,
          createdAt: addDays(now, -c.daysAgo),
        })
        .onConflictDoNothing();
    }
    await seedSubmission(db, companyCode, s, project.id, studentId, now, files);
  }
}

/** The expert's CV of a record: the PDF in the storage, and the record pointing at it unless it has one. */
async function seedExpertCv(
  db: Db,
  files: SeedFiles,
  companyCode: string,
  s: CareerSeed,
  cv: NonNullable<CareerSeed['expertCv']>,
  projectId: string,
  now: Date,
) {
  const bytes = fs.readFileSync(path.join(DOCUMENTS_ROOT, cv.file.replace('/demo-documents/', '')));
  if (detectFileType(bytes) !== 'pdf') throw new Error(`demo content: ${cv.file} is not a PDF`);
  const fileId = seedId(companyCode, 'career-expert-cv', s.key);
  const at = addDays(now, -cv.daysAgo);
  const owner = { companyCode, studentId: null };
  await seedPdfFile(db, files, owner, { id: fileId, purpose: 'cv', fileName: cv.fileName, at }, bytes);
  await db
    .update(careerProjects)
    .set({ adminDocFileId: fileId, adminDocUpdatedAt: at })
    .where(and(eq(careerProjects.id, projectId), isNull(careerProjects.adminDocFileId)));
}

/**
 * The queue's side of a demo record (decision 028): when it was sent, its first answer and owner, and
 * the student's own CV. Set once: seeding again keeps what the student or staff did since.
 */
async function seedSubmission(
  db: Db,
  companyCode: string,
  s: CareerSeed,
  projectId: string,
  studentId: string,
  now: Date,
  files?: SeedFiles,
) {
  if (s.submittedHoursAgo === undefined) return;
  const submittedAt = new Date(now.getTime() - s.submittedHoursAgo * 3600_000);
  const reviewedAt = s.answeredAfterHours
    ? new Date(submittedAt.getTime() + s.answeredAfterHours * 3600_000)
    : null;
  await db
    .update(careerProjects)
    .set({
      submittedAt,
      reviewedAt,
      assigneeStaffId: s.assignee ? seedId(companyCode, 'staff', s.assignee) : null,
      updatedAt: reviewedAt ?? submittedAt,
    })
    .where(and(eq(careerProjects.id, projectId), isNull(careerProjects.submittedAt)));
  if (!s.studentCv || !files) return;
  const { fileName, lines } = s.studentCv;
  const fileId = seedId(companyCode, 'career-student-cv', s.key);
  const bytes = simplePdf(fileName.replace(/\.pdf$/i, ''), lines);
  const owner = { companyCode, studentId };
  await seedPdfFile(db, files, owner, { id: fileId, purpose: 'cv', fileName, at: submittedAt }, bytes);
  await db
    .insert(careerResumes)
    .values({
      id: seedId(companyCode, 'career-resume', s.key),
      companyCode,
      projectId,
      fileId,
      createdAt: submittedAt,
    })
    .onConflictDoNothing();
}
