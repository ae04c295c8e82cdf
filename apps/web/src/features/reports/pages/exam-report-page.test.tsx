// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { ExamReportData } from '@portico/contract/assessment-report';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { makeItem, makeResult, option } from '@portico/contract/launch-item-builders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ExamReportPage } from './exam-report-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ATTEMPT = '3f0c2f0e-8a4b-4c55-9d7e-1b2c3d4e5f60';

const item = (id: string, type = 'mcq'): LaunchItem =>
  makeItem({
    ItemID: id,
    ItemType: type,
    Items: `<p>${id}</p>`,
    ItemOptionResponse:
      type === 'mcq' ? [option(`${id}-a`, 'right', null, true), option(`${id}-b`, 'wrong', null, false)] : [],
  });

const section = (id: string, ref: string, items: LaunchItem[]) => ({
  QuestionPaperSectionID: id,
  SectionTitle: ref,
  TotalTime: 10,
  TotalMarks: 0,
  TotalQuestions: items.length,
  ParentSecRefCode: null,
  ReferenceType: ref,
  AudioUrl: null,
  ItemResponse: items,
});

const answer = (itemId: string, over: Partial<StudentTestItem>) =>
  makeResult({ itemId, timeTaken: 5, ...over });

function data(template: 'celpip' | 'duolingo'): ExamReportData {
  const sections =
    template === 'celpip'
      ? [section('w', 'Writing', [item('w1', 'essay')]), section('l', 'Listening', [item('l1'), item('l2')])]
      : [section('o', 'Overall', [item('o1'), item('o2')])];
  return {
    test: {
      id: 't',
      component: { title: template === 'celpip' ? 'CELPIP Practice 1' : 'Duolingo Practice 1' },
      testTemplate: template,
      testTemplateVersion: 1,
      hiddenModules: [],
      totalScoreDividedBy: 1,
      isEnableSolutionTab: false,
      examFamily: template,
    },
    studentTest: {
      id: ATTEMPT,
      createdDateTime: '2026-11-20T09:30:00.000Z',
      score: template === 'duolingo' ? 85 : null,
      report: {
        totalQuestions: 3,
        questionsAttempted: 2,
        skippedAnswer: 1,
        correctAnswer: 1,
        inCorrectAnswer: 1,
        score: 1,
      },
      comments: null,
      overallAudioFeedBack: null,
      itemId: null,
      isDisableReview: template === 'celpip',
      courseId: null,
      // Decision 040: Duolingo's four individual and four integrated subscores, the overall their mean.
      examScores:
        template === 'duolingo'
          ? {
              exam: 'duolingo' as const,
              overall: 85,
              subscores: (
                [
                  ['Reading', 90],
                  ['Listening', 80],
                  ['Writing', 85],
                  ['Speaking', 85],
                  ['Literacy', 90],
                  ['Comprehension', 85],
                  ['Conversation', 85],
                  ['Production', 85],
                ] as const
              ).map(([name, score], i) => ({
                name,
                kind: i < 4 ? ('skill' as const) : ('integrated' as const),
                score,
                awaiting: 0,
                tasks: 1,
              })),
            }
          : null,
      sectionWiseReport:
        template === 'celpip'
          ? [
              {
                id: 'w',
                title: 'Writing',
                referenceType: 'Writing',
                band: null,
                score: 0,
                totalQuestions: 1,
                timeTaken: 0,
              },
              {
                id: 'l',
                title: 'Listening',
                referenceType: 'Listening',
                // CELPIP reports a level below 3 as M (stored as 0).
                band: 0,
                score: 1,
                totalQuestions: 2,
                timeTaken: 3725,
              },
            ]
          : [
              {
                id: 'o',
                title: 'Adaptive Questions',
                referenceType: 'Overall',
                band: null,
                score: 1,
                totalQuestions: 2,
                timeTaken: 60,
              },
            ],
    },
    questions: [],
    studentTestItems: [
      ...(template === 'celpip'
        ? [answer('w1', { enteredText: 'Dear Sir, I am writing about the late bus.', isCorrect: null })]
        : []),
      answer(template === 'celpip' ? 'l1' : 'o1', {
        selectedOptionId: template === 'celpip' ? 'l1-a' : 'o1-a',
        isCorrect: true,
        comments: '<p>Well heard.</p>',
      }),
      answer(template === 'celpip' ? 'l2' : 'o2', {
        selectedOptionId: template === 'celpip' ? 'l2-b' : 'o2-b',
        isCorrect: false,
        audioFeedBack: '/feedback.ogg',
      }),
    ],
    testJson: {
      testId: 't',
      Name: 'x',
      Instruction: '',
      Languages: [],
      IsSectionalTimer: false,
      testTemplate: template,
      testTemplateVersion: 1,
      SectionResponse: sections,
    },
  };
}

function renderPage(route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[`/${route}/${ATTEMPT}`]}>
          <Routes>
            <Route path="/duolingo-report/:id" element={<ExamReportPage />} />
            <Route path="/celpip-report/:id" element={<ExamReportPage />} />
            <Route path="/report/:id" element={<p>The default report</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ExamReportPage (spec 3 §2 Duolingo and CELPIP reports)', () => {
  it('Duolingo: the 10-160 score, the counts and the per-question table', async () => {
    const fetch = routeFetch({ 'GET duolingo-report': json(200, { success: true, data: data('duolingo') }) });
    renderPage('duolingo-report');
    expect(await screen.findByLabelText('Overall: 85 of 160')).toBeTruthy();
    // DET (Subscore Update, July 2024): four individual subscores and four integrated ones.
    expect(screen.getByLabelText('Reading: 90 of 160')).toBeTruthy();
    expect(screen.getByLabelText('Listening: 80 of 160')).toBeTruthy();
    expect(screen.getByLabelText('Literacy: 90 of 160')).toBeTruthy();
    expect(screen.getByLabelText('Production: 85 of 160')).toBeTruthy();
    expect(screen.getByText(/mean of the four skill subscores, rounded to the nearest 5/)).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/duolingo-report?testId=${ATTEMPT}`);
    const table = screen.getByRole('region', { name: 'Questions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByTitle('Correct')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Well heard.')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('No audio file')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTitle('Incorrect')).toBeTruthy();
    expect(rows[1]?.querySelector('audio')?.getAttribute('src')).toBe('/feedback.ogg');
    expect(screen.queryByText('Section-wise analysis')).toBeNull();
    // Review opens the runner's review of this attempt.
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      `/assessment/${ATTEMPT}?review=1`,
    );
  });

  it('CELPIP: levels per section, the section table, questions grouped Listening before Writing, the essay note', async () => {
    routeFetch({ 'GET duolingo-report': json(200, { success: true, data: data('celpip') }) });
    renderPage('celpip-report');
    // Paragon's CELPIP levels: M, 3-12.
    expect(await screen.findByLabelText('Listening: M of 12')).toBeTruthy();
    expect(screen.getAllByText('M, 3–12').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Writing: - of 12')).toBeTruthy();
    const sections = screen.getByRole('region', { name: 'Section-wise analysis' });
    // The level next to the name: on a 390 px phone the columns after it scroll out of sight.
    expect(
      within(sections)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameLevelScoreQuestionsTime Taken', 'ListeningM1201:02:05', 'Writing-0100:00:00']);
    const groups = screen
      .getAllByRole('region')
      .filter((r) =>
        ['Listening', 'Writing'].includes(
          r.getAttribute('aria-labelledby')
            ? (document.getElementById(r.getAttribute('aria-labelledby') as string)?.textContent ?? '')
            : '',
        ),
      );
    expect(
      groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent),
    ).toEqual(['Listening', 'Writing']);
    expect(within(groups[1] as HTMLElement).getByRole('rowheader').textContent).toBe('3');
    expect(screen.getByText(/Note : Essay question to be Assessed/)).toBeTruthy();
    // This test disables review: no Review link.
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
  });

  // Issue 41: a CELPIP or Duolingo report shows its written answers' instant feedback too.
  it('CELPIP: the essay’s instant feedback under the questions', async () => {
    const pending = {
      itemId: 'w1',
      title: 'CELPIP Writing',
      text: '',
      spoken: false,
      state: 'pending',
      reason: '',
      writing: null,
      speaking: null,
      marks: [],
      criteria: [],
      practise: [],
      estimate: null,
      estimateNote: '',
    };
    routeFetch({
      'GET duolingo-report': json(200, { success: true, data: data('celpip') }),
      'GET assessment/feedback': json(200, { success: true, data: { answers: [pending] } }),
    });
    renderPage('celpip-report');
    const card = await screen.findByRole('region', { name: 'CELPIP Writing' });
    expect(within(card).getByText('Checking your answer…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Instant feedback' })).toBeTruthy();
  });

  // The attempt decides the report, not the address it was opened at.
  it('sends an IELTS attempt opened at /celpip-report/… to its own report, and a CELPIP one to CELPIP’s', async () => {
    routeFetch({ 'GET duolingo-report': json(200, { success: true, data: data('ielts' as 'celpip') }) });
    renderPage('celpip-report');
    expect(await screen.findByText('The default report')).toBeTruthy();
    expect(screen.queryByLabelText(/of 160/)).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    routeFetch({ 'GET duolingo-report': json(200, { success: true, data: data('celpip') }) });
    renderPage('duolingo-report');
    expect(await screen.findByText('Your CELPIP levels')).toBeTruthy();
  });

  it("shows the server's message when the report fails", async () => {
    routeFetch({
      'GET duolingo-report': json(404, {
        success: false,
        message: 'Test not found.',
        errorCode: 'NOT_FOUND',
      }),
    });
    renderPage('duolingo-report');
    expect((await screen.findByRole('alert')).textContent).toContain('Test not found.');
  });
});
