import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { metadata } from '../../db/schema';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };

async function signedIn() {
  const co = await createCompany(t);
  const s = await createStudent(t, co.code);
  const { c, token } = await login(t, co.host, s.email, s.password);
  return { co, s, c, token };
}

async function language(companyCode: string, name: string, isActive = true, orderNo = 0) {
  const [row] = await t.database.db
    .insert(metadata)
    .values({ companyCode, componentType: 'LANGUAGE', name, isActive, orderNo })
    .returning();
  return row!;
}

describe('GET /api/get-metadata', () => {
  const url = '/api/get-metadata?componentType=LANGUAGE';

  it("refuses no session and another company's session", async () => {
    const { co, token } = await signedIn();
    const other = await createCompany(t);
    const none = await client(t, co.host).get(url);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await client(t, other.host).get(url, token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
  });

  it("lists only the active languages of the host's company, in order", async () => {
    const { co, c } = await signedIn();
    const hindi = await language(co.code, 'Hindi', true, 2);
    const english = await language(co.code, 'English', true, 1);
    await language(co.code, 'Bengali (coming soon)', false, 3);
    const other = await createCompany(t);
    await language(other.code, 'Arabic', true, 0);

    const res = await c.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        metaList: [
          { id: english.id, name: 'English', isActive: true },
          { id: hindi.id, name: 'Hindi', isActive: true },
        ],
      },
    });
    const lower = await c.get('/api/get-metadata?componentType=language');
    expect(lower.json().data.metaList).toHaveLength(2);
  });

  it('answers an empty list for an unknown type and requires the type', async () => {
    const { co, c } = await signedIn();
    await language(co.code, 'English');
    const unknown = await c.get('/api/get-metadata?componentType=FONT');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, data: { metaList: [] } });
    const missing = await c.get('/api/get-metadata');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'componentType is required',
      errorCode: 'VALIDATION',
    });
  });
});

describe('GET /api/getproducts', () => {
  it("refuses no session and another company's session", async () => {
    const { co, token } = await signedIn();
    const other = await createCompany(t);
    const none = await client(t, co.host).get('/api/getproducts');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await client(t, other.host).get('/api/getproducts', token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
  });

  it('answers an empty list when nothing is enrolled', async () => {
    const { c } = await signedIn();
    const res = await c.get('/api/getproducts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it("lists only the student's own enrolments, newest first, with expiry", async () => {
    const { co, s, c } = await signedIn();
    const classmate = await createStudent(t, co.code);
    const older = await createCourse(t, co.code, { courseName: 'IELTS Academic' });
    const newer = await createCourse(t, co.code, { courseName: 'GRE' });
    const notMine = await createCourse(t, co.code, { courseName: 'PTE' });

    const olderStart = t.clock.now();
    await enrol(t, s, older.product.id, 1);
    t.clock.advance(2 * 86400);
    await enrol(t, s, newer.product.id, 30);
    await enrol(t, classmate, notMine.product.id, 30);
    const newerStart = t.clock.now();

    const res = await c.get('/api/getproducts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          id: newer.product.id,
          title: 'GRE pack',
          expiresAt: new Date(newerStart.getTime() + 30 * 86400_000).toISOString(),
          expired: false,
          revokedAt: null,
        },
        {
          id: older.product.id,
          title: 'IELTS Academic pack',
          expiresAt: new Date(olderStart.getTime() + 86400_000).toISOString(),
          expired: true,
          revokedAt: null,
        },
      ],
    });
  });

  it('shows a product once, with its latest expiry, when it was enrolled twice', async () => {
    const { co, s, c } = await signedIn();
    const { product } = await createCourse(t, co.code);
    await enrol(t, s, product.id, 10);
    await enrol(t, s, product.id, 40);
    const res = await c.get('/api/getproducts');
    const data = res.json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: product.id, expired: false });
    expect(new Date(data[0].expiresAt).getTime()).toBe(t.clock.now().getTime() + 40 * 86400_000);
  });
});
