// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { AuditEntry } from '@portico/contract/console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { AuditLog } from './audit-log';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (action: string, staffName: string | null): AuditEntry => ({
  id: `${action}-${staffName}`,
  at: '2026-11-22T09:00:00.000Z',
  staffName,
  action,
  entity: 'staff',
  entityId: '',
  before: null,
  after: null,
});

describe('the audit log (issue 35 §3)', () => {
  it('reads failed sign-ins and failed two-step codes like the other acts', async () => {
    routeFetch({
      'GET console/audit': json(200, {
        success: true,
        data: [
          entry('staff.login.totp.fail', 'Arjun Menon'),
          entry('staff.login.fail', null),
          entry('staff.login.fail', 'Arjun Menon'),
        ],
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <AuditLog />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent));
    expect(rows).toEqual([
      ['Arjun Menon', 'Failed sign-in: wrong two-step code'],
      ['-', 'Failed sign-in: wrong email or password'],
      ['Arjun Menon', 'Failed sign-in: wrong email or password'],
    ]);
  });
});
