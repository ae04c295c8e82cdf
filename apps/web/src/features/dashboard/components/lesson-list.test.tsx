// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { LessonList } from './lesson-list';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
beforeAll(() => stubBrowser());
afterEach(cleanup);

const object = (id: string, title: string, overrides: Partial<LearningObject> = {}): LearningObject => ({
  id,
  companyCode: 'portico',
  orderNo: 1,
  kind: 'Lesson',
  languageId: null,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  objectStatus: 'Launch',
  duration: 0,
  extraTimePercent: 0,
  learningModuleId: `module-${id}`,
  parentModuleId: 'parent-1',
  component: { title },
  testTemplate: null,
  testId: null,
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
  totalTime: 0,
  questionCount: 0,
  examFamily: null,
  sections: [],
  courseId: COURSE,
  offlineAllowed: true,
  ...overrides,
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <LessonList courseId={COURSE} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe("dashboard lesson list (spec 1 §4 'Continue learning')", () => {
  it('links each lesson to its place with its status, and asks before requesting an evaluation', async () => {
    const fetchMock = routeFetch({
      'GET dashboard/lessons': json(200, {
        success: true,
        data: [
          object('l1', 'Writing an overview', { objectStatus: 'InProgress' }),
          object('t1', 'Writing practice', {
            kind: 'PracticeTest',
            objectStatus: 'Completed',
            evaluationRequired: true,
            testId: '9a8b7c6d-0000-4e1f-8a2b-000000000009',
            studentTestId: 'attempt-1',
          }),
        ],
      }),
      'POST evaluation-request': json(200, {
        success: true,
        message: 'Your request for evaluation has been submitted.',
      }),
    });
    renderList();
    const link = await screen.findByRole('link', { name: 'Writing an overview' });
    expect(link.getAttribute('href')).toBe('/lessondetail?module=parent-1&topic=module-l1&object=l1');
    expect(screen.getByText('In progress')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Request for Evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm!' });
    expect(
      within(dialog).getByText('Are you sure you want to request this test for evaluation?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Evaluation is pending.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('evaluation-request'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      courseId: COURSE,
      groupId: 't1',
      testId: '9a8b7c6d-0000-4e1f-8a2b-000000000009',
    });
  });

  it('shows nothing when there is nothing to continue', async () => {
    const fetchMock = routeFetch({ 'GET dashboard/lessons': json(200, { success: true, data: [] }) });
    renderList();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Continue learning' })).toBeNull();
  });
});
