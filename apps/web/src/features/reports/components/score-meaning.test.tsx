// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { MeaningTable, ScoreMeanings } from '@portico/contract/score-meaning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ScoreMeaning } from './score-meaning';

beforeAll(stubBrowser);
afterEach(cleanup);

// IELTS, 'IELTS and CEFR levels' (ielts.idp.com; ielts.org/scores), 2024: C1 7-8, B2 5.5-6.5.
const ieltsTable: MeaningTable = {
  exam: 'ielts',
  framework: 'CEFR',
  title: 'IELTS band and the CEFR level',
  source: {
    publisher: 'IELTS',
    title: 'IELTS and CEFR levels',
    url: 'https://ielts.idp.com/x',
    year: '2024',
  },
  verified: true,
  atLeast: false,
  note: '',
  rows: [
    { min: 7, max: 8, level: 'C1' },
    { min: 5.5, max: 6.5, level: 'B2' },
  ],
};
const satTable: MeaningTable = {
  ...ieltsTable,
  exam: 'sat',
  framework: 'percentile',
  title: 'SAT percentiles',
  source: { ...ieltsTable.source, publisher: 'College Board' },
  verified: false,
  rows: [],
};

function renderCard(meanings: ScoreMeanings, props: Parameters<typeof ScoreMeaning>[0]) {
  const fetchMock = routeFetch({
    'GET score-meanings': json(200, { success: true, data: meanings }),
    'PUT profile/targets': (init) => json(200, { success: true, data: JSON.parse(String(init.body)) }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ScoreMeaning {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetchMock;
}

const tables = [
  { custom: false, table: ieltsTable },
  { custom: false, table: satTable },
];

describe('ScoreMeaning', () => {
  it('shows each score’s CEFR level and the gap to the student’s target', async () => {
    renderCard(
      { tables, targets: { ielts: { Writing: 7, Overall: 6.5 } } },
      { exam: 'ielts', scores: { Reading: 7.5, Writing: 6.5, Overall: 6.5, Speaking: null } },
    );
    const card = await screen.findByRole('region', { name: 'What your IELTS score means' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Overall 6.5 · CEFR B2Target met (6.5)',
      'Reading 7.5 · CEFR C1',
      'Writing 6.5 · CEFR B20.5 band below your target of 7 in Writing',
    ]);
    expect(within(card).getByRole('link', { name: 'IELTS and CEFR levels' })).toHaveProperty(
      'href',
      'https://ielts.idp.com/x',
    );
    expect(within(card).queryByText(/Not yet checked/)).toBeNull();
  });

  it('says when the provider has no table yet and it is unchecked', async () => {
    renderCard({ tables, targets: {} }, { exam: 'sat', scores: { Total: 1380 } });
    const card = await screen.findByRole('region', { name: 'What your SAT score means' });
    expect(within(card).getByText('Your provider has not entered College Board’s table yet.')).toBeTruthy();
    expect(within(card).getByText(/Not yet checked against the owner’s current table/)).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Total 1380']);
  });

  it('sets a target from the card and keeps the other exams’ targets', async () => {
    const fetchMock = renderCard(
      { tables, targets: { sat: { Total: 1400 } } },
      { exam: 'ielts', scores: { Writing: 6 } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set a target' }));
    const form = await screen.findByRole('form', { name: 'IELTS targets' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Writing' }), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ sat: { Total: 1400 }, ielts: { Writing: 7 } });
  });
});
