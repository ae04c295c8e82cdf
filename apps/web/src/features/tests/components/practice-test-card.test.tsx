// @vitest-environment jsdom
import { createTheme, MantineProvider, Modal } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { learningObjectsQueryKey, useLearningObjects } from '../../learning/public';
import { PracticeTestCard } from './practice-test-card';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const COURSE = '2c3d4e5f-0000-4a1b-8c2d-000000000001';
const MODULE = '2c3d4e5f-0000-4a1b-8c2d-000000000002';
const OBJECT = '2c3d4e5f-0000-4a1b-8c2d-000000000003';
const TEST = '2c3d4e5f-0000-4a1b-8c2d-000000000004';

beforeAll(stubBrowser);

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  show.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const practiceTest = (overrides: Partial<LearningObject> = {}): LearningObject => ({
  id: OBJECT,
  companyCode: 'portico',
  orderNo: 1,
  kind: 'PracticeTest',
  languageId: null,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  objectStatus: 'Completed',
  duration: 0,
  component: { title: 'Writing Task 2 – Practice 1' },
  testTemplate: 'ielts',
  testId: TEST,
  studentTestId: '2c3d4e5f-0000-4a1b-8c2d-000000000005',
  istestTaken: true,
  evaluationRequired: true,
  isEvaluated: false,
  showEvaluation: false,
  evaluationStatus: null,
  isDisableReview: false,
  band: null,
  report: null,
  sectionBands: [],
  totalTime: 2400,
  extraTimePercent: 0,
  questionCount: 1,
  examFamily: 'ielts',
  sections: [],
  courseId: COURSE,
  offlineAllowed: false,
  ...overrides,
});

function Cards({ courseAccess }: { courseAccess: boolean }) {
  const objects = useLearningObjects(COURSE, MODULE);
  return (
    <>
      {objects.data?.map((object) => (
        <PracticeTestCard
          key={object.id}
          object={object}
          courseId={COURSE}
          learningModuleId={MODULE}
          courseAccess={courseAccess}
          onOpen={vi.fn()}
          onReview={vi.fn()}
          isPending={() => false}
          busy={false}
        />
      ))}
    </>
  );
}

// Modals open and close at once, so a dismissed dialog leaves the document straight away.
const noTransitions = createTheme({
  components: { Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

function renderCard(object: LearningObject, courseAccess = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  client.setQueryData(learningObjectsQueryKey(COURSE, MODULE), [object]);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={noTransitions}>
        <Cards courseAccess={courseAccess} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('practice test card', () => {
  it('shows the title, question count, duration and the buttons of a completed test', () => {
    renderCard(practiceTest());
    expect(screen.getByRole('heading', { level: 3, name: 'Writing Task 2 – Practice 1' })).toBeTruthy();
    expect(screen.getByText('1 question · 40 min')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Report' })).toBeTruthy();
  });

  it('without access: a disabled Not Released and the coupon sentence', () => {
    renderCard(practiceTest({ objectStatus: 'Launch', isProductAccess: false }));
    expect((screen.getByRole('button', { name: 'Not Released' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You don’t have access to this - please apply coupon to upgrade')).toBeTruthy();
  });

  it('an expired course: a disabled Expired', () => {
    renderCard(practiceTest({ objectStatus: 'Launch' }), false);
    expect((screen.getByRole('button', { name: 'Expired' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('requests an evaluation after a confirmation that Escape does not dismiss', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'Your evaluation request has been sent.' }), {
        status: 200,
      }),
    );
    renderCard(practiceTest());
    fireEvent.click(screen.getByRole('button', { name: 'Request for Evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm!' });
    expect(dialog.textContent).toContain('Are you sure you want to request this test for evaluation?');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.getByRole('dialog', { name: 'Confirm!' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Evaluation is pending.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/evaluation-request');
    expect(JSON.parse(init.body as string)).toEqual({ courseId: COURSE, groupId: OBJECT, testId: TEST });
    // The toast module loads with the first toast (lib/notify.ts), which names the toast.
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'Your evaluation request has been sent.' }),
      ),
    );
  });

  it('No closes the confirmation without a call', async () => {
    renderCard(practiceTest());
    fireEvent.click(screen.getByRole('button', { name: 'Request for Evaluation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [0, 'Evaluation is pending.'],
    [1, 'Evaluation is completed.'],
  ] as const)('evaluation status %s reads %s', (evaluationStatus, text) => {
    renderCard(practiceTest({ evaluationStatus }));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request for Evaluation' })).toBeNull();
  });
});
