// The demo's applications (companies.json `home.applications`, decision 047): what a student asked
// for on /apply, sent to the school, and the counsellor's follow-up, so the console's Applications
// page opens with work in it. Seeding again changes nothing a student or staff member did since.
import { ApplicationFormSchema, ConsoleApplicationStatuses } from '@portico/contract/application';
import { z } from 'zod';
import type { Db } from '../db/client';
import { applicationEvents, applications, applicationVersions } from '../db/schema';
import { seedId } from '../lib/seed-id';

export const ApplicationSeed = z.object({
  /** A demo student's e-mail. */
  student: z.string(),
  /** The course of interest's key. */
  course: z.string(),
  form: ApplicationFormSchema.omit({ courseId: true }),
  sentDaysAgo: z.number().min(0),
  /** Follow-up steps after the sending, oldest first, each by a staff member (email). */
  steps: z
    .array(
      z.object({
        status: z.enum(ConsoleApplicationStatuses),
        by: z.string(),
        note: z.string().default(''),
        daysAgo: z.number().min(0),
      }),
    )
    .default([]),
});
export type ApplicationSeed = z.infer<typeof ApplicationSeed>;

const DAY = 86_400_000;

export async function seedApplications(
  db: Db,
  companyCode: string,
  seeds: ApplicationSeed[],
  ids: { course: (key: string) => string; student: (email: string) => string },
  now: Date,
) {
  for (const s of seeds) {
    const id = seedId(companyCode, 'application', s.student);
    const sentAt = new Date(now.getTime() - s.sentDaysAgo * DAY);
    const form = { ...s.form, courseId: ids.course(s.course) };
    const last = s.steps.at(-1);
    const [row] = await db
      .insert(applications)
      .values({
        id,
        companyCode,
        studentId: ids.student(s.student),
        form,
        version: 1,
        status: last?.status ?? 'submitted',
        statusVersion: 1 + s.steps.length,
        submittedAt: sentAt,
        submittedVersion: 1,
        createdAt: sentAt,
        updatedAt: last ? new Date(now.getTime() - last.daysAgo * DAY) : sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!row) continue; // Seeded before: the student and staff may have moved it on since.
    await db
      .insert(applicationVersions)
      .values({ applicationId: id, companyCode, version: 1, form, savedAt: sentAt });
    await db.insert(applicationEvents).values([
      { applicationId: id, companyCode, kind: 'submitted', status: 'submitted', at: sentAt },
      ...s.steps.map((step) => ({
        applicationId: id,
        companyCode,
        kind: 'status' as const,
        status: step.status,
        staffId: seedId(companyCode, 'staff', step.by),
        note: step.note,
        at: new Date(now.getTime() - step.daysAgo * DAY),
      })),
    ]);
  }
}
