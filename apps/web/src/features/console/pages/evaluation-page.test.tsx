// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { type EvaluationDetail, EvaluationMessages } from '@portico/contract/console-evaluations';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { NO_MICROPHONE } from '../components/evaluation-recorder';
import { admin, faculty } from '../test-utils';
import { ago, axeProblems, detail, ITEM, item, ok, renderAt, waiting } from './evaluation-test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  // A toast of one test (the workspace's 'Released to …') is not left for the next.
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('evaluation queue page', () => {
  it('lists attempts oldest first with age, due time and owner; overdue marked', async () => {
    const queue = {
      items: [
        item('a1', 70),
        item('a2', 3, { state: 'draft', assignee: { id: faculty.id, name: 'Arjun Menon' } }),
      ],
      turnaround: { count: 3, medianHours: 20, p90Hours: 44 },
      byStaff: [{ staffId: faculty.id, name: 'Arjun Menon', count: 3, medianHours: 20, p90Hours: 44 }],
      staff: [],
      releasedSince: null,
    };
    routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations': ok(queue),
      'GET console/evaluations/questions': ok({ questions: [] }),
    });
    renderAt('/console/evaluations');
    const cards = within(await screen.findByRole('list', { name: 'Evaluations' })).getAllByRole('listitem');
    expect(cards[0]?.textContent).toContain('Overdue by 22 h');
    expect(cards[1]?.textContent).toContain('Due in 1 d');
    expect(cards[1]?.textContent).toContain('Draft saved');
    expect(cards[1]?.textContent).toContain('Assigned to: Arjun Menon');
    expect(
      screen.getByText(
        'Median request to release: 20.0 h · 90th percentile: 44.0 h · 3 released in the last 30 days',
      ),
    ).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
  });
});

describe('evaluation page', () => {
  it('grades by criteria, says when there is no microphone, and releases behind a confirmation', async () => {
    const released = { ...detail(), item: item('a1', 3, { state: 'released' }) };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/evaluations/a1': ok(detail()),
      'GET console/evaluations': waiting([item('a1', 3)], 2),
      // The grading autosaves as it goes; each save answers the next version.
      'PUT console/evaluations/a1/draft': (init) =>
        ok({ ...detail(), draftVersion: JSON.parse(String(init.body)).baseVersion + 1 }),
      'POST console/evaluations/a1/release': ok(released, EvaluationMessages.released),
    });
    renderAt('/console/evaluations/a1');
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    expect(within(answer).getByText("The student's answer (4 words)")).toBeTruthy();
    // jsdom has no MediaRecorder: the recorder says so instead of failing.
    expect(within(answer).getByText(NO_MICROPHONE)).toBeTruthy();
    expect(within(answer).getByText('Band: not complete')).toBeTruthy();
    expect(await screen.findByText('Graded 2 of 3 today · 1 of 1 waiting')).toBeTruthy();
    // One click a band.
    for (const [label, value] of [
      ['Task Achievement (0–9)', '6'],
      ['Coherence and Cohesion (0–9)', '6'],
      ['Lexical Resource (0–9)', '7'],
      ['Grammatical Range and Accuracy (0–9)', '6'],
    ] as const) {
      fireEvent.click(
        within(within(answer).getByRole('radiogroup', { name: label })).getByRole('radio', { name: value }),
      );
    }
    expect(within(answer).getByText('Band: 6.5')).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Release to the student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this evaluation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(EvaluationMessages.released)).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/evaluations/a1/release');
    // What the page showed was saved first, and the release is based on that version.
    const saves = fetchMock.mock.calls.filter((c) => c[1]?.method === 'PUT').length;
    expect(saves).toBeGreaterThan(0);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      answers: {
        [ITEM]: { criteria: { TA: 6, CC: 6, LR: 7, GRA: 6 }, comments: '', audioFileId: null, notes: [] },
      },
      overallComment: '',
      baseVersion: saves,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release to the student' })).toBeNull());
  });
});

describe('IELTS Speaking graded once per test (issue 40)', () => {
  it('shows the test’s recordings together with one set of criteria, written to every question', async () => {
    const spoken = (n: number, id: string) => ({
      ...detail().answers[0],
      itemId: id,
      number: n,
      sectionTitle: 'Speaking',
      referenceType: 'Speaking',
      itemType: 'record-audio',
      spoken: true,
      group: 'speaking',
      prompt: `<p>Speaking question ${n}</p>`,
      text: null,
      wordCount: null,
      recordingUrl: `/api/console/evaluations/a1/files/${id}`,
      rubric: RUBRICS['ielts-speaking'],
    });
    const S1 = 'f1c2d3e4-0000-4000-8000-000000000011';
    const S2 = 'f1c2d3e4-0000-4000-8000-000000000012';
    const speaking = { ...detail(), answers: [spoken(1, S1), spoken(2, S2)] };
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(speaking),
      'GET console/evaluations': waiting([item('a1', 3)]),
      'PUT console/evaluations/a1/draft': (init) =>
        ok({ ...speaking, draftVersion: JSON.parse(String(init.body)).baseVersion + 1 }),
    });
    renderAt('/console/evaluations/a1');
    const group = await screen.findByRole('region', { name: 'Speaking · Questions 1–2' });
    // Two recordings, two notes, and the four criteria once.
    expect(within(group).getAllByLabelText(/The student's recording/)).toHaveLength(2);
    expect(within(group).getAllByRole('radiogroup')).toHaveLength(4);
    for (const key of ['7', '6', '6', '7']) fireEvent.keyDown(document.body, { key });
    expect(within(group).getByText('Band: 6.5')).toBeTruthy();
    fireEvent.change(within(group).getByRole('textbox', { name: 'Notes on question 2' }), {
      target: { value: 'Good range in part 2.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PUT')).toBe(true));
    const body = JSON.parse(
      String(fetchMock.mock.calls.filter((c) => c[1]?.method === 'PUT').at(-1)?.[1]?.body),
    );
    const bands = { FC: 7, LR: 6, GRA: 6, P: 7 };
    expect(body.answers).toEqual({
      [S1]: { criteria: bands, comments: '', audioFileId: null, notes: [] },
      [S2]: { criteria: bands, comments: 'Good range in part 2.', audioFileId: null, notes: [] },
    });
    expect(await axeProblems()).toEqual([]);
  });
});

describe('correcting a released evaluation (issue 40)', () => {
  it('opens the grades again, asks why, and releases the correction over the version shown', async () => {
    const given = {
      criteria: { TA: 6, CC: 6, LR: 7, GRA: 6 },
      comments: 'Compare.',
      audioFileId: null,
      notes: [],
    };
    const released = {
      ...detail(),
      item: item('a1', 30, {
        state: 'released',
        releasedAt: ago(2),
        releasedBy: { id: faculty.id, name: 'Arjun Menon' },
      }),
      draft: { answers: { [ITEM]: given }, overallComment: '' },
      draftVersion: 5,
      canCorrect: true,
    };
    const reason = 'Lexical Resource is 6, not 7.';
    const corrected = {
      ...released,
      draftVersion: 6,
      corrections: [{ version: 6, reason, by: { id: faculty.id, name: 'Arjun Menon' }, at: ago(0) }],
    };
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(released),
      'GET console/evaluations': waiting([]),
      'POST console/evaluations/a1/correct': ok(corrected, EvaluationMessages.corrected),
    });
    renderAt('/console/evaluations/a1');
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    const band = (name: string, value: string) =>
      within(within(answer).getByRole('radiogroup', { name })).getByRole('radio', {
        name: value,
      }) as HTMLInputElement;
    expect(band('Lexical Resource (0–9)', '6').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Correct this evaluation' }));
    expect(band('Lexical Resource (0–9)', '6').disabled).toBe(false);
    fireEvent.click(band('Lexical Resource (0–9)', '6'));
    expect(within(answer).getByText('Band: 6')).toBeTruthy();
    // Without a reason the correction is not released.
    fireEvent.click(screen.getByRole('button', { name: 'Release the correction' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release this correction?' });
    expect(dialog.textContent).toContain('Please say why the evaluation is corrected');
    expect(
      (within(dialog).getByRole('button', { name: 'Release the correction' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Why is it corrected? The student reads this.' }), {
      target: { value: reason },
    });
    // Leaving now would lose the correction: the page asks first.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Release the correction' }));
    dialog = await screen.findByRole('dialog', { name: 'Release this correction?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release the correction' }));
    expect(await screen.findByText(EvaluationMessages.corrected)).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/evaluations/a1/correct');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      answers: { [ITEM]: { ...given, criteria: { ...given.criteria, LR: 6 } } },
      overallComment: '',
      baseVersion: 5,
      reason,
    });
    expect(await screen.findByText(`Corrected 1 min ago by Arjun Menon: ${reason}`)).toBeTruthy();
    expect(band('Lexical Resource (0–9)', '6').disabled).toBe(true);
  });
});

describe('grading workspace keyboard (issue 40)', () => {
  it('grades, releases and opens the next attempt from the keyboard alone', async () => {
    const second = {
      ...detail(),
      item: item('a2', 2),
      test: { id: 't1', title: 'IELTS Academic Mock Test 1' },
    };
    const released = { ...detail(), item: item('a1', 3, { state: 'released' }) };
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(detail()),
      'GET console/evaluations/a2': ok(second),
      'GET console/evaluations': waiting([item('a1', 3), item('a2', 2)]),
      'PUT console/evaluations/a1/draft': (init) =>
        ok({ ...detail(), draftVersion: JSON.parse(String(init.body)).baseVersion + 1 }),
      'POST console/evaluations/a1/release': ok(released, EvaluationMessages.released),
    });
    renderAt('/console/evaluations/a1');
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    await screen.findByText('Graded 0 of 2 today · 1 of 2 waiting');
    // Typed anywhere, a digit goes to the first criterion not given, and each one moves on.
    const group = (name: string) => within(answer).getByRole('radiogroup', { name });
    const checked = (name: string) =>
      (group(name).querySelector('input:checked') as HTMLInputElement | null)?.value;
    fireEvent.keyDown(document.body, { key: '6' });
    expect(checked('Task Achievement (0–9)')).toBe('6');
    expect(document.activeElement?.closest('[role="radiogroup"]')).toBe(
      group('Coherence and Cohesion (0–9)'),
    );
    for (const key of ['6', '7', '6']) fireEvent.keyDown(document.activeElement ?? document.body, { key });
    expect(checked('Grammatical Range and Accuracy (0–9)')).toBe('6');
    expect(within(answer).getByText('Band: 6.5')).toBeTruthy();
    // Backspace clears the criterion in focus; a digit puts it back.
    const gra = group('Grammatical Range and Accuracy (0–9)').querySelector('input:checked') as HTMLElement;
    fireEvent.keyDown(gra, { key: 'Backspace' });
    expect(checked('Grammatical Range and Accuracy (0–9)')).toBeUndefined();
    fireEvent.keyDown(document.body, { key: '6' });
    expect(checked('Grammatical Range and Accuracy (0–9)')).toBe('6');

    // '?' lists the shortcuts; Escape closes the list.
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.textContent).toContain('Next attempt in the queue');
    fireEvent.keyDown(help, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());

    // Ctrl+Enter asks; its default button releases and opens the next attempt on its first criterion.
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter', ctrlKey: true });
    const confirm = await screen.findByRole('dialog', { name: 'Release this evaluation?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Release and open next' }));
    expect(await screen.findByText('Released to Student a1.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Student a2 (a2@example.test) · IELTS Academic · IELTS')).toBeTruthy(),
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('radio'));
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/api/console/evaluations/a1/release')).toBe(
      true,
    );
    // K goes back to the one before.
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() =>
      expect(screen.getByText('Student a1 (a1@example.test) · IELTS Academic · IELTS')).toBeTruthy(),
    );
  });
});

/** Issue 35 point 10: what the teacher types reaches the server by itself, and is never lost silently. */
describe('evaluation page autosave', () => {
  const withDraft = (version: number, comments: string, extra: Partial<EvaluationDetail> = {}) => ({
    ...detail(),
    item: item('a1', 3, { state: 'draft', draftSavedAt: ago(1) }),
    draft: {
      answers: { [ITEM]: { criteria: { TA: 6 }, comments, audioFileId: null, notes: [] } },
      overallComment: '',
    },
    draftVersion: version,
    draftSavedBy: { id: faculty.id, name: 'Arjun Menon' },
    ...extra,
  });
  const puts = (fetchMock: ReturnType<typeof routeFetch>) =>
    fetchMock.mock.calls
      .filter((c) => c[1]?.method === 'PUT')
      .map(
        (c) => JSON.parse(String(c[1]?.body)) as { baseVersion: number; answers: Record<string, unknown> },
      );
  const comments = () =>
    screen.getByRole('textbox', { name: 'Comments on question 81' }) as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(comments(), { target: { value: text } });

  it('saves the draft with its base version once the teacher stops typing, and says when', async () => {
    let version = 3;
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(withDraft(3, 'Earlier')),
      'PUT console/evaluations/a1/draft': (init) => {
        const body = JSON.parse(String(init.body));
        version += 1;
        return ok(withDraft(version, body.answers[ITEM].comments), EvaluationMessages.draftSaved);
      },
    });
    renderAt('/console/evaluations/a1');
    await screen.findByRole('region', { name: 'Question 81 · Writing' });
    expect(comments().value).toBe('Earlier');
    type('G');
    type('Go');
    type('Good overview');
    // Not on every key: nothing is sent while the teacher is typing.
    expect(puts(fetchMock)).toEqual([]);
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();
    expect(await screen.findByText(/^Saved \d\d:\d\d$/, {}, { timeout: 4000 })).toBeTruthy();
    expect(puts(fetchMock)).toEqual([
      {
        answers: {
          [ITEM]: {
            criteria: { TA: 6, CC: null, LR: null, GRA: null },
            comments: 'Good overview',
            audioFileId: null,
            notes: [],
          },
        },
        overallComment: '',
        baseVersion: 3,
      },
    ]);
    // The next save is based on the version the server answered; leaving the field saves at once.
    type('Good overview. Compare the figures.');
    fireEvent.blur(comments());
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock)[1]?.baseVersion).toBe(4);
  });

  it('shows a refused save beside the teacher’s own text, stops autosaving, and loads the latest on request', async () => {
    const savedAt = '2026-11-22T10:42:00.000Z';
    const theirs = withDraft(4, 'Their comment', {
      draftSavedBy: { id: admin.id, name: 'Ritu Malhotra' },
      item: item('a1', 3, { state: 'draft', draftSavedAt: savedAt }),
    });
    let detailCalls = 0;
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': () => {
        detailCalls += 1;
        return ok(detailCalls === 1 ? withDraft(3, 'Earlier') : theirs);
      },
      'PUT console/evaluations/a1/draft': (init) => {
        const body = JSON.parse(String(init.body));
        if (body.baseVersion !== 4) {
          return json(409, {
            success: false,
            errorCode: 'CONFLICT',
            message: EvaluationMessages.staleDraft('Ritu Malhotra', '10:42 UTC', 'saving'),
            data: { draftVersion: 4, draft: theirs.draft, savedBy: theirs.draftSavedBy, savedAt },
          });
        }
        return ok(withDraft(5, body.answers[ITEM].comments), EvaluationMessages.draftSaved);
      },
    });
    renderAt('/console/evaluations/a1');
    await screen.findByRole('region', { name: 'Question 81 · Writing' });
    type('My comment');
    const notice = await screen.findByRole('alert', {}, { timeout: 4000 });
    // TZ=UTC: the browser's own time is 10:42.
    expect(notice.textContent).toContain(EvaluationMessages.staleDraft('Ritu Malhotra', '10:42', 'saving'));
    expect(screen.getByText('Not saved — conflict')).toBeTruthy();
    // The teacher's text stays, and no further save goes over the other draft.
    expect(comments().value).toBe('My comment');
    type('My comment, longer');
    fireEvent.blur(comments());
    await new Promise((r) => setTimeout(r, 2000));
    expect(puts(fetchMock)).toHaveLength(1);
    expect(puts(fetchMock)[0]?.baseVersion).toBe(3);

    fireEvent.click(within(notice).getByRole('button', { name: 'Load the latest' }));
    await waitFor(() => expect(comments().value).toBe('Their comment'));
    // What the teacher had typed is still on the page to copy or to use.
    const mine = screen.getByRole('region', { name: 'Your version, not saved' });
    expect(mine.textContent).toContain('My comment, longer');
    expect(screen.queryByText('Not saved — conflict')).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: 'Use my version' }));
    expect(comments().value).toBe('My comment, longer');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2), { timeout: 4000 });
    expect(puts(fetchMock)[1]?.baseVersion).toBe(4);
    expect(await screen.findByText(/^Saved \d\d:\d\d$/)).toBeTruthy();
  });

  it('asks before leaving the page with changes the server does not have', async () => {
    routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(withDraft(3, 'Earlier')),
      'GET console/evaluations': ok({
        items: [],
        turnaround: { count: 0, medianHours: null, p90Hours: null },
        byStaff: [],
        staff: [],
        releasedSince: 0,
      }),
      // The save never answers: the change stays unsaved.
      'PUT console/evaluations/a1/draft': () => new Promise<Response>(() => undefined),
    });
    renderAt('/console/evaluations/a1');
    await screen.findByRole('region', { name: 'Question 81 · Writing' });
    type('Not yet on the server');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the evaluations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this evaluation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(comments().value).toBe('Not yet on the server');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the evaluations' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this evaluation?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluations' })).toBeTruthy();
  });

  it('does not ask when everything is saved', async () => {
    routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(withDraft(3, 'Earlier')),
      'GET console/evaluations': ok({
        items: [],
        turnaround: { count: 0, medianHours: null, p90Hours: null },
        byStaff: [],
        staff: [],
        releasedSince: 0,
      }),
    });
    renderAt('/console/evaluations/a1');
    await screen.findByRole('region', { name: 'Question 81 · Writing' });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the evaluations' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluations' })).toBeTruthy();
  });
});

describe('review before release (issue 40)', () => {
  const reviewing = { blindMarking: false, reviewBeforeRelease: true, secondMarkingPercent: 0 };
  const complete = (): EvaluationDetail => ({
    ...detail(),
    grading: reviewing,
    draft: {
      answers: {
        [ITEM]: { criteria: { TA: 6, CC: 6, LR: 7, GRA: 6 }, comments: '', audioFileId: null, notes: [] },
      },
      overallComment: '',
    },
    draftVersion: 2,
  });

  it('has a teacher send a finished evaluation for review instead of releasing it', async () => {
    const marked = { ...complete(), item: item('a1', 3, { state: 'marked' }), draftVersion: 3 };
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations/a1': ok(complete()),
      'GET console/evaluations': waiting([item('a1', 3)]),
      'POST console/evaluations/a1/mark': ok(marked, EvaluationMessages.marked),
    });
    renderAt('/console/evaluations/a1');
    await screen.findByRole('region', { name: 'Question 81 · Writing' });
    expect(screen.queryByRole('button', { name: 'Release to the student' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this evaluation for review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(EvaluationMessages.marked)).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/evaluations/a1/mark');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ baseVersion: 2 });
  });

  it('lets an administrator mark it reviewed, then release the reviewed from the queue, those chosen', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/evaluations': waiting([
        item('a1', 30, { state: 'reviewed' }),
        item('a2', 20, { state: 'reviewed' }),
        item('a3', 10, { state: 'marked' }),
      ]),
      'POST console/evaluations/release-reviewed': ok({
        released: ['a2'],
        problems: [],
      }),
    });
    renderAt('/console/evaluations');
    expect(await screen.findByText('2 reviewed evaluations are ready to release.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release the reviewed…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the reviewed evaluations?' });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Student a1 · IELTS Academic Mock Test 1' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release 1' }));
    expect(await screen.findByText(EvaluationMessages.releasedMany(1))).toBeTruthy();
    const call = fetchMock.mock.calls.find(
      (c) => String(c[0]) === '/api/console/evaluations/release-reviewed',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ids: ['a2'] });
  });
});
