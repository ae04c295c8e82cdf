// @vitest-environment jsdom
import type { ProductList } from '@portico/contract/console-products';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`);
}

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const course = { id: '3f2a1b0c-0000-4e1f-8a2b-0000000000c1', courseName: 'IELTS Academic' };
const pack = {
  id: 'p1',
  title: 'IELTS Complete Pack',
  slug: 'ielts-complete',
  price: 4999,
  listPrice: 7999,
  productImage: '',
  shortDescription: 'Every lesson',
  validityDays: 180,
  isFree: false,
  orderNo: 0,
  courses: [course],
  holders: 12,
  inUse: true,
};
const list: ProductList = {
  products: [pack, { ...pack, id: 'p2', title: 'Spare', slug: 'spare', holders: 0, inUse: false }],
  courses: [course],
};

describe('products in the console', () => {
  it('lists products with their price, courses and holders; only an unused one offers Delete', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/products': ok(list) });
    renderConsole('/console/products');
    const products = await screen.findByRole('list', { name: 'Products' });
    const [first, second] = within(products).getAllByRole('listitem');
    expect(first?.textContent).toContain('IELTS Complete Pack');
    expect(first?.textContent).toMatch(/4,999.*list.*7,999/);
    expect(first?.textContent).toContain('180 days');
    expect(first?.textContent).toContain('IELTS Academic');
    expect(first?.textContent).toContain('Held by 12 students');
    expect(within(first as HTMLElement).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Delete Spare' })).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
  });

  it('checks a new product before sending it: no call with a list price under the price or no course', async () => {
    const created = { ...list, products: [...list.products, { ...pack, id: 'p3', title: 'PTE Pack' }] };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/products': ok(list),
      'POST console/products': ok(created, 'Product created.'),
    });
    renderConsole('/console/products');
    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    const form = await screen.findByRole('form', { name: 'New product' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'PTE Pack' } });
    expect((within(form).getByRole('textbox', { name: /Slug/ }) as HTMLInputElement).value).toBe('pte-pack');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Price (₹)' }), { target: { value: '5000' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'List price (₹, 0 for none)' }), {
      target: { value: '4000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The list price is 0 (none) or at least the price.')).toBeTruthy();
    expect(within(form).getByText('Choose courses of your institute.')).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
    const posts = () =>
      fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST');
    expect(posts()).toHaveLength(0);
  });

  it('edits a product: the new price is sent with its courses, and the list follows', async () => {
    const saved = { ...list, products: [{ ...pack, price: 5500, listPrice: 0 }, list.products[1]] };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/products': ok(list),
      'POST console/products/p1': ok(saved, 'Product saved.'),
    });
    renderConsole('/console/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit IELTS Complete Pack' }));
    const form = await screen.findByRole('form', { name: 'Edit IELTS Complete Pack' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Price (₹)' }), { target: { value: '5500' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'List price (₹, 0 for none)' }), {
      target: { value: '0' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/console/products/p1'));
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      price: 5500,
      listPrice: 0,
      slug: 'ielts-complete',
      courseIds: [course.id],
    });
    expect(await screen.findByText(/5,500/)).toBeTruthy();
  });
});
