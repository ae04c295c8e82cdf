// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LearningModule, LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { LEVEL_TEXTS, LevelCheckPage } from './level-check-page';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
const MODULE = '9a8b7c6d-0000-4e1f-8a2b-000000000002';
const OBJECT = '9a8b7c6d-0000-4e1f-8a2b-000000000003';
const TEST = '9a8b7c6d-0000-4e1f-8a2b-000000000004';
const ATTEMPT = '9a8b7c6d-0000-4e1f-8a2b-000000000005';

beforeAll(() => stubBrowser());

const levelModule: LearningModule = {
  id: MODULE,
  parentId: null,
  orderNo: 3,
  component: {
    title: 'Test Your English',
    description: 'A 20-minute check of your English.',
    thumbnail: '',
    referenceType: '',
  },
  subModule: [],
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  isGroupLessons: false,
  isPreferedLanguage: false,
};

const levelObject = (overrides: Partial<LearningObject> = {}): LearningObject => ({
  id: OBJECT,
  companyCode: 'portico',
  orderNo: 1,
  kind: 'PracticeTest',
  languageId: null,
  isProductAccess: true,
  isFree: true,
  isLocked: false,
  objectStatus: 'Launch',
  duration: 0,
  component: { title: 'Test Your English — Level Check' },
  testTemplate: 'default',
  testId: TEST,
  studentTestId: null,
  istestTaken: false,
  evaluationRequired: false,
  isEvaluated: false,
  showEvaluation: false,
  evaluationStatus: null,
  isDisableReview: false,
  band: null,
  report: null,
  sectionBands: [],
  totalTime: 1200,
  extraTimePercent: 0,
  questionCount: 24,
  examFamily: 'english-level',
  sections: [
    { title: 'Grammar', referenceType: 'Grammar', score: null },
    { title: 'Vocabulary', referenceType: 'Vocabulary', score: null },
    { title: 'Reading', referenceType: 'Reading', score: null },
  ],
  courseId: COURSE,
  offlineAllowed: false,
  ...overrides,
});

let object: LearningObject | null = levelObject();
let moduleMissing = false;
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://portal.test');
  switch (url.pathname) {
    case '/api/learningmodule':
      if (moduleMissing) return json({ success: false, message: 'This page has no content yet.' }, 404);
      return json({ success: true, data: levelModule, isProductAccess: true });
    case '/api/learningobject':
      return json({ success: true, data: object ? [object] : [] });
    case '/api/assessment/generate-token':
      return json({
        success: true,
        data: { redirectUrl: `/assessment/${ATTEMPT}`, studentTestId: ATTEMPT, body: init?.body },
      });
    default:
      return json({}, 404);
  }
});

beforeEach(() => {
  object = levelObject();
  moduleMissing = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('portico.courseId', JSON.stringify(COURSE));
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/test-your-english', Component: LevelCheckPage },
      { path: '/assessment/:id', element: <p>runner</p> },
      { path: '/report/:id', element: <p>report</p> },
      { path: '/select-course', element: <p>choose a course</p> },
    ],
    { initialEntries: ['/test-your-english'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("'Test Your English'", () => {
  it("describes the course's level check and starts it in the runner", async () => {
    const router = renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Test Your English — Level Check' }),
    ).toBeTruthy();
    expect(screen.getByText('24 questions in 20 minutes: Grammar, Vocabulary, Reading')).toBeTruthy();
    expect(screen.getByText('Advanced (36 or more points): 1 month')).toBeTruthy();
    const moduleCall = fetchMock.mock.calls.find(([u]) => u.startsWith('/api/learningmodule'));
    expect(moduleCall?.[0]).toBe(`/api/learningmodule?courseId=${COURSE}&navigationParam=level-check`);
    fireEvent.click(screen.getByRole('button', { name: LEVEL_TEXTS.start }));
    expect(await screen.findByText('runner')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/assessment/${ATTEMPT}`);
    const launch = fetchMock.mock.calls.find(([u]) => u.startsWith('/api/assessment/generate-token'));
    expect(JSON.parse(String(launch?.[1]?.body))).toMatchObject({
      groupId: OBJECT,
      testId: TEST,
      courseId: COURSE,
    });
  });

  it('resumes a check in progress and opens the level of a finished one', async () => {
    object = levelObject({ objectStatus: 'Completed', studentTestId: ATTEMPT, istestTaken: true });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: LEVEL_TEXTS.result }));
    expect(await screen.findByText('report')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/report/${ATTEMPT}`);
    cleanup();
    object = levelObject({ objectStatus: 'InProgress' });
    renderPage();
    expect(await screen.findByRole('button', { name: LEVEL_TEXTS.resume })).toBeTruthy();
  });

  it('says so, calmly, when the course has no level check', async () => {
    moduleMissing = true;
    renderPage();
    expect(await screen.findByText(LEVEL_TEXTS.none)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('sends a student with no course chosen to choose one', async () => {
    window.localStorage.clear();
    renderPage();
    expect(await screen.findByText('choose a course')).toBeTruthy();
  });
});
