// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academicBandTable, generalTrainingBandTable } from '../../../test/band-tables';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { KnowYourBands } from './know-your-bands';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEST = '0d9c1a52-6a57-4f0e-9c84-2f1d7e3b5a10';

function renderBands(answer: Response) {
  const fetch = routeFetch({ 'GET band-table': answer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <KnowYourBands testId={TEST} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

const rowText = (table: HTMLElement, band: string) =>
  within(table).getByRole('rowheader', { name: band }).closest('tr')?.textContent;

// Issue 36 §4: General Training Reading gives band 7 for 34-35 correct, Academic Reading for 30-32
// (IELTS's published tables, decision 038): each report shows its own test's table.
describe("Know your Bands shows the test's own tables", () => {
  it('a General Training test: the General Training Reading table', async () => {
    const fetch = renderBands(json(200, { success: true, data: generalTrainingBandTable(TEST) }));
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: 'General Training Reading (raw score)' }),
    ).toBeTruthy();
    expect(rowText(table, '7')).toBe('730–3134–35');
    expect(rowText(table, '9')).toBe('939–4040');
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`testId=${TEST}`);
  });

  it('an Academic test: the Academic Reading table', async () => {
    renderBands(json(200, { success: true, data: academicBandTable(TEST) }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Academic Reading (raw score)' })).toBeTruthy();
    expect(rowText(table, '7')).toBe('730–3130–32');
  });

  it('marks the rows below the published table and says so', async () => {
    renderBands(json(200, { success: true, data: generalTrainingBandTable(TEST) }));
    const table = await screen.findByRole('table');
    expect(rowText(table, '2')).toBe('22–3*2–5*');
    expect(rowText(table, '3.5')).toBe('3.58–1012–14');
    expect(screen.getByText(/Below the published IELTS table/)).toBeTruthy();
  });

  it('says so when the table cannot be loaded', async () => {
    renderBands(json(500, { success: false, message: 'Down' }));
    expect(await screen.findByText('The band table could not be loaded.')).toBeTruthy();
  });
});
