// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LearningModule, LearningObject } from '@portico/contract/learning';
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { stubBrowser } from '../../../test/stub-browser';
import { PracticeTestsPage } from './practice-tests-page';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
const id = (n: number) => `9a8b7c6d-0000-4e1f-8a2b-${String(n).padStart(12, '0')}`;

beforeAll(() => {
  stubBrowser();
  // Mantine's ScrollArea measures its content.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const module = (
  n: number,
  title: string,
  orderNo: number,
  subModule: LearningModule[] = [],
): LearningModule => ({
  id: id(n),
  parentId: null,
  orderNo,
  component: { title, description: '', thumbnail: '', referenceType: '' },
  subModule,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  isGroupLessons: false,
  isPreferedLanguage: false,
});

const test = (n: number, title: string, overrides: Partial<LearningObject> = {}): LearningObject => ({
  id: id(n),
  companyCode: 'portico',
  orderNo: n,
  kind: 'PracticeTest',
  languageId: null,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  objectStatus: 'Launch',
  duration: 0,
  component: { title },
  testTemplate: 'ielts',
  testId: id(n + 500),
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
  totalTime: 1800,
  extraTimePercent: 0,
  questionCount: 40,
  examFamily: 'ielts',
  sections: [],
  courseId: COURSE,
  offlineAllowed: false,
  ...overrides,
});

const root = module(1, 'IELTS Practice', 0, [
  module(3, 'Reading', 2, [module(31, 'Week 1', 1)]),
  module(2, 'Listening', 1, [module(21, 'Week 1', 1), module(22, 'Week 2', 2)]),
]);

const objectsByModule: Record<string, LearningObject[]> = {
  [id(21)]: [test(101, 'Listening Test 1')],
  [id(22)]: [test(102, 'Listening Test 2', { objectStatus: 'InProgress' })],
  [id(31)]: [test(103, 'Reading Test 1')],
};

let isProductAccess = true;
let isRevoked = false;
let moduleMissing = false;
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const fetchMock = vi.fn((input: string) => {
  const url = new URL(input, 'http://portal.test');
  switch (url.pathname) {
    case '/api/menu':
      return json({
        success: true,
        isProductAccess,
        data: [
          {
            id: 'm1',
            title: 'IELTS Practice Tests',
            orderNumber: 1,
            navigationUrl: '/practicetest',
            navigationParam: 'ielts-practice',
            subMenu: [],
          },
        ],
      });
    case '/api/learningmodule':
      if (moduleMissing) {
        return Promise.resolve(
          new Response(JSON.stringify({ success: false, message: 'This page has no content yet.' }), {
            status: 404,
          }),
        );
      }
      return json({ success: true, data: root, isProductAccess, isRevoked });
    case '/api/learningobject':
      return json({
        success: true,
        data: objectsByModule[url.searchParams.get('learningModuleId') ?? ''] ?? [],
      });
    case '/api/leaderboard':
      return json({
        success: true,
        data: [{ userId: 'u1', rank: 1, studentName: 'Meera Shah', profileImage: '', score: 88, isMe: true }],
      });
    default:
      return Promise.resolve(new Response('{}', { status: 404 }));
  }
});

beforeEach(() => {
  isProductAccess = true;
  isRevoked = false;
  moduleMissing = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('portico.courseId', JSON.stringify(COURSE));
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderPage(showLeaderBoard: boolean, path = '/practicetest') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/practicetest', Component: PracticeTestsPage }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext value={{ showLeaderBoard } as Company}>
          <RouterProvider router={router} />
        </CompanyContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('practice tests page', () => {
  it('titles the page from the menu and shows the first module and week', async () => {
    renderPage(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'IELTS Practice Tests' })).toBeTruthy();
    const modules = await screen.findByRole('group', { name: 'Modules' });
    expect(
      within(modules)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Listening', 'Reading']);
    expect(within(modules).getByRole('button', { name: 'Listening' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Listening Test 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply Coupon' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).toBeNull();
    const moduleCall = fetchMock.mock.calls.find(([u]) => u.startsWith('/api/learningmodule'));
    expect(moduleCall?.[0]).toBe(`/api/learningmodule?courseId=${COURSE}&navigationParam=ielts-practice`);
  });

  it("opens the skill a report's 'what to practise next' links to (?skill=)", async () => {
    renderPage(false, '/practicetest?skill=Reading');
    const modules = await screen.findByRole('group', { name: 'Modules' });
    expect(within(modules).getByRole('button', { name: 'Reading' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Reading Test 1' })).toBeTruthy();
  });

  it('switches week and module', async () => {
    renderPage(false);
    fireEvent.click(await screen.findByRole('radio', { name: 'Week 2' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Listening Test 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Test' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reading' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Reading Test 1' })).toBeTruthy();
  });

  it('shows the leaderboard when the company enables it', async () => {
    renderPage(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leaderboard' })).toBeTruthy();
    expect(await screen.findByText('88 pts')).toBeTruthy();
    // The board ranks this page's tests: it names the page's module.
    const call = fetchMock.mock.calls.find(([u]) => u.startsWith('/api/leaderboard'));
    expect(call?.[0]).toBe(`/api/leaderboard?courseId=${COURSE}&learningModuleId=${root.id}`);
  });

  it('a page with no tests is an empty state with no leaderboard waiting forever for one', async () => {
    moduleMissing = true;
    renderPage(true);
    expect(await screen.findByText('This page has no content yet.')).toBeTruthy();
    // An empty page is an empty state, not a red error.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('This page has no content yet.');
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('an expired course says so and its buttons read Expired', async () => {
    isProductAccess = false;
    renderPage(false);
    expect(await screen.findByText('Your course validity is expired')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Expired' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a revoked course says it was revoked, not expired, and its buttons read Revoked', async () => {
    isProductAccess = false;
    isRevoked = true;
    renderPage(false);
    expect(await screen.findByText('Your course access has been revoked')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Revoked' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByText('Your course validity is expired')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Expired' })).toBeNull();
  });
});
