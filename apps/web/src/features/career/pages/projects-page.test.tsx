// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CareerProjectSummary } from '@portico/contract/career';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { CareerProjectsPage } from './projects-page';

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
beforeAll(() => stubBrowser());
beforeEach(() => window.localStorage.setItem('portico.courseId', JSON.stringify(COURSE)));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const menu = json(200, {
  success: true,
  data: [
    {
      id: 'm1',
      title: 'Career',
      orderNumber: 1,
      navigationUrl: '/project',
      navigationParam: 'career',
      subMenu: [],
    },
  ],
  isProductAccess: true,
});
const project = (overrides: Partial<CareerProjectSummary>): CareerProjectSummary => ({
  id: 'p1',
  title: 'LinkedIn profile review',
  referenceType: 'Project',
  description: '',
  isProductAccess: true,
  status: '',
  updatedDateTime: null,
  ...overrides,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/project', Component: CareerProjectsPage }], {
    initialEntries: ['/project'],
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('/project (spec 3 §2)', () => {
  it("lists the career projects of the menu's module with their status, each opening its page", async () => {
    const fetchMock = routeFetch({
      'GET menu': menu,
      'GET capstone/projects': json(200, {
        success: true,
        data: [
          project({ id: 'p1', status: 'in-progress' }),
          project({ id: 'p2', title: 'CV preparation', referenceType: 'Upload', status: 'approved' }),
          project({ id: 'p3', title: 'Mock interview', referenceType: 'Upload', isProductAccess: false }),
        ],
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career' })).toBeTruthy();
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    // Each card is named by what it shows (WCAG 2.5.3): its title and status among it.
    const shown = (l: HTMLElement) => [l.getAttribute('href'), l.textContent ?? ''] as const;
    expect(links.map((l) => shown(l)[0])).toEqual([
      '/projectdetail?project=p1',
      '/projectdetail?project=p2',
      '/projectdetail?project=p3',
    ]);
    const names = links.map((l) => shown(l)[1]);
    for (const [i, [title, status]] of [
      ['LinkedIn profile review', 'In Progress'],
      ['CV preparation', 'Completed'],
      ['Mock interview', "You don't have access to this"],
    ].entries()) {
      expect(names[i]).toContain(title);
      expect(names[i]).toContain(status);
      expect(links[i]?.getAttribute('aria-label')).toBeNull();
    }
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/capstone/projects'));
    expect(calls.map(([url]) => String(url))).toEqual([
      `/api/capstone/projects?courseId=${COURSE}&navigationParam=career`,
    ]);
  });

  it("says 'No Data available' when the course has none", async () => {
    routeFetch({ 'GET menu': menu, 'GET capstone/projects': json(200, { success: true, data: [] }) });
    renderPage();
    expect(await screen.findByText('No Data available')).toBeTruthy();
  });
});
