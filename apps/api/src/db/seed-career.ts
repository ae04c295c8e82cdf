// The demo students' career projects (companies.json `home.career`): a LinkedIn review under way and
// a CV the provider's expert has updated, each with the reviewer's comments. Kept apart from
// seed.ts, which calls it per company once the course content is imported.
import fs from 'node:fs';
import path from 'node:path';
import { careerStatuses } from '@portico/contract/career';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { REPO_ROOT } from '../config';
import { addDays } from '../lib/clock';
import { contentIds } from '../modules/content/content-mapper';
import { detectFileType } from '../modules/storage/file-type';
import type { Db } from './client';
import { careerComments, careerProjects, fileObjects, learningObjects } from './schema';
import { seedId } from './seed-id';

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
        remark: z.string(),
        daysAgo: z.number().min(0),
      }),
    )
    .default([]),
});
export type CareerSeed = z.infer<typeof CareerSeed>;

/** Where the seed puts the expert CVs' bytes: the configured storage driver. */
export interface SeedFiles {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  stat(key: string): Promise<{ size: number } | undefined>;
}

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

    if (s.expertCv && files) {
      const bytes = fs.readFileSync(
        path.join(DOCUMENTS_ROOT, s.expertCv.file.replace('/demo-documents/', '')),
      );
      if (detectFileType(bytes) !== 'pdf') throw new Error(`demo content: ${s.expertCv.file} is not a PDF`);
      const fileId = seedId(companyCode, 'career-expert-cv', s.key);
      const storageKey = `${companyCode}/cv/${fileId}.pdf`;
      if (!(await files.stat(storageKey))) await files.put(storageKey, bytes, 'application/pdf');
      const at = addDays(now, -s.expertCv.daysAgo);
      await db
        .insert(fileObjects)
        .values({
          id: fileId,
          companyCode,
          ownerStudentId: null,
          purpose: 'cv',
          storageKey,
          fileName: s.expertCv.fileName,
          contentType: 'application/pdf',
          size: bytes.length,
          status: 'stored',
          createdAt: at,
          uploadedAt: at,
        })
        .onConflictDoNothing();
      await db
        .update(careerProjects)
        .set({ adminDocFileId: fileId, adminDocUpdatedAt: at })
        .where(and(eq(careerProjects.id, project.id), isNull(careerProjects.adminDocFileId)));
    }

    for (const [i, c] of s.comments.entries()) {
      await db
        .insert(careerComments)
        .values({
          id: seedId(companyCode, 'career-comment', s.key, String(i)),
          companyCode,
          projectId: project.id,
          kind: c.kind,
          author: c.author,
          remark: c.remark,
          createdAt: addDays(now, -c.daysAgo),
        })
        .onConflictDoNothing();
    }
  }
}
