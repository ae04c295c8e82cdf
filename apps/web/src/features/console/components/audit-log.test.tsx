// @vitest-environment jsdom
import { type AuditEntry, AuditMessages } from '@portico/contract/console';
import type { StaffList } from '@portico/contract/console-staff';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { chooseOption } from '../../../test/select-option';
import { stubBrowser } from '../../../test/stub-browser';
import { ADMIN_ID, admin, FACULTY_ID, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (action: string, staffName: string | null, more: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `${action}-${staffName}-${more.entityId ?? ''}`,
  at: '2026-11-22T09:00:00.000Z',
  staffId: staffName ? FACULTY_ID : null,
  staffName,
  action,
  entity: 'staff',
  entityId: '',
  entityName: null,
  before: null,
  after: null,
  ip: '10.0.0.7',
  ...more,
});

const staffList: StaffList = {
  staff: [
    { ...admin, state: 'active', totpEnabled: false, courses: [], invitedAt: null },
    {
      ...admin,
      id: FACULTY_ID,
      name: 'Arjun Menon',
      email: 'faculty@portico.test',
      role: 'faculty',
      state: 'active',
      totpEnabled: false,
      courses: [],
      invitedAt: null,
    },
  ],
  courses: [],
  requireAdminTotp: false,
};

/** The console's home as an admin, at `path`, with the log answering `entries`. */
function renderLog(path: string, entries: AuditEntry[] = []) {
  const fetchMock = routeFetch({
    'GET console/me': json(200, { success: true, data: admin }),
    'GET console/staff': json(200, { success: true, data: staffList }),
    'GET console/audit': json(200, { success: true, data: entries }),
  });
  const router = renderConsole(path);
  /** The query of every audit call made, oldest first. */
  const auditCalls = () =>
    fetchMock.mock.calls
      .map((c) => String(c[0]))
      .filter((u) => u.startsWith('/api/console/audit'))
      .map((u) => Object.fromEntries(new URL(u, 'http://portal.test').searchParams));
  return { router, auditCalls };
}

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Audit log' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent));
};

describe('the audit log (issues 35 and 40)', () => {
  it('reads failed sign-ins and failed two-step codes like the other acts, with the email tried', async () => {
    renderLog('/console', [
      entry('staff.login.totp.fail', 'Arjun Menon', { after: { email: 'faculty@portico.test' } }),
      entry('staff.login.fail', null, { after: { email: 'nobody@example.test' }, ip: '' }),
      entry('staff.login.fail', null),
      entry('staff.login.fail', 'Arjun Menon', { entityId: FACULTY_ID, entityName: 'Arjun Menon' }),
    ]);
    // Who, with the address under the name; what, with the email tried.
    expect(await rowsOf()).toEqual([
      [
        'Arjun MenonIP address 10.0.0.7',
        'Failed sign-in: wrong two-step codeDetailsemail: faculty@portico.test',
      ],
      ['-', 'Failed sign-in: wrong email or password · nobody@example.testDetailsemail: nobody@example.test'],
      ['-IP address 10.0.0.7', 'Failed sign-in: wrong email or password'],
      // The member's own account is not named twice.
      ['Arjun MenonIP address 10.0.0.7', 'Failed sign-in: wrong email or password'],
    ]);
  });

  it('names the record acted on, not its id', async () => {
    renderLog('/console', [
      entry('enrolment.revoke', 'Ritu Malhotra', {
        staffId: ADMIN_ID,
        entity: 'enrolment',
        entityId: '5d1c0000-0000-4e1f-8a2b-000000000001',
        entityName: 'Meera Sharma',
      }),
      entry('staff.disable', 'Ritu Malhotra', {
        staffId: ADMIN_ID,
        entityId: FACULTY_ID,
        entityName: 'Arjun Menon',
      }),
    ]);
    const [revoke, disable] = await rowsOf();
    expect(revoke).toEqual(['Ritu MalhotraIP address 10.0.0.7', 'Revoked an enrolment · Meera Sharma']);
    expect(disable?.[1]).toBe('Disabled a staff member · Arjun Menon');
    expect(document.body.textContent).not.toContain('5d1c0000');
  });

  it('filters by staff member, act and days, with labelled controls, and keeps the filter in the address', async () => {
    const { router, auditCalls } = renderLog('/console', [entry('staff.login', 'Arjun Menon')]);
    await rowsOf();
    expect(auditCalls().at(-1)).toEqual({});
    expect(screen.getByRole('search', { name: 'Filter the audit log' })).toBeTruthy();

    await chooseOption('Staff member', 'Arjun Menon');
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ staffId: FACULTY_ID }));
    await chooseOption('Act', 'Revoked an enrolment');
    await waitFor(() =>
      expect(auditCalls().at(-1)).toEqual({ staffId: FACULTY_ID, action: 'enrolment.revoke' }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '01/10/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '03/10/2026' } });
    // The days as their first and last moments in this browser's time zone.
    await waitFor(() =>
      expect(auditCalls().at(-1)).toEqual({
        staffId: FACULTY_ID,
        action: 'enrolment.revoke',
        from: dayjs('2026-10-01').startOf('day').toISOString(),
        to: dayjs('2026-10-03').endOf('day').toISOString(),
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      who: FACULTY_ID,
      act: 'enrolment.revoke',
      from: '2026-10-01',
      to: '2026-10-03',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({}));
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('');
  });

  it('opens with the filter of the address, and asks nothing while the last day comes first', async () => {
    const { auditCalls } = renderLog(
      `/console?act=staff.logout&from=2026-10-05&to=2026-10-01&who=${ADMIN_ID}`,
    );
    expect(await screen.findByText(AuditMessages.range)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Act' }) as HTMLInputElement).value).toBe('Signed out');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Staff member' }) as HTMLInputElement).value).toBe(
        'Ritu Malhotra',
      ),
    );
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('05/10/2026');
    expect(auditCalls()).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '06/10/2026' } });
    await waitFor(() =>
      expect(auditCalls().at(-1)).toMatchObject({ staffId: ADMIN_ID, action: 'staff.logout' }),
    );
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
    expect(screen.queryByText(AuditMessages.range)).toBeNull();
  });
});
