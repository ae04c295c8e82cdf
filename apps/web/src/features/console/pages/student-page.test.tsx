// @vitest-environment jsdom
import type { StudentProfile, StudentSearch } from '@portico/contract/console-students';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const STUDENT = '3f2a1b0c-0000-4e1f-8a2b-0000000000a1';
const search: StudentSearch = {
  students: [
    {
      id: STUDENT,
      name: 'Meera Sharma',
      email: 'meera@example.test',
      mobile: '+91 9876543210',
      createdAt: '2026-10-01T10:00:00.000Z',
      activeEnrolments: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};
const enrolment = {
  id: 'e1',
  productId: 'p1',
  productTitle: 'IELTS Complete Pack',
  courses: ['IELTS Academic', 'IELTS General Training'],
  source: 'purchase',
  startsAt: '2026-10-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  extraTimePercent: 25,
  state: 'active' as const,
  revokedAt: null,
};
const profile: StudentProfile = {
  id: STUDENT,
  name: 'Meera Sharma',
  email: 'meera@example.test',
  mobile: '+91 9876543210',
  cityName: 'Pune',
  branchName: null,
  source: 'register',
  verified: true,
  hasPassword: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  enrolments: [enrolment],
  products: [{ id: 'p1', title: 'IELTS Complete Pack', validityDays: 90 }],
};

describe('students in the console', () => {
  it('finds a student and opens their enrolments', async () => {
    const fetchMock = routeFetch({ 'GET console/me': ok(admin), 'GET console/students': ok(search) });
    renderConsole('/console/students');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name, email or mobile' }), {
      target: { value: 'meera' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 student matching “meera”')).toBeTruthy();
    const calls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(calls.some((u) => u.startsWith('/api/console/students?') && u.includes('q=meera'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Meera Sharma' }).getAttribute('href')).toBe(
      `/console/students/${STUDENT}`,
    );
    expect(screen.getByText('1 active')).toBeTruthy();
  });

  it('shows an enrolment with its dates and extra time, and revokes it after a confirmation', async () => {
    const revoked = {
      ...profile,
      enrolments: [{ ...enrolment, state: 'revoked' as const, revokedAt: '2026-11-27T05:00:00.000Z' }],
    };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      [`GET console/students/${STUDENT}`]: ok(profile),
      [`POST console/students/${STUDENT}/enrolments/e1/revoke`]: ok(
        revoked,
        'Enrolment revoked: the student no longer opens its courses.',
      ),
    });
    renderConsole(`/console/students/${STUDENT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Sharma' })).toBeTruthy();
    const item = within(screen.getByRole('list', { name: 'Enrolments' })).getByRole('listitem');
    expect(item.textContent).toContain('IELTS Academic, IELTS General Training');
    expect(item.textContent).toContain('01/10/2026 to 01/01/2027');
    expect(item.textContent).toContain('25% extra time');
    expect(within(item).getByText('Active')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this enrolment?' });
    expect(dialog.textContent).toContain('Meera Sharma loses IELTS Complete Pack now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('Enrolment revoked: the student no longer opens its courses.'),
    ).toBeTruthy();
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/enrolments/e1/revoke'))).toBe(true);
  });

  it('tells a revoked enrolment from an expired one, and offers neither a revoke', async () => {
    const ended = {
      ...profile,
      enrolments: [
        { ...enrolment, id: 'e1', productTitle: 'IELTS Complete Pack', state: 'expired' as const },
        {
          ...enrolment,
          id: 'e2',
          productTitle: 'PTE Starter',
          state: 'revoked' as const,
          revokedAt: '2026-11-27T05:00:00.000Z',
        },
      ],
    };
    routeFetch({ 'GET console/me': ok(admin), [`GET console/students/${STUDENT}`]: ok(ended) });
    renderConsole(`/console/students/${STUDENT}`);
    const list = await screen.findByRole('list', { name: 'Enrolments' });
    const [expired, revoked] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByText('Revoked')).toBeNull();
    expect(within(expired).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).queryByText('Expired')).toBeNull();
    expect(revoked.textContent).toContain('revoked on 27/11/2026');
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('refuses a grant without a product or with the end before the start, without a call', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      [`GET console/students/${STUDENT}`]: ok(profile),
    });
    renderConsole(`/console/students/${STUDENT}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Grant an enrolment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Choose one of your products.')).toBeTruthy();
    expect(screen.getByText('Please enter the end date')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST'),
    ).toHaveLength(0);
  });
});
