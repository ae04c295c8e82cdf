// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import type { QuizAnswer } from '@portico/contract/assessment-quiz';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import type { LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { QUIZ_TEXTS, QuizView } from './quiz-view';

// The device store of the runner, in memory: IndexedDB is not in jsdom.
vi.mock('../../assessment/public', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../assessment/public')>();
  return { ...original, openTrackStore: async () => original.createMemoryTrackStore() };
});
vi.mock('../../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/session')>()),
  getUser: () => ({ id: 'student-1' }),
}));

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
const QUIZ_TEST = '9a8b7c6d-0000-4e1f-8a2b-0000000000a1';
const OBJECT = '9a8b7c6d-0000-4e1f-8a2b-0000000000b1';
const ATTEMPT = '9a8b7c6d-0000-4e1f-8a2b-0000000000c1';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const question = (n: number): LaunchItem => ({
  ItemID: `q${n}`,
  ItemType: 'mcq',
  Items: `<p>Choose the right form (${n}).</p>`,
  Passage: '',
  Direction: 'Choose one answer.',
  Explanation: '',
  Points: 1,
  NegativePoints: 0,
  SubjectName: null,
  AreaName: null,
  TopicName: null,
  Difficulty: null,
  Media: {},
  TimeLimitSeconds: null,
  PrepSeconds: null,
  BlankCount: 0,
  SelectCount: 1,
  WordBank: [],
  Parts: [],
  ItemOptionResponse: [
    { ItemOptionID: `q${n}-a`, Options: `rose ${n}`, optionColumnIndex: null },
    { ItemOptionID: `q${n}-b`, Options: `has risen ${n}`, optionColumnIndex: null },
  ],
});

/** A server of one quiz: the right option of each question is '-a'. */
function quizServer(questions: number) {
  const answers = new Map<string, QuizAnswer>();
  const tracks: TrackRecord[] = [];
  const status = () => {
    const list = [...answers.values()];
    return {
      studentTestId: ATTEMPT,
      status: list.length === questions ? ('Completed' as const) : ('InProgress' as const),
      total: questions,
      answered: list.length,
      correct: list.filter((a) => a.isCorrect).length,
      answers: list,
    };
  };
  const fetchMock = routeFetch({
    'POST studenttests': json(200, { success: true, data: { id: ATTEMPT, status: 'InProgress' } }),
    'POST test-launch': () =>
      json(200, {
        success: true,
        data: {
          ...status(),
          testId: QUIZ_TEST,
          title: 'Quiz: tenses',
          questions: Array.from({ length: questions }, (_, i) => question(i + 1)),
        },
      }),
    'POST sync-track': (init) => {
      const body = JSON.parse(String(init.body)) as { track: TrackRecord[] };
      for (const t of body.track) {
        tracks.push(t);
        const selected = String(t.selectedOptionId);
        answers.set(String(t.itemId), {
          itemId: String(t.itemId),
          selectedOptionId: selected,
          isCorrect: selected.endsWith('-a'),
          correctOptionIds: [`${t.itemId}-a`],
        });
      }
      return json(200, {
        success: true,
        data: {
          error: false,
          acks: body.track.map((t) => ({ itemId: t.itemId, trackNumber: t.trackNumber, status: 'saved' })),
          late: 0,
          rejected: 0,
          timeRemaining: 0,
        },
      });
    },
    'POST quiz-status': () => json(200, { success: true, data: status() }),
  });
  return { fetchMock, tracks };
}

const quizObject = (overrides: Partial<LearningObject> = {}) =>
  ({
    id: OBJECT,
    kind: 'Quiz',
    testId: QUIZ_TEST,
    objectStatus: 'Launch',
    component: { title: 'Quiz: tenses' },
    ...overrides,
  }) as LearningObject;

function renderQuiz(props: { onCompleted?: () => void; onStarted?: () => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <QuizView
            object={quizObject()}
            courseId={COURSE}
            onCompleted={props.onCompleted ?? (() => {})}
            onStarted={props.onStarted ?? (() => {})}
          />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const option = (name: RegExp) => screen.getByRole('radio', { name });

describe('in-lesson quiz (spec 2 §4 Quiz)', () => {
  it('starts the attempt with the spec start record and keeps the index within bounds', async () => {
    const { fetchMock } = quizServer(3);
    const onStarted = vi.fn();
    renderQuiz({ onStarted });
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(onStarted).toHaveBeenCalledTimes(1);
    const start = fetchMock.mock.calls.find(([url]) => String(url).includes('studenttests'));
    expect(JSON.parse(String(start?.[1]?.body))).toMatchObject({
      companyCode: 'portico',
      isActive: true,
      testId: QUIZ_TEST,
      userId: 'student-1',
      groupId: OBJECT,
      courseId: COURSE,
    });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(previous.hasAttribute('disabled')).toBe(false);
  });

  it('sends the quiz answer record, disables the options once answered and marks right and wrong', async () => {
    const { tracks } = quizServer(2);
    renderQuiz();
    await screen.findByText('Question 1 of 2');
    fireEvent.click(option(/has risen 1/));
    await screen.findByRole('img', { name: 'Your answer is wrong' });
    expect(screen.getByRole('img', { name: 'Correct answer' })).toBeTruthy();
    expect(option(/rose 1/).hasAttribute('disabled')).toBe(true);
    expect(option(/has risen 1/).hasAttribute('disabled')).toBe(true);
    expect(tracks).toHaveLength(1);
    // spec 2 §3 quiz answer record: attempt '1', points '0'.
    expect(tracks[0]).toMatchObject({
      testId: ATTEMPT,
      itemId: 'q1',
      selectedOptionId: 'q1-b',
      attempt: '1',
      points: '0',
      studentId: 'student-1',
      companyCode: 'portico',
    });
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
  });

  it('is Completed once, when its last question is answered', async () => {
    quizServer(2);
    const onCompleted = vi.fn();
    renderQuiz({ onCompleted });
    await screen.findByText('Question 1 of 2');
    fireEvent.click(option(/rose 1/));
    await screen.findByRole('img', { name: 'Correct answer' });
    expect(onCompleted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(option(/rose 2/));
    expect(await screen.findByText(QUIZ_TEXTS.done(2, 2))).toBeTruthy();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    // Going back does not complete it again.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('says so when the quiz cannot be opened, without a question', async () => {
    routeFetch({
      'POST studenttests': json(403, {
        success: false,
        message: 'You don’t have access to this - please apply coupon to upgrade',
      }),
    });
    renderQuiz();
    expect(
      await screen.findByText('You don’t have access to this - please apply coupon to upgrade'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('opens offline from the device’s copy of its last opening, and keeps an answer given there for later', async () => {
    quizServer(2);
    renderQuiz();
    await screen.findByText('Question 1 of 2');
    // The copy is written after the questions show.
    await new Promise((r) => setTimeout(r, 50));
    cleanup();

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', offline);
    renderQuiz();
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    fireEvent.click(option(/rose 1/));
    expect(await screen.findByText(QUIZ_TEXTS.pending)).toBeTruthy();
    expect(option(/rose 1/).hasAttribute('disabled')).toBe(true);
    expect(offline).toHaveBeenCalled();
  });
});
