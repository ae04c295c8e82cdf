// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { saveCourse } from '../../../lib/session';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { LessonDetailPage } from './lesson-detail-page';

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <CompanyContext.Provider value={company}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <LessonDetailPage />
          </MemoryRouter>
        </QueryClientProvider>
      </CompanyContext.Provider>
    </MantineProvider>,
  );
}

const menu = (items: unknown[]) => json(200, { success: true, data: items, isProductAccess: true });

describe('Lesson detail with nothing to show', () => {
  it('says the course has no lessons here, with a way on, when the menu names no module', async () => {
    saveCourse(COURSE, false);
    routeFetch({ 'GET menu': menu([]) });
    renderAt('/lesson');
    expect(await screen.findByText('There are no lessons here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByLabelText('Loading lessons')).toBeNull();
  });

  it('says so for a module without topics', async () => {
    saveCourse(COURSE, false);
    routeFetch({
      'GET menu': menu([]),
      'GET learningmodule': json(200, { success: true, isProductAccess: true }),
    });
    renderAt('/lessondetail?module=empty-module');
    expect(await screen.findByText('There are no lessons here yet.')).toBeTruthy();
  });

  it('asks for a course when none is chosen', async () => {
    routeFetch({});
    renderAt('/bookdetail');
    expect(await screen.findByText('Choose a course to see its lessons.')).toBeTruthy();
  });
});
