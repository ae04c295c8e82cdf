import { staff, staffCourses } from '../src/db/schema';
import { hashPassword } from '../src/lib/crypto';
import { client, type TestContext, uid } from './harness';

/** A staff member of a company, with a known password; faculty may be given courses. */
export async function createStaff(
  t: TestContext,
  companyCode: string,
  options: { role?: 'admin' | 'faculty'; courseIds?: string[]; password?: string } = {},
) {
  const password = options.password ?? `Staff-${uid()}-Pw1`;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      companyCode,
      name: `Staff ${uid()}`,
      email: `staff-${uid()}@example.test`,
      role: options.role ?? 'admin',
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('staff not created');
  for (const courseId of options.courseIds ?? []) {
    await t.database.db.insert(staffCourses).values({ staffId: row.id, courseId });
  }
  return { ...row, password };
}

/** Signs a staff member in at the console of a host; the client keeps no cookie, it sends the token. */
export async function staffLogin(t: TestContext, host: string, email: string, password: string) {
  const c = client(t, host);
  const res = await c.post('/api/console/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return { c, token: res.json().data.token as string, cookie: res.headers['set-cookie'] };
}
