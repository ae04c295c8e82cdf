// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { SelectCoursePage } from './select-course-page';

beforeAll(stubBrowser);
afterEach(cleanup);

function renderPage(courses: { id: string; courseName: string; accessStartsAt: string | null }[]) {
  routeFetch({
    'GET course': json(200, {
      success: true,
      data: [{ courseName: 'IELTS', course: courses.map((c) => ({ ...c, hideCoupon: false })) }],
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <MemoryRouter>
            <SelectCoursePage />
          </MemoryRouter>
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('My Courses', () => {
  it('lists a course that starts later with its start, day first; an open one says nothing more', async () => {
    renderPage([
      { id: 'c1', courseName: 'IELTS Academic', accessStartsAt: null },
      { id: 'c2', courseName: 'IELTS Writing', accessStartsAt: '2026-12-01T00:00:00.000Z' },
    ]);
    const upcoming = await screen.findByRole('button', { name: /IELTS Writing/ });
    expect(upcoming.textContent).toContain('Your access starts on 01/12/2026');
    // Still a course the student can open (its free lessons, the dashboard saying when it starts).
    expect((upcoming as HTMLButtonElement).disabled).toBe(false);
    const open = screen.getByRole('button', { name: /IELTS Academic/ });
    expect(open.textContent).not.toContain('starts');
    expect(screen.getAllByText(/Your access starts on/)).toHaveLength(1);
  });
});
