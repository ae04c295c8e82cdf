import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { companies, courses, enrolments, menuItems, metadata, products, students } from './schema';
import { loadDemoContent, seedDemo } from './seed';

const t = useTestApp();

describe('demo seed', () => {
  it('is idempotent: seeding twice leaves the same rows', async () => {
    const content = loadDemoContent();
    // Seed under fresh codes so the shared PostgreSQL database of a run is not disturbed.
    const suffix = Math.random().toString(36).slice(2, 8);
    for (const c of content.companies) {
      c.code = `${c.code}-${suffix}`;
      c.hosts = c.hosts.map((h) => `${suffix}.${h}`);
      const rename = (email: string) => email.replace('@', `+${suffix}@`);
      c.students = c.students.map((s) => ({ ...s, email: rename(s.email) }));
      for (const b of c.home.liveClasses?.batches ?? []) b.students = b.students.map(rename);
      c.home.orders = c.home.orders.map((o) => ({ ...o, student: rename(o.student) }));
    }
    // Counted for the seeded companies only: other test files write to the same database meanwhile.
    const codes = content.companies.map((c) => c.code);
    const tables = [courses, products, students, enrolments, menuItems, metadata] as const;
    const { db } = t.database;
    const counts = async () => [
      (await db.select({ n: count() }).from(companies).where(inArray(companies.code, codes)))[0]?.n,
      ...(await Promise.all(
        tables.map(
          async (tb) =>
            (
              await db.select({ n: count() }).from(tb).where(inArray(tb.companyCode, codes))
            )[0]?.n,
        ),
      )),
    ];
    await seedDemo(t.database.db, content);
    const first = await counts();
    await seedDemo(t.database.db, content);
    expect(await counts()).toEqual(first);
    expect(first.every((n) => (n ?? 0) > 0)).toBe(true);
  });

  it('ships two companies, acme with registration closed', () => {
    const content = loadDemoContent();
    const demo = content.companies.find((c) => c.code === 'demo');
    const acme = content.companies.find((c) => c.code === 'acme');
    expect(demo?.hosts).toContain('localhost');
    expect(acme?.hosts).toContain('acme.localhost');
    expect(acme?.hideRegistration).toBe(true);
    expect(acme?.theme.primaryColor).not.toBe(demo?.theme.primaryColor);
    expect(acme?.logoUrl).not.toBe(demo?.logoUrl);
  });
});
