import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { staff, staffCourses } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { seedId } from '../lib/seed-id';

/** A demo staff member of a company (CONSOLE.md): the README publishes these passwords. */
export const StaffSeed = z
  .object({
    name: z.string(),
    email: z.email(),
    /** None for a member still invited (they have not chosen one). */
    password: z.string().min(8).optional(),
    role: z.enum(['admin', 'faculty']),
    /** Faculty: the keys of the courses they work on. */
    courses: z.array(z.string()).default([]),
    /** The staff page shows every state: active, disabled by an admin, or invited and not signed up. */
    state: z.enum(['active', 'disabled', 'invited']).default('active'),
  })
  .refine((m) => m.state === 'invited' || m.password, {
    message: 'a password is required',
    path: ['password'],
  });
export type StaffSeed = z.infer<typeof StaffSeed>;

/** Idempotent: each member by a stable id; a password is hashed again only when it changed. */
export async function seedStaff(
  db: Db,
  companyCode: string,
  members: StaffSeed[],
  courseIds: Map<string, string>,
) {
  for (const m of members) {
    const id = seedId(companyCode, 'staff', m.email);
    const [existing] = await db
      .select({ hash: staff.passwordHash, disabledAt: staff.disabledAt, invitedAt: staff.invitedAt })
      .from(staff)
      .where(eq(staff.id, id));
    const keep = m.password && existing?.hash && (await verifyPassword(existing.hash, m.password));
    const passwordHash = !m.password ? null : keep ? existing.hash : await hashPassword(m.password);
    const now = new Date();
    const row = {
      id,
      companyCode,
      name: m.name,
      email: m.email.toLowerCase(),
      role: m.role,
      passwordHash,
      disabledAt: m.state === 'disabled' ? (existing?.disabledAt ?? now) : null,
      invitedAt: m.state === 'invited' ? (existing?.invitedAt ?? now) : null,
    };
    await db.insert(staff).values(row).onConflictDoUpdate({ target: staff.id, set: row });
    const assigned = m.courses.map((key) => {
      const courseId = courseIds.get(key);
      if (!courseId) throw new Error(`demo content: staff ${m.email} names unknown course ${key}`);
      return courseId;
    });
    for (const courseId of assigned) {
      await db.insert(staffCourses).values({ staffId: id, courseId }).onConflictDoNothing();
    }
    const stale = assigned.length ? notInArray(staffCourses.courseId, assigned) : undefined;
    await db.delete(staffCourses).where(and(eq(staffCourses.staffId, id), stale));
  }
}
