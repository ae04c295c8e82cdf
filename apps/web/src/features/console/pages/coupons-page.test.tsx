// @vitest-environment jsdom
import type { ConsoleCoupon, CouponList } from '@portico/contract/console-coupons';
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
const PRODUCT = '3f2a1b0c-0000-4e1f-8a2b-0000000000b1';
const welcome: ConsoleCoupon = {
  id: 'k1',
  code: 'WELCOME-10',
  description: 'Welcome offer',
  productId: PRODUCT,
  productTitle: 'IELTS Complete Pack',
  validityDays: null,
  productValidityDays: 90,
  validFrom: null,
  validUntil: '2099-12-31T18:29:59.999Z',
  maxRedemptions: 5,
  maxPerStudent: 1,
  isActive: true,
  used: 2,
};
const list: CouponList = {
  coupons: [welcome, { ...welcome, id: 'k2', code: 'OLD', isActive: false, maxRedemptions: null, used: 7 }],
  products: [{ id: PRODUCT, title: 'IELTS Complete Pack', validityDays: 90 }],
};

describe('coupons in the console', () => {
  it('lists coupons with what they grant, their redemptions and whether they can be redeemed', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/coupons': ok(list) });
    renderConsole('/console/coupons');
    const [first, second] = within(await screen.findByRole('list', { name: 'Coupons' })).getAllByRole(
      'listitem',
    );
    expect(first?.textContent).toContain('IELTS Complete Pack, 90 days (the product’s)');
    expect(first?.textContent).toContain('now to 31/12/2099');
    expect(first?.textContent).toContain('2 of 5 used, once per student');
    expect(within(first as HTMLElement).getByText('Redeemable')).toBeTruthy();
    expect(second?.textContent).toContain('7 of no limit used');
    expect(within(second as HTMLElement).getByText('Inactive')).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(await axeProblems()).toEqual([]);
  });

  it('deactivates a coupon after a confirmation', async () => {
    const off = { ...list, coupons: [{ ...welcome, isActive: false }, list.coupons[1]] };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/coupons': ok(list),
      'POST console/coupons/k1/deactivate': ok(off, 'Coupon deactivated: students can no longer redeem it.'),
    });
    renderConsole('/console/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate WELCOME-10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this coupon?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Coupon deactivated: students can no longer redeem it.')).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/coupons/k1/deactivate'))).toBe(true);
  });

  it('checks a new coupon before sending it: a short code or no product makes no call', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/coupons': ok(list),
      'POST console/coupons': ok(list, 'Coupon created.'),
    });
    renderConsole('/console/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('form', { name: 'New coupon' });
    const code = within(form).getByRole('textbox', { name: /Code/ });
    fireEvent.change(code, { target: { value: 'ab' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('A code is 3 to 32 letters, digits or hyphens.')).toBeTruthy();
    expect(within(form).getByText('Choose one of your products.')).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
    const posts = () =>
      fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST');
    expect(posts()).toHaveLength(0);
  });

  it('edits a coupon: its limit and product are sent as they are', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/coupons': ok(list),
      'POST console/coupons/k1': ok(list, 'Coupon saved.'),
    });
    renderConsole('/console/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME-10' }));
    const form = await screen.findByRole('form', { name: 'Edit WELCOME-10' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Redemptions allowed/ }), {
      target: { value: '10' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coupon saved.')).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/console/coupons/k1'));
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      code: 'WELCOME-10',
      productId: PRODUCT,
      maxRedemptions: 10,
      validityDays: null,
      validFrom: null,
      isActive: true,
    });
  });
});
