// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { QtiExportReport, QtiExportTests } from '@portico/contract/qti';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { chooseOption } from '../../../test/select-option';
import { stubBrowser } from '../../../test/stub-browser';
import { QtiExport } from './qti-export';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listed: QtiExportTests = {
  tests: [
    {
      key: 'gre-practice-1',
      title: 'GRE Practice Test 1',
      examFamily: 'gre',
      items: 85,
      sections: [
        { no: 1, title: 'Analytical Writing', items: 1 },
        { no: 2, title: 'Verbal Reasoning, Section 1', items: 12 },
      ],
    },
  ],
};
const reportOf = (query: URLSearchParams): QtiExportReport => ({
  tests: [{ key: 'gre-practice-1', title: 'GRE Practice Test 1', items: query.get('section') ? 12 : 83 }],
  exported: query.get('section') ? { mcq: 12 } : { mcq: 70, essay: 1, rf: 12 },
  notExported: query.get('section')
    ? []
    : [
        {
          key: 'q09',
          type: 'bn',
          reason: 'QTI has no interaction for a fraction typed as its numerator and denominator',
        },
      ],
  notes: [],
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <QtiExport />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('Console › Import › Export as QTI 3.0', () => {
  it('reports what a test’s package holds and leaves out, then links the package of the test or section chosen', async () => {
    const fetch = routeFetch({
      'GET console/export/qti/tests': () => json(200, { success: true, data: listed }),
      // The report of the query asked, as the server reads it from the address.
      'GET console/export/qti/report': () => {
        const url = String(fetch.mock.calls.at(-1)?.[0] ?? '');
        return json(200, { success: true, data: reportOf(new URL(url, 'http://x').searchParams) });
      },
    });
    const asked = () => fetch.mock.calls.map(([url]) => String(url));
    renderSection();
    const link = () => screen.getByRole('link', { name: 'Download package' }).getAttribute('href');

    // Nothing is asked of the server before something is chosen; then the whole item bank.
    expect(await screen.findByRole('button', { name: 'Download package' })).toBeTruthy();
    expect(asked().filter((u) => u.includes('report'))).toEqual([]);
    await chooseOption('Test', 'Every test (the whole item bank)');
    expect(await screen.findByText(/83 questions in the package/)).toBeTruthy();
    expect(link()).toBe('/api/console/export/qti/package');

    await chooseOption('Test', 'GRE Practice Test 1 (85 questions)');
    expect(await screen.findByText(/q09 \(bn\): QTI has no interaction for a fraction/)).toBeTruthy();
    expect(link()).toBe('/api/console/export/qti/package?test=gre-practice-1');

    await chooseOption('Section', '2. Verbal Reasoning, Section 1 (12 questions)');
    expect(await screen.findByText(/1 test, 12 questions in the package \(by type: mcq 12\)/)).toBeTruthy();
    expect(link()).toBe('/api/console/export/qti/package?test=gre-practice-1&section=2');
    expect(asked().some((u) => u.includes('report?test=gre-practice-1&section=2'))).toBe(true);
  });
});
