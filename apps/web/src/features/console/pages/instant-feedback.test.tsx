// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { AnswerFeedback } from '@portico/contract/answer-feedback';
import {
  PICKED_FOR_SECOND_MARKING,
  SecondMarkingMessages as SM,
} from '@portico/contract/console-second-marking';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, faculty } from '../test-utils';
import { axeProblems, detail, ITEM, item, ok, renderAt, waiting } from './evaluation-test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const CRITERIA = [
  ['TA', 'Task Achievement'],
  ['CC', 'Coherence and Cohesion'],
  ['LR', 'Lexical Resource'],
  ['GRA', 'Grammatical Range and Accuracy'],
] as const;

const NOTE = 'A suggestion from 64 graded answers: on 22 held out, QWK 0.78, 88 % within half a band.';

const feedback = (extra: Partial<AnswerFeedback> = {}): AnswerFeedback => ({
  itemId: ITEM,
  title: 'IELTS Writing Task 1',
  text: 'The table shows visitors.',
  spoken: false,
  state: 'ready',
  reason: '',
  writing: {
    variety: 'en-GB',
    words: 4,
    minWords: 150,
    maxWords: null,
    paragraphs: 1,
    sentences: 1,
    secondsUsed: null,
    secondsAllowed: null,
    grammarProblems: 0,
    spellingMistakes: 1,
    otherVariety: 0,
    errorsPer100Words: 25,
    linking: [],
    linkingPer100Words: 0,
    overusedLinking: [],
    sentenceLength: { mean: 4, sd: 0, shortest: 4, longest: 4 },
    mtld: 12,
    uncommonShare: 0.1,
    uncommonWords: [],
    promptShare: 0.5,
    promptWords: ['table'],
  },
  speaking: null,
  marks: [
    { start: 4, end: 9, quote: 'table', kind: 'prompt', message: 'Copied from the task.', suggestions: [] },
  ],
  criteria: [
    { key: 'TA', label: 'Task Achievement', points: [{ tone: 'work', text: 'Far under 150 words.' }] },
  ],
  practise: [],
  estimate: {
    resultLabel: 'Band',
    low: 6,
    high: 7,
    criteria: CRITERIA.map(([key, label]) => ({ key, label, low: 6, high: 7 })),
    essays: 64,
  },
  estimateNote: NOTE,
  ...extra,
});

/** The workspace on attempt a1 for `member`, its feedback answered by `answers` in turn (the last one kept). */
function open(member: typeof admin, answers: AnswerFeedback[], extra = {}) {
  let asked = 0;
  const fetchMock = routeFetch({
    'GET console/me': ok(member),
    'GET console/evaluations/a1': ok({ ...detail(), ...extra }),
    'GET console/evaluations': waiting([item('a1', 3)]),
    'GET console/evaluations/a1/feedback': () =>
      ok({ answers: [answers[Math.min(asked++, answers.length - 1)]] }),
    'PUT console/evaluations/a1/draft': (init) =>
      ok({ ...detail(), draftVersion: JSON.parse(String(init.body)).baseVersion + 1 }),
    'POST console/evaluations/a1/second': ok(
      { ...detail(), secondMarking: { ...PICKED_FOR_SECOND_MARKING, reason: 'requested' } },
      SM.asked,
    ),
  });
  renderAt('/console/evaluations/a1');
  return fetchMock;
}

const grade = (answer: HTMLElement, bands: number[]) =>
  CRITERIA.forEach(([, label], i) => {
    const group = within(answer).getByRole('radiogroup', { name: new RegExp(label) });
    fireEvent.click(within(group).getByRole('radio', { name: new RegExp(`^${bands[i]}`) }));
  });

/** The panel under the answer, opened. */
async function openPanel(answer: HTMLElement) {
  const summary = await within(answer).findByText('Instant feedback');
  fireEvent.click(summary);
  return summary.closest('details') as HTMLElement;
}

describe('instant feedback in the grading workspace (issue 41)', () => {
  it('shows the estimate as a suggestion beside the teacher’s grade, and never changes the draft', async () => {
    const fetchMock = open(admin, [feedback()]);
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    const panel = await openPanel(answer);
    expect(await within(panel).findByText('Suggested band: 6–7')).toBeTruthy();
    expect(within(panel).getByText(NOTE)).toBeTruthy();
    const table = within(panel).getByRole('table', { name: 'The band estimate per criterion' });
    const ta = within(table).getByRole('row', { name: /Task Achievement/ });
    expect(ta.textContent).toBe('Task Achievement6–7–');
    expect(within(panel).getByLabelText('Measures of the answer').textContent).toContain('of at least 150');
    expect(within(panel).getByText(/Copied from the task\./)).toBeTruthy();
    expect(within(panel).getByText('Far under 150 words.')).toBeTruthy();
    // Nothing is chosen for the teacher, nothing is saved.
    expect(within(answer).queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(within(answer).getByText('Band: not complete')).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PUT')).toBe(false);
    // The teacher's own grade shows beside the estimate, as given.
    grade(answer, [5, 6, 6, 6]);
    expect(ta.textContent).toBe('Task Achievement6–75');
    expect(await axeProblems()).toEqual([]);
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.filter((c) => c[1]?.method === 'PUT').at(-1);
    expect(JSON.parse(String(put?.[1]?.body)).answers[ITEM].criteria).toEqual({
      TA: 5,
      CC: 6,
      LR: 6,
      GRA: 6,
    });
  });

  it('offers a second marking, its note written, only once the grade is more than a band from the estimate', async () => {
    const fetchMock = open(admin, [feedback()]);
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    await openPanel(answer);
    await within(answer).findByText('Suggested band: 6–7');
    // Band 5: one band under the estimate, no more.
    grade(answer, [5, 5, 5, 5]);
    expect(within(answer).getByText('Band: 5')).toBeTruthy();
    expect(within(answer).queryByText('More than one band from the estimate')).toBeNull();
    // Band 4.5: past it.
    grade(answer, [4, 4, 5, 5]);
    expect(within(answer).getByText('Band: 4.5')).toBeTruthy();
    const alert = within(answer).getByRole('alert');
    expect(within(alert).getByText('More than one band from the estimate')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Ask for a second marking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a second marking?' });
    const note = 'Question 81: the band estimate (6–7) and my grade (4.5) differ by more than one band.';
    expect(within(dialog).getByRole('textbox', { name: 'Why (optional)' })).toHaveProperty('value', note);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(SM.asked)).toBeTruthy();
    const ask = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/evaluations/a1/second');
    expect(JSON.parse(String(ask?.[1]?.body))).toEqual({ note });
    // The grade stays as the teacher gave it.
    expect(within(answer).getByText('Band: 4.5')).toBeTruthy();
  });

  it('says the grade is far from the estimate without the ask where this teacher may not ask', async () => {
    open(faculty, [feedback({ estimate: { ...feedback().estimate!, low: 8, high: 8.5 } })], {
      item: item('a1', 3, { assignee: { id: admin.id, name: admin.name } }),
    });
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    await openPanel(answer);
    await within(answer).findByText('Suggested band: 8–8.5');
    grade(answer, [6, 6, 7, 6]);
    const alert = await within(answer).findByRole('alert');
    expect(alert.textContent).toContain('The band estimate is 8–8.5; your grade is 6.5.');
    expect(screen.queryAllByRole('button', { name: 'Ask for a second marking' })).toEqual([]);
  });

  it('says an answer is being measured until it is, and why one cannot be', async () => {
    open(admin, [feedback({ state: 'pending', estimate: null, estimateNote: '' }), feedback()]);
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    const panel = await openPanel(answer);
    expect(await within(panel).findByText('Being measured…')).toBeTruthy();
    expect(await within(panel).findByText('Suggested band: 6–7')).toBeTruthy();
    cleanup();
    const reason = 'This answer is not in English, so it was not measured.';
    open(admin, [feedback({ state: 'unavailable', reason, writing: null, estimate: null })]);
    const again = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    expect(await within(await openPanel(again)).findByText(reason)).toBeTruthy();
  });

  it('shows a recording’s measures', async () => {
    const spoken = {
      ...detail().answers[0],
      spoken: true,
      text: null,
      wordCount: null,
      recordingUrl: '/api/console/evaluations/a1/files/x',
      rubric: RUBRICS['celpip-speaking'],
    } as ReturnType<typeof detail>['answers'][number];
    const measures = {
      recordingSeconds: 60,
      speakingSeconds: 48.2,
      taskSeconds: 60,
      pauses: 9,
      meanPauseSeconds: 0.6,
      longestSilenceSeconds: 2.4,
      pausesPerMinute: 11.2,
      transcript: null,
      wordsPerMinute: null,
    };
    open(admin, [feedback({ spoken: true, text: '', writing: null, speaking: measures, estimate: null })], {
      answers: [spoken],
    });
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    const panel = await openPanel(answer);
    const facts = await within(panel).findByLabelText('Measures of the recording');
    expect(facts.textContent).toContain('48.2 s');
    expect(facts.textContent).toContain('2.4 s');
  });
});
