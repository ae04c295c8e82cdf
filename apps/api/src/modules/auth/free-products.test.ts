import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, createBranch, createCompany, createCourse, useTestApp } from '../../../test/harness';
import { products } from '../../db/schema';

const t = useTestApp();

describe('GET /api/free-products', () => {
  it("lists only the host company's free products and its branches", async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const free = await createCourse(t, co.code, { isFree: true, courseName: 'IELTS Taster' });
    await createCourse(t, co.code, { isFree: false, courseName: 'IELTS Premium' });
    await createCourse(t, other.code, { isFree: true, courseName: 'Elsewhere Taster' });
    const north = await createBranch(t, co.code, 'North Campus');
    const east = await createBranch(t, co.code, 'East Campus');
    await createBranch(t, other.code, 'Foreign Campus');

    const res = await client(t, co.host).get(
      `/api/free-products?companyCode=${co.code}&accountId=${co.accountId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [{ id: free.product.id, title: 'IELTS Taster pack' }],
      branches: [
        { id: east.id, branchName: 'East Campus' },
        { id: north.id, branchName: 'North Campus' },
      ],
    });
  });

  it('orders free products by their order number', async () => {
    const co = await createCompany(t);
    const first = await createCourse(t, co.code, { isFree: true, courseName: 'Zeta' });
    const second = await createCourse(t, co.code, { isFree: true, courseName: 'Alpha' });
    await t.database.db.update(products).set({ orderNo: 1 }).where(eq(products.id, first.product.id));
    await t.database.db.update(products).set({ orderNo: 2 }).where(eq(products.id, second.product.id));
    const res = await client(t, co.host).get('/api/free-products');
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual([first.product.id, second.product.id]);
  });

  it('answers empty lists for a company without free products or branches', async () => {
    const co = await createCompany(t);
    const res = await client(t, co.host).get('/api/free-products');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], branches: [] });
  });

  it('refuses a query that names another company', async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const res = await client(t, co.host).get(`/api/free-products?companyCode=${other.code}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'This request belongs to another portal.',
      errorCode: 'FORBIDDEN',
    });
  });
});
