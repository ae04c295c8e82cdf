// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import {
  PICKED_FOR_SECOND_MARKING,
  type SecondMarkingView,
  SecondMarkingMessages as SM,
} from '@portico/contract/console-second-marking';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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

const grades = (TA: number, comments = '') => ({
  answers: { [ITEM]: { criteria: { TA, CC: 6, LR: 6, GRA: 6 }, comments, audioFileId: null, notes: [] } },
  overallComment: '',
});

const view = (extra: Partial<SecondMarkingView>): SecondMarkingView => ({
  ...PICKED_FOR_SECOND_MARKING,
  ...extra,
});

const withSecond = (second: SecondMarkingView, extra: Partial<EvaluationDetail> = {}): EvaluationDetail => ({
  ...detail(),
  grading: { blindMarking: false, reviewBeforeRelease: false, secondMarkingPercent: 10 },
  draft: grades(6, 'First comment'),
  draftVersion: 2,
  secondMarking: second,
  ...extra,
});

const bodyOf = (fetchMock: ReturnType<typeof routeFetch>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find((c) => String(c[0]) === url)?.[1]?.body));

describe('second marking (issue 40)', () => {
  it('has the teacher of a sampled evaluation send it for a second marking instead of releasing it', async () => {
    const sent = withSecond(view({ status: 'open', locked: true }), {
      item: item('a1', 3, { state: 'second' }),
    });
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(withSecond(view({}))),
      'GET console/evaluations': waiting([item('a1', 3)]),
      'POST console/evaluations/a1/mark': ok(sent, SM.sent),
    });
    renderAt('/console/evaluations/a1');
    expect(await screen.findByText(/your school checks 10 % of evaluations/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release to the student' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send for a second marking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send it for a second marking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SM.sent)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/console/evaluations/a1/mark')).toMatchObject({ baseVersion: 2 });
    // Sent, the first marking is kept: read only, no bar to release it.
    expect(await screen.findByText(/the first marking is kept as it was sent/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('has the second marker grade on their own draft and send it', async () => {
    const marking = withSecond(view({ status: 'open', marking: true }), {
      item: item('a1', 3, { state: 'second' }),
      draft: null,
      draftVersion: 0,
    });
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(marking),
      'GET console/evaluations': waiting([item('a1', 3, { state: 'second' })]),
      'PUT console/evaluations/a1/second/draft': ok({ ...marking, draftVersion: 1 }),
      'POST console/evaluations/a1/second/submit': ok({ ...marking, draftVersion: 2 }, SM.submitted),
    });
    renderAt('/console/evaluations/a1');
    expect(await screen.findByText(/You give the second marking/)).toBeTruthy();
    // Nothing of the first marking is on the page.
    expect(screen.queryByText('First comment')).toBeNull();
    for (const band of [
      'Task Achievement',
      'Coherence and Cohesion',
      'Lexical Resource',
      'Grammatical Range and Accuracy',
    ]) {
      const group = screen.getByRole('radiogroup', { name: new RegExp(band) });
      fireEvent.click(within(group).getByRole('radio', { name: /^7/ }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send my second marking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your second marking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SM.submitted)).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/api/console/evaluations/a1/draft')).toBe(
      false,
    );
    expect(bodyOf(fetchMock, '/api/console/evaluations/a1/second/submit').answers[ITEM].criteria.TA).toBe(7);
  });

  it('shows an administrator both markings with the difference flagged, and settles', async () => {
    const rows = [
      {
        itemId: ITEM,
        question: 'Question 81 (Writing)',
        criterion: 'TA',
        label: 'Task Achievement',
        first: 6,
        second: 8,
        difference: 2,
        flagged: true,
      },
      {
        itemId: ITEM,
        question: 'Question 81 (Writing)',
        criterion: 'CC',
        label: 'Coherence and Cohesion',
        first: 6,
        second: 6,
        difference: 0,
        flagged: false,
      },
    ];
    const submitted = view({
      status: 'submitted',
      firstBy: { id: 'f1', name: 'Arjun Menon' },
      secondBy: { id: 'f2', name: 'Meera Iyer' },
      comparison: { rows, first: grades(6, 'First comment'), second: grades(8, 'Second comment') },
    });
    const settled = withSecond(view({ ...submitted, status: 'settled', settledWith: 'second' }), {
      item: item('a1', 3, { state: 'reviewed' }),
      draft: grades(8),
      draftVersion: 3,
    });
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/evaluations/a1': ok(withSecond(submitted, { item: item('a1', 3, { state: 'second' }) })),
      'GET console/evaluations': waiting([item('a1', 3, { state: 'second' })]),
      'POST console/evaluations/a1/second/settle': ok(settled, SM.settled),
    });
    renderAt('/console/evaluations/a1');
    expect(await screen.findByText('1 grade is more than a point apart (flagged).')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Second (Meera Iyer)' })).toBeTruthy();
    expect(screen.getByText('Apart')).toBeTruthy();
    expect(screen.getByText('Second comment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release to the student' })).toBeNull();
    expect(await axeProblems()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep the second marking' }));
    expect(await screen.findByText(SM.settled)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/console/evaluations/a1/second/settle')).toEqual({
      keep: 'second',
      baseVersion: 2,
    });
    expect(await screen.findByRole('button', { name: 'Release to the student' })).toBeTruthy();
  });

  it('lets the teacher ask for a second marking, with why', async () => {
    const asked = withSecond(view({ reason: 'requested', note: 'Borderline' }), {});
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok({
        ...detail(),
        draft: grades(6),
        draftVersion: 1,
        draftSavedBy: { id: faculty.id, name: faculty.name },
      }),
      'GET console/evaluations': waiting([item('a1', 3)]),
      'POST console/evaluations/a1/second': ok(asked, SM.asked),
    });
    renderAt('/console/evaluations/a1');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a second marking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a second marking?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why (optional)' }), {
      target: { value: 'Borderline' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(SM.asked)).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/console/evaluations/a1/second')).toEqual({ note: 'Borderline' });
  });
});
