// The demo students who sign in, and their enrolments in the products the content names.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrolments, students } from '../db/schema';
import { addDays } from '../lib/clock';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { seedId } from '../lib/seed-id';
import type { DemoCompany } from './seed-demo-schema';
import type { SeededProduct } from './seed-products';

/** Students keep their own changes; a password is hashed again only when the content changed it. */
export async function seedStudents(
  db: Db,
  c: Pick<DemoCompany, 'code' | 'defaultDialCode' | 'defaultCountryCode'>,
  people: DemoCompany['students'],
  productRows: Map<string, SeededProduct>,
  now: Date,
) {
  for (const s of people) {
    const id = seedId(c.code, 'student', s.email);
    const existing = await db
      .select({ hash: students.passwordHash })
      .from(students)
      .where(sql`${students.id} = ${id}`);
    const hash = existing[0]?.hash;
    if (!hash || !(await verifyPassword(hash, s.password))) {
      const passwordHash = await hashPassword(s.password);
      await db
        .insert(students)
        .values({
          id,
          companyCode: c.code,
          name: s.name,
          email: s.email.toLowerCase(),
          mobileNumber: s.mobileNumber,
          dialCode: c.defaultDialCode,
          countryCode: c.defaultCountryCode,
          cityName: s.cityName,
          passwordHash,
          verifiedAt: now,
          source: 'staff',
        })
        .onConflictDoUpdate({ target: students.id, set: { passwordHash } });
    }
    for (const key of s.products) {
      const p = productRows.get(key);
      if (!p) throw new Error(`demo content: student ${s.email} names unknown product ${key}`);
      const row = {
        id: seedId(c.code, 'enrolment', s.email, key),
        companyCode: c.code,
        studentId: id,
        productId: p.id,
        startsAt: now,
        expiresAt: addDays(now, Math.max(p.validityDays, 365)),
        source: 'staff' as const,
        extraTimePercent: s.extraTimePercent,
      };
      await db.insert(enrolments).values(row).onConflictDoNothing();
    }
  }
}
