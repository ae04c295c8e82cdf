// @vitest-environment jsdom
import type {
  EvaluationAnswer,
  EvaluationDetail,
  EvaluationQuestion,
} from '@portico/contract/console-evaluations';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { faculty } from '../test-utils';
import { ago, axeProblems, detail, item, ok, renderAt, waiting } from './evaluation-test-utils';

/** Grading by question (issue 40): one essay prompt across every waiting student, one after another. */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const W1 = 'f1c2d3e4-0000-4000-8000-000000000001';
const W2 = 'f1c2d3e4-0000-4000-8000-000000000002';
const S1 = 'f1c2d3e4-0000-4000-8000-000000000011';
const S2 = 'f1c2d3e4-0000-4000-8000-000000000012';
const SPEAKING = 'speaking:t1';

const base = detail().answers[0] as EvaluationAnswer;
const task2: EvaluationAnswer = {
  ...base,
  itemId: W2,
  number: 2,
  itemType: 'essay',
  prompt: '<p>Some people think students should pay.</p>',
  rubric: RUBRICS['ielts-writing-task2'],
};
const spoken = (n: number, itemId: string): EvaluationAnswer => ({
  ...base,
  itemId,
  number: n,
  sectionTitle: 'Speaking',
  referenceType: 'Speaking',
  itemType: 'record-audio',
  spoken: true,
  group: 'speaking',
  prompt: `<p>Speaking question ${n}</p>`,
  text: null,
  wordCount: null,
  recordingUrl: `/api/console/evaluations/a1/files/${itemId}`,
  rubric: RUBRICS['ielts-speaking'],
});

/** An attempt holding both writing tasks and two speaking questions, requested `hoursAgo`. */
const attempt = (id: string, hoursAgo: number): EvaluationDetail => ({
  ...detail(),
  item: item(id, hoursAgo),
  answers: [{ ...base, itemId: W1 }, task2, spoken(1, S1), spoken(2, S2)],
});

const question = (
  key: string,
  name: string,
  attempts: [string, number, boolean][],
  extra: Partial<EvaluationQuestion> = {},
): EvaluationQuestion => ({
  key,
  testId: 't1',
  testTitle: 'IELTS Academic Mock Test 1',
  examTitle: 'IELTS',
  name,
  sectionTitle: 'Writing',
  excerpt: 'Writing Task 2 You should spend about 40 minutes on this task.',
  attempts: attempts.map(([id, hoursAgo, graded]) => ({ id, requestedAt: ago(hoursAgo), graded })),
  ungraded: attempts.filter(([, , graded]) => !graded).length,
  ...extra,
});

/** Task 2 waits in three attempts; the second student's is graded in a draft already. */
const questions = {
  questions: [
    question(W1, 'Question 1 (Writing)', [['a1', 30, true]]),
    question(W2, 'Question 2 (Writing)', [
      ['a1', 30, false],
      ['a2', 20, true],
      ['a3', 10, false],
    ]),
    question(SPEAKING, 'Speaking test', [['a1', 30, false]], {
      sectionTitle: 'Speaking',
      excerpt: 'Part 1: The examiner asks you about yourself.',
    }),
  ],
};

/** The questions, the queue and the three attempts; the third's draft kept as the page saves it. */
function routes() {
  let third: EvaluationDetail = attempt('a3', 10);
  return routeFetch({
    'GET console/me': ok(faculty),
    'GET console/evaluations/questions': ok(questions),
    'GET console/evaluations': waiting([item('a1', 30), item('a2', 20), item('a3', 10)]),
    'GET console/evaluations/a1': ok(attempt('a1', 30)),
    'GET console/evaluations/a2': ok(attempt('a2', 20)),
    'GET console/evaluations/a3': () => ok(third),
    'PUT console/evaluations/a3/draft': (init) => {
      const { baseVersion, ...draft } = JSON.parse(String(init.body));
      third = { ...third, draft, draftVersion: baseVersion + 1 };
      return ok(third);
    },
  });
}

describe('the queue’s Grade by question', () => {
  it('lists the prompts with answers waiting, each opening the first of them by question', async () => {
    routes();
    renderAt('/console/evaluations');
    const list = await screen.findByRole('list', { name: 'Questions to grade' });
    const cards = within(list).getAllByRole('listitem');
    // Task 1 is graded in every waiting attempt: nothing of it waits.
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('IELTS Academic Mock Test 1 — Question 2 (Writing)');
    expect(cards[0]?.textContent).toContain('Writing Task 2 You should spend about 40 minutes');
    expect(cards[0]?.textContent).toContain('2 answers wait');
    expect(cards[0]?.textContent).toContain('1 graded, not released yet');
    expect(cards[1]?.textContent).toContain('IELTS Academic Mock Test 1 — Speaking test');
    expect(cards[1]?.textContent).toContain('1 answer waits');
    const open = within(cards[0] as HTMLElement).getByRole('link');
    expect(open.getAttribute('href')).toBe(`/console/evaluations/a1?question=${W2}`);
    expect(await axeProblems()).toEqual([]);
  });
});

describe('the workspace graded by question', () => {
  it('shows only that question, and Next goes to the next attempt with it still to grade', async () => {
    routes();
    renderAt(`/console/evaluations/a1?question=${W2}`);
    expect(await screen.findByRole('region', { name: 'Question 2 · Writing' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Grading by question: IELTS Academic Mock Test 1 — Question 2 (Writing) · 1 of 3',
      ),
    ).toBeTruthy();
    // The rest of the attempt and the remarks on the whole test wait behind the switch.
    expect(screen.queryByRole('region', { name: 'Question 81 · Writing' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Speaking · Questions 1–2' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Remarks on the whole test' })).toBeNull();
    expect(await axeProblems()).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: /Show the whole attempt/ }));
    expect(screen.getByRole('region', { name: 'Question 81 · Writing' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Speaking · Questions 1–2' })).toBeTruthy();

    // The second student's answer is graded already: Next (J) passes over it to the third.
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(
      await screen.findByText(
        'Grading by question: IELTS Academic Mock Test 1 — Question 2 (Writing) · 3 of 3',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Student a3/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Question 81 · Writing' })).toBeNull();
    const answer = screen.getByRole('region', { name: 'Question 2 · Writing' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    // Graded, with none after it: the end of the question, and the one passed over named.
    for (const key of ['7', '7', '6', '7']) fireEvent.keyDown(document.body, { key });
    expect(within(answer).getByText('Band: 7')).toBeTruthy();
    expect(await screen.findByText('The end of this question')).toBeTruthy();
    expect(screen.getByText(/1 earlier answer passed over still needs grading/)).toBeTruthy();
    // Previous (K) looks back at the answer just before, graded or not.
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(await screen.findByText(/Student a2/)).toBeTruthy();
    expect(screen.getByText(/· 2 of 3$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Student a3/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the evaluations' }));
    expect(await screen.findByRole('list', { name: 'Questions to grade' })).toBeTruthy();
  });

  it('grades IELTS Speaking as one question: the test’s Speaking', async () => {
    routes();
    renderAt(`/console/evaluations/a1?question=${encodeURIComponent(SPEAKING)}`);
    const group = await screen.findByRole('region', { name: 'Speaking · Questions 1–2' });
    expect(within(group).getAllByRole('radiogroup')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Question 2 · Writing' })).toBeNull();
    expect(
      await screen.findByText('Grading by question: IELTS Academic Mock Test 1 — Speaking test · 1 of 1'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: /Show the whole attempt/ })).toBeTruthy());
  });
});
