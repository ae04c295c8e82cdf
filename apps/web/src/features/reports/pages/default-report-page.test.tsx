// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DefaultReportPage } from './default-report-page';

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STUDENT_TEST = '3f0c2f0e-8a4b-4c55-9d7e-1b2c3d4e5f60';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[`/report/${STUDENT_TEST}`]}>
          <Routes>
            <Route path="/report/:id" element={<DefaultReportPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('DefaultReportPage failures (spec 3 §8)', () => {
  it('asks for the report of the student test in the route', async () => {
    const fetch = answer(404, { success: false, message: 'Report not found', errorCode: 'NOT_FOUND' });
    renderPage();
    await screen.findByRole('alert');
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/default-report?testId=${STUDENT_TEST}`);
  });

  it("shows the server's message in an alert", async () => {
    answer(404, { success: false, message: 'Report not found', errorCode: 'NOT_FOUND' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Report not found');
  });

  it('shows the fallback when the server gives no usable message', async () => {
    answer(500, { success: false, message: 'Internal error', errorCode: 'INTERNAL' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Please try again later',
    );
  });
});
