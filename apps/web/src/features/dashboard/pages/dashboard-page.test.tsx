// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { Dashboard } from '@portico/contract/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCourse } from '../../../lib/session';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { DashboardPage } from './dashboard-page';

const COURSE = '7b4a4c1e-6f0f-4c55-9d51-3c0f8a1b2c3d';

const video = (id: string, title: string) => ({
  id,
  title,
  thumbNail: '',
  content: '/v/index.m3u8',
  isVimeo: false,
  duration: 20,
  status: null,
  position: 0,
});

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  course: {
    id: COURSE,
    name: 'IELTS Academic',
    examFamily: 'ielts',
    walkthroughVideos: [video('w1', 'Welcome to Portico')],
    visaInsights: [video('v1', 'Visas for the UK')],
    wordOfTheDay: [],
    tipOfTheDay: [video('t1', 'Skim the headings')],
    trendingVideos: [video('tr1', 'Band 7 habits')],
    showWalkthrough: true,
    showPerformance: true,
    showVisaInsights: false,
    showWordOfTheDay: true,
    showTipOfTheDay: true,
    showTrendingVideos: true,
    disabletestyourenglish: false,
    guideCards: [
      { title: 'Guide to IELTS', description: 'All about it', url: 'https://x.example/g', image: '' },
    ],
  },
  progress: {
    scoreType: 'band',
    ieltsprogress: [
      { title: 'Listening', score: 6.5, testsTaken: 2, awaiting: 0 },
      { title: 'Reading', score: 7, testsTaken: 1, awaiting: 0 },
      { title: 'Writing', score: null, testsTaken: 0, awaiting: 0 },
      { title: 'Speaking', score: null, testsTaken: 0, awaiting: 0 },
    ],
    averagePredictedScore: 4,
  },
  stats: { totalTestTaken: 3, liveClassAttendedCount: 1, videosWatchedCount: 5 },
  onGoingClasses: [],
  notices: [],
  showNoticeBoard: true,
  productDetails: {
    expiryDays: 12,
    isProductAccess: true,
    isRevoked: false,
    accessStartsAt: null,
    ieltsScoreEnabled: false,
    frenchEnabled: false,
    scoreReportVerified: false,
  },
  ...overrides,
});

function renderPage(data: Dashboard, calls: Parameters<typeof routeFetch>[0] = {}) {
  routeFetch({ 'GET dashboard': json(200, { success: true, data }), ...calls });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeAll(stubBrowser);
beforeEach(() => saveCourse(COURSE, false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dashboard page (spec 1 §2)', () => {
  it('shows every block its flags allow, with the numbers of the call', { timeout: 30_000 }, async () => {
    renderPage(dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'IELTS Academic' })).toBeTruthy();
    expect(screen.getByText('12 days left')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Test Your English/ }).getAttribute('href')).toBe(
      '/test-your-english',
    );
    expect(screen.getByRole('button', { name: 'Play video: Welcome to Portico' })).toBeTruthy();
    expect(screen.getByLabelText('Listening: 6.5')).toBeTruthy();
    expect(screen.getByLabelText('Writing: -')).toBeTruthy();
    expect(screen.getByText('Predicted overall')).toBeTruthy();
    expect(screen.getByText('No Online Classes Found!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Noticeboard' })).toBeTruthy();
    // 'View all' opens the notice board, not the notifications.
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/notice-board');
    // Gated sections: visa insights off; Word of the Day on but empty: neither shows.
    expect(screen.queryByRole('region', { name: 'Visa insights' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Word of the Day' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Tip of the Day' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Trending Videos' })).toBeTruthy();
    // The portal usage card.
    expect(screen.getByText('Total Tests Taken').previousElementSibling?.textContent).toBe('3');
  });

  it('hides what the flags turn off and says when the course has expired', { timeout: 30_000 }, async () => {
    const d = dashboard({
      showNoticeBoard: false,
      productDetails: {
        expiryDays: 0,
        isProductAccess: false,
        isRevoked: false,
        accessStartsAt: null,
        ieltsScoreEnabled: false,
        frenchEnabled: true,
        scoreReportVerified: false,
      },
    });
    d.course.disabletestyourenglish = true;
    d.course.showWalkthrough = false;
    d.course.showPerformance = false;
    renderPage(d);
    expect(await screen.findByText('Your course validity is expired')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Test Your English/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Noticeboard' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your performance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play video: Welcome to Portico' })).toBeNull();
    // On an IELTS dashboard, the live French classes are the French course's (decision 045): open it.
    expect(screen.getByRole('link', { name: 'Open the French course' }).getAttribute('href')).toBe(
      '/select-course',
    );
    expect(screen.queryByRole('link', { name: 'Go To Live Class' })).toBeNull();
    // A French course from a coupon: nothing about a score report nobody sent.
    expect(screen.getByText('Your free French course is ready')).toBeTruthy();
    expect(screen.queryByText(/score report has been verified/)).toBeNull();
  });

  it('says a revoked course was revoked, not that it expired', { timeout: 30_000 }, async () => {
    const d = dashboard();
    d.productDetails = { ...d.productDetails, expiryDays: 0, isProductAccess: false, isRevoked: true };
    renderPage(d);
    expect(await screen.findByText('Your course access has been revoked')).toBeTruthy();
    expect(screen.queryByText('Your course validity is expired')).toBeNull();
  });

  it('says when a course that starts later opens, day first, not that it expired', {
    timeout: 30_000,
  }, async () => {
    const d = dashboard();
    const upcoming = { expiryDays: 0, isProductAccess: false, accessStartsAt: '2026-12-01T00:00:00.000Z' };
    d.productDetails = { ...d.productDetails, ...upcoming };
    renderPage(d);
    expect(await screen.findByText('Your access starts on 01/12/2026')).toBeTruthy();
    expect(screen.queryByText('Your course validity is expired')).toBeNull();
    expect(screen.queryByText(/days? left/)).toBeNull();
  });

  it("on the French course, 'Go To Live Class' opens its live classes, and promises no length of its own", async () => {
    const d = dashboard({
      productDetails: {
        expiryDays: 20,
        isProductAccess: true,
        isRevoked: false,
        accessStartsAt: null,
        ieltsScoreEnabled: false,
        frenchEnabled: true,
        scoreReportVerified: true,
      },
    });
    d.course.examFamily = 'french';
    renderPage(d);
    expect((await screen.findByRole('link', { name: 'Go To Live Class' })).getAttribute('href')).toBe(
      '/liveclasses',
    );
    expect(screen.getByText(/score report has been verified/).textContent).not.toMatch(/week/);
  });

  it('offers Launch only for a started class', { timeout: 30_000 }, async () => {
    const cls = {
      id: 'c1',
      className: 'Reading: True, False, Not Given',
      batchId: 'b1',
      batchName: 'Morning',
      agenda: 'Please join on time',
      classDateTime: '2026-11-22T10:00:00.000Z',
      classTimeString: 'Sun, 22 Nov, 3:30 pm – 5:00 pm',
      durationMinutes: 90,
      companyCode: 'demo',
      zoomData: { join_url: 'https://meet.example/x', duration: 90 },
      attended: false,
    };
    renderPage(
      dashboard({
        onGoingClasses: [
          { ...cls, clsStatus: 'started' },
          { ...cls, id: 'c2', className: 'Writing Task 1', clsStatus: 'scheduled' },
        ],
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Launch Live Class: Reading: True, False, Not Given' }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Not Started' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Please join on time')).toHaveLength(2);
  });

  // The dashboard once read 'PTE 50 %' where the report says 49 on 10-90.
  it('on a PTE course, shows the newest test on the PTE scale, not a per cent', async () => {
    const d = dashboard({
      progress: {
        scoreType: 'percent',
        ieltsprogress: [{ title: 'Listening', score: 50, testsTaken: 1, awaiting: 0 }],
        averagePredictedScore: null,
      },
    });
    d.course = { ...d.course, name: 'PTE Academic', examFamily: 'pte' };
    const report = {
      studentTestId: 's1',
      testId: 't1',
      title: 'PTE Academic Full Mock 1',
      testTemplate: 'pte',
      examFamily: 'pte',
      scoreKind: 'scaled',
      completedDatetime: '2026-11-21T09:00:00.000Z',
      courseId: COURSE,
      learningModuleId: null,
      overall: {
        band: null,
        score: 29,
        value: 49,
        report: {
          totalQuestions: 13,
          questionsAttempted: 8,
          correctAnswer: 8,
          inCorrectAnswer: 0,
          skippedAnswer: 5,
        },
      },
      sections: [],
      examScores: {
        exam: 'pte',
        overall: 49,
        subscores: [{ name: 'Listening', kind: 'skill', score: 30, awaiting: 0, tasks: 4 }],
      },
      evaluationStatus: null,
    };
    renderPage(d, {
      'GET reportcard': json(200, {
        success: true,
        data: [
          {
            studentTestId: 's1',
            testId: 't1',
            title: report.title,
            testTemplate: 'pte',
            scoreKind: 'scaled',
            completedDatetime: report.completedDatetime,
            band: null,
            score: 49,
            sections: [],
          },
        ],
      }),
      'GET studenttestreport': json(200, { success: true, data: report }),
    });
    expect(await screen.findByRole('progressbar', { name: 'Overall: 49 of 10–90' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Listening: 30 of 10–90' })).toBeTruthy();
    expect(screen.queryByText('50%')).toBeNull();
  });
});
