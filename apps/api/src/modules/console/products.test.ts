import { ConsoleMessages } from '@portico/contract/console';
import { ProductsMessages as M } from '@portico/contract/console-products';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { auditLog, orders, products } from '../../db/schema';

/**
 * Products and prices in the console (CONSOLE.md Authoring): the list with the courses
 * each grants and its holders, a product created and edited (slug unique per company, prices in
 * whole rupees, courses of the company only), no delete of a product anyone holds or ordered; an
 * order keeps its amount when the price changes. Admins only, one company only, each change audited.
 */
const t = useTestApp();

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { courseName: 'IELTS Academic' });
  const { course: general, product: generalPack } = await createCourse(t, company.code, {
    courseName: 'IELTS General',
  });
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  return {
    company,
    course,
    general,
    product,
    generalPack,
    admin,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const get = (s: Session) => s.c.get('/api/console/products', s.token);
const post = (s: Session, url: string, body: object = {}) =>
  s.c.post(`/api/console/products${url}`, body, s.token);
const input = (courseIds: string[], over: object = {}) => ({
  title: 'IELTS Complete Pack',
  slug: 'ielts-complete',
  price: 4999,
  listPrice: 7999,
  productImage: 'https://cdn.example.test/pack.png',
  shortDescription: 'Every lesson & mock <b>test</b>',
  validityDays: 180,
  isFree: false,
  orderNo: 2,
  courseIds,
  ...over,
});

describe('products in the console', () => {
  it('creates a product with its courses; the shop shows it and the list counts its holders', async () => {
    const { company, course, general, admin, asAdmin } = await fixture();
    const res = await post(asAdmin, '', input([course.id, general.id, course.id]));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.created);
    const made = res.json().data.products.find((p: { slug: string }) => p.slug === 'ielts-complete');
    expect(made).toMatchObject({
      title: 'IELTS Complete Pack',
      price: 4999,
      listPrice: 7999,
      validityDays: 180,
      holders: 0,
      inUse: false,
      shortDescription: 'Every lesson & mock <b>test</b>',
    });
    expect(made.courses.map((c: { courseName: string }) => c.courseName).sort()).toEqual([
      'IELTS Academic',
      'IELTS General',
    ]);
    expect(res.json().data.courses).toHaveLength(2);

    const shop = (await client(t, company.host).get(`/api/products?companyCode=${company.code}`)).json().data;
    expect(shop.find((p: { id: string }) => p.id === made.id)).toMatchObject({
      price: 4999,
      validityDays: 180,
    });

    const student = await createStudent(t, company.code);
    await enrol(t, student, made.id);
    const listed = (await get(asAdmin)).json().data.products.find((p: { id: string }) => p.id === made.id);
    expect(listed).toMatchObject({ holders: 1, inUse: true });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.id), eq(auditLog.action, 'product.create')));
    expect(entry).toMatchObject({ staffId: admin.id, entity: 'product', before: null });
    expect((entry?.after as { price: number } | undefined)?.price).toBe(4999);
  });

  it('edits title, price and courses; an order already made keeps its amount', async () => {
    const { company, product, general, asAdmin } = await fixture();
    await t.database.db.update(products).set({ price: 3000 }).where(eq(products.id, product.id));
    const student = await createStudent(t, company.code);
    const { c } = await login(t, company.host, student.email, student.password);
    const bought = await c.post('/api/purchase', { productId: product.id });
    expect(bought.statusCode).toBe(200);
    const token = bought.json().data.returnUrl.replace('/checkout/', '');

    const res = await post(
      asAdmin,
      `/${product.id}`,
      input([general.id], { slug: product.slug, price: 3500 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.saved);
    const edited = res.json().data.products.find((p: { id: string }) => p.id === product.id);
    expect(edited).toMatchObject({ price: 3500, title: 'IELTS Complete Pack', inUse: true });
    expect(edited.courses).toEqual([{ id: general.id, courseName: 'IELTS General' }]);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(order?.amount).toBe(3000);
    const checkout = await c.get(`/api/payments/checkout?token=${encodeURIComponent(token)}`);
    expect(checkout.json().data.amount).toBe(3000);
    const again = await c.post('/api/purchase', { productId: product.id });
    expect(again.statusCode).toBe(200);
    const amounts = (await t.database.db.select().from(orders).where(eq(orders.productId, product.id)))
      .map((o) => o.amount)
      .sort();
    expect(amounts).toEqual([3000, 3500]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.update')));
    expect((entry?.before as { price: number } | undefined)?.price).toBe(3000);
    expect((entry?.after as { price: number } | undefined)?.price).toBe(3500);
  });

  it('refuses a taken slug (409), bad prices and validity, and courses of another company', async () => {
    const { product, generalPack, course, asAdmin } = await fixture();
    const other = await createCompany(t);
    const { course: foreign } = await createCourse(t, other.code);
    const taken = await post(asAdmin, '', input([course.id], { slug: product.slug.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.slugTaken);
    const cases: [object, string][] = [
      [{ price: -1 }, M.price],
      [{ price: 10_000_001 }, M.price],
      [{ price: 2 ** 31 }, M.price],
      [{ price: 12.5 }, M.price],
      [{ price: 5000, listPrice: 4000 }, M.listPrice],
      [{ validityDays: 0 }, M.validity],
      [{ validityDays: 3651 }, M.validity],
      [{ orderNo: 2 ** 31 }, M.order],
      [{ slug: 'Not a slug!' }, M.slug],
      [{ productImage: 'javascript:alert(1)' }, M.image],
      [{ courseIds: [] }, M.courses],
      [{ courseIds: [foreign.id] }, M.courses],
      [{ title: 'x'.repeat(1_000_000) }, 'Title is too long'],
      [{ shortDescription: 'x'.repeat(1_000_000) }, 'too long'],
    ];
    for (const [change, message] of cases) {
      const res = await post(asAdmin, '', input([course.id], change));
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBeLessThan(500);
      if (res.statusCode === 400) expect(res.json().message).toContain(message);
    }
    const free = await post(asAdmin, '', input([course.id], { price: 0, listPrice: 0, slug: 'free-one' }));
    expect(free.statusCode).toBe(200);
    expect((await post(asAdmin, '', input([course.id], { title: 'Bad\u0000' }))).statusCode).toBe(400);
    const all = (await get(asAdmin)).json().data.products;
    expect(all.map((p: { slug: string }) => p.slug).sort()).toEqual(
      [product.slug, generalPack.slug, 'free-one'].sort(),
    );
  });

  it('deletes only a product no one holds, ordered or has a coupon for', async () => {
    const { company, product, generalPack, course, asAdmin } = await fixture();
    const student = await createStudent(t, company.code);
    await enrol(t, student, product.id);
    const held = await post(asAdmin, `/${product.id}/delete`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(M.held);

    const made = (await post(asAdmin, '', input([course.id], { slug: 'spare' }))).json().data.products;
    const spare = made.find((p: { slug: string }) => p.slug === 'spare');
    const gone = await post(asAdmin, `/${spare.id}/delete`);
    expect(gone.statusCode).toBe(200);
    expect(
      gone
        .json()
        .data.products.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([product.id, generalPack.id].sort());
    expect((await post(asAdmin, `/${spare.id}/delete`)).statusCode).toBe(404);
  });

  it('is for admins of the company only', async () => {
    const { company, product, course, asAdmin, asFaculty } = await fixture();
    const facultyList = await get(asFaculty);
    expect(facultyList.statusCode).toBe(403);
    expect(facultyList.json().message).toBe(ConsoleMessages.adminOnly);
    expect((await post(asFaculty, '', input([course.id]))).statusCode).toBe(403);
    expect((await post(asFaculty, `/${product.id}/delete`)).statusCode).toBe(403);

    const student = await createStudent(t, company.code);
    const { token } = await login(t, company.host, student.email, student.password);
    expect((await client(t, company.host).get('/api/console/products', token)).statusCode).toBe(401);
    expect((await client(t, company.host).post('/api/console/products', input([course.id]))).statusCode).toBe(
      401,
    );

    const other = await createCompany(t);
    const { product: foreign, course: foreignCourse } = await createCourse(t, other.code);
    expect((await post(asAdmin, `/${foreign.id}`, input([course.id]))).statusCode).toBe(404);
    expect((await post(asAdmin, `/${foreign.id}/delete`)).statusCode).toBe(404);
    expect((await post(asAdmin, '/not-a-uuid/delete')).statusCode).toBe(400);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    const theirs = (await get(asOther)).json().data;
    expect(theirs.products.map((p: { id: string }) => p.id)).toEqual([foreign.id]);
    expect(theirs.courses.map((c: { id: string }) => c.id)).toEqual([foreignCourse.id]);
    expect((await post(asOther, `/${product.id}`, input([foreignCourse.id]))).statusCode).toBe(404);
  });

  it('lets one of three concurrent creates with the same slug through (the others 409)', async () => {
    const { course, asAdmin } = await fixture();
    const results = await Promise.all(
      [1, 2, 3].map(() => post(asAdmin, '', input([course.id], { slug: 'race-pack' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});
