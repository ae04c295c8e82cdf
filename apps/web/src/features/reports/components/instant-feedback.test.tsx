// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { AnswerFeedback, AttemptFeedback, WritingIndicators } from '@portico/contract/answer-feedback';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { InstantFeedback } from './instant-feedback';

beforeAll(stubBrowser);
afterEach(cleanup);

const TEXT = 'In todays world their are many problems. However, we can solve them.';

const indicators: WritingIndicators = {
  variety: 'en-GB',
  words: 12,
  minWords: 250,
  maxWords: null,
  paragraphs: 1,
  sentences: 2,
  secondsUsed: 1500,
  secondsAllowed: 2400,
  grammarProblems: 1,
  spellingMistakes: 1,
  otherVariety: 0,
  errorsPer100Words: 16.7,
  linking: [{ device: 'however', count: 1 }],
  linkingPer100Words: 8.3,
  overusedLinking: [],
  sentenceLength: { mean: 6, sd: 1, shortest: 5, longest: 7 },
  mtld: 40,
  uncommonShare: 0,
  uncommonWords: [],
  promptShare: 0.1,
  promptWords: [],
};

const ready: AnswerFeedback = {
  itemId: 'w2',
  title: 'IELTS Writing Task 2',
  text: TEXT,
  spoken: false,
  state: 'ready',
  reason: '',
  writing: indicators,
  speaking: null,
  marks: [
    {
      start: 3,
      end: 9,
      quote: 'todays',
      kind: 'spelling',
      message: 'Spelling: did you mean “today’s”?',
      suggestions: ["today's"],
    },
    {
      start: 16,
      end: 21,
      quote: 'their',
      kind: 'grammar',
      message: 'Did you mean “there”?',
      suggestions: ['there'],
    },
    {
      start: 41,
      end: 48,
      quote: 'However',
      kind: 'linking',
      message: 'Linking: “However”.',
      suggestions: [],
    },
  ],
  criteria: [
    {
      key: 'TR',
      label: 'Task Response',
      points: [{ tone: 'work', text: '12 words: the task asks for at least 250.' }],
    },
  ],
  practise: [{ title: 'Writing: linking words', url: '/lessondetail?object=1', why: 'to link your ideas' }],
  estimate: null,
  estimateNote:
    'No band estimate yet: it needs 30 answers of this task graded by your school’s teachers (3 so far).',
};

function show(...answers: AnswerFeedback[]) {
  const data: AttemptFeedback = { answers };
  const fetchMock = routeFetch({ 'GET assessment/feedback': json(200, { success: true, data }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <InstantFeedback studentTestId="attempt-1" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetchMock;
}

describe('InstantFeedback', () => {
  it('marks each problem in the essay, reads each criterion, and says it is not a band', async () => {
    show(ready);
    const card = await screen.findByRole('region', { name: 'IELTS Writing Task 2' });
    expect(screen.getByText(/not a band/)).toBeTruthy();
    // The mistakes are marked and listed; linking words only when asked for.
    const list = within(card).getByRole('list', { name: /What the check found/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“todays” — Spelling: did you mean “today’s”?', '“their” — Did you mean “there”?']);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Show linking words' }));
    expect(within(card).getByRole('list', { name: /What the check found/ }).children).toHaveLength(3);
    expect(within(card).getByText('12 words: the task asks for at least 250.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Writing: linking words' }).getAttribute('href')).toBe(
      '/lessondetail?object=1',
    );
    expect(within(card).getByText(/No band estimate yet/)).toBeTruthy();
    const facts = within(card).getByLabelText('Measures of your answer');
    expect(within(facts).getByText('25 min')).toBeTruthy();
  });

  it('shows an estimate only as a range, with the teacher’s band the one that counts', async () => {
    show({
      ...ready,
      estimateNote: '',
      estimate: {
        resultLabel: 'Band',
        low: 6,
        high: 7,
        essays: 120,
        criteria: [{ key: 'TR', label: 'Task Response', low: 6, high: 7 }],
      },
    });
    expect(await screen.findByText('Band estimate: 6–7')).toBeTruthy();
    expect(screen.getByText(/your teacher's band is the one that counts/)).toBeTruthy();
  });

  it('says an answer is being checked, or why it could not be', async () => {
    show(
      { ...ready, state: 'pending', writing: null, marks: [], criteria: [], practise: [] },
      {
        ...ready,
        itemId: 's1',
        title: 'Answer 3',
        spoken: true,
        text: '',
        state: 'failed',
        writing: null,
        reason: 'Your recording could not be found, so it was not measured.',
      },
    );
    expect(await screen.findByText('Checking your answer…')).toBeTruthy();
    expect(screen.getByText('Your recording could not be found, so it was not measured.')).toBeTruthy();
  });

  it('says so when no written or spoken answer was given', async () => {
    show();
    expect(await screen.findByText(/No written or spoken answer was given in this test/)).toBeTruthy();
  });
});
