// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { BATCH, batch, detail, liveClass, NOW, renderAt } from '../test-utils';

beforeAll(stubBrowser);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60;
const answer = (d: ReturnType<typeof detail>) =>
  routeFetch({ 'GET live-class/batch': json(200, { success: true, data: d }) });

/** The headings of the day groups shown, in order. */
const dayHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const classDate = () => screen.getByLabelText('Class date') as HTMLInputElement;

describe('batch detail (spec 3 §2 /liveclasses/{id})', () => {
  it('groups previous lectures by date, newest day first, each day by start; red agendas that ask to be on time', async () => {
    const fetchMock = answer(
      detail({
        completedClasses: [
          liveClass(-3 * DAY, { className: 'Listening: maps', agenda: 'Please join ON TIME.' }),
          liveClass(-DAY + 60, { className: 'Writing: essays', vimeoLink: '/rec/index.m3u8' }),
          liveClass(-DAY - 60, {
            className: 'Reading: headings',
            agenda: 'Bring a pen.',
            downloadLink: '/keys.pdf',
          }),
        ],
      }),
    );
    renderAt(`/liveclasses/${BATCH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'IELTS Morning Batch' })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://portal.test');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ batchId: BATCH, tz: 'UTC' });
    fireEvent.click(screen.getByRole('tab', { name: 'Previous Lectures' }));

    expect(dayHeadings()).toEqual(['Yesterday', 'Thursday, 19/11/2026']);
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(
      within(yesterday)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Reading: headings', 'Writing: essays']);
    expect(screen.getByText('Please join ON TIME.').getAttribute('style')).toContain('red');
    expect(screen.getByText('Bring a pen.').getAttribute('style') ?? '').not.toContain('red');
    // 'Download Answer keys' only where keys exist; 'Play recorded video' only with a recording.
    const keys = screen.getByRole('link', { name: 'Download Answer keys: Reading: headings' });
    expect(keys.getAttribute('href')).toBe('/keys.pdf');
    expect(keys.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('button', { name: /^Play recorded video/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Download Answer keys/ })).toHaveLength(1);

    // The recording plays in the video modal; no progress is stored for it.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Play recorded video: Writing: essays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Writing: essays' });
    expect(within(dialog).getByRole('button', { name: 'Close video' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).toEqual([
      '/api/live-class/batch',
    ]);
  });

  it('filters previous lectures by a date (no future days), clears it, and a tab switch clears it too', async () => {
    answer(
      detail({
        completedClasses: [
          liveClass(-3 * DAY, { className: 'Listening: maps' }),
          liveClass(-DAY, { className: 'Writing: essays' }),
        ],
        upcomingClasses: [liveClass(2 * DAY, { className: 'Speaking: part 2' })],
      }),
    );
    renderAt(`/liveclasses/${BATCH}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Previous Lectures' }));
    fireEvent.change(classDate(), { target: { value: '19/11/2026' } });
    expect(dayHeadings()).toEqual(['Thursday, 19/11/2026']);
    expect(screen.queryByText('Writing: essays')).toBeNull();

    // A day without classes.
    fireEvent.change(classDate(), { target: { value: '20/11/2026' } });
    expect(screen.getByText('No class is found')).toBeTruthy();
    // A future day is refused.
    fireEvent.change(classDate(), { target: { value: '23/11/2026' } });
    expect(screen.getByText('Choose today or an earlier day')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(classDate().value).toBe('');
    expect(dayHeadings()).toEqual(['Yesterday', 'Thursday, 19/11/2026']);

    fireEvent.change(classDate(), { target: { value: '19/11/2026' } });
    expect(dayHeadings()).toEqual(['Thursday, 19/11/2026']);
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming Lectures' }));
    expect(screen.getByText('Coming Soon')).toBeTruthy();
    expect(dayHeadings()).toEqual(['Tuesday, 24/11/2026']);
    fireEvent.click(screen.getByRole('tab', { name: 'Previous Lectures' }));
    expect(classDate().value).toBe('');
    expect(dayHeadings()).toEqual(['Yesterday', 'Thursday, 19/11/2026']);
  });

  it('shows the empty messages of each tab', async () => {
    answer(detail());
    renderAt(`/liveclasses/${BATCH}`);
    expect(await screen.findByText('No class is available')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Previous Lectures' }));
    expect(screen.getByText('No class is found')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming Lectures' }));
    expect(screen.getByText('No class is available')).toBeTruthy();
  });

  it('shows the carried type and description at once, and the breadcrumb leads back to the batch list', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    routeFetch({
      'GET live-class/batch': async () => {
        await held;
        return json(200, { success: true, data: detail({ todayClasses: [liveClass(-5)] }) });
      },
    });
    renderAt({
      pathname: `/liveclasses/${BATCH}`,
      state: { batchTypeName: 'Carried type', description: 'Carried description', isBatchEnabled: true },
    });
    expect(screen.getByText('Carried type')).toBeTruthy();
    expect(screen.getByText('Carried description')).toBeTruthy();
    expect(screen.getByLabelText('Loading the lectures')).toBeTruthy();
    release();
    // The call's own values replace them.
    expect(await screen.findByText('IELTS Regular')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live Classes' }).getAttribute('href')).toBe(
      '/liveclasses?batch=1',
    );
    expect(screen.getByRole('link', { name: 'Batches' }).getAttribute('href')).toBe(
      '/liveclasses?batch=1&type=type-regular',
    );
    expect(screen.getByRole('button', { name: /^Launch: Class/ })).toBeTruthy();
  });

  it('tells a student outside the batch why there is nothing to join, and shows a server refusal', async () => {
    answer(
      detail({
        batch: { ...batch({ isEnrolled: false }), batchTypeDescription: '' },
        todayClasses: [liveClass(-5, { zoomData: { join_url: '', duration: 60 } })],
      }),
    );
    renderAt(`/liveclasses/${BATCH}`);
    expect(await screen.findByText(/You are not in this batch/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Launch/ })).toBeNull();
    cleanup();

    routeFetch({
      'GET live-class/batch': json(404, {
        success: false,
        message: 'Batch not found',
        errorCode: 'NOT_FOUND',
      }),
    });
    renderAt(`/liveclasses/${BATCH}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Batch not found');
    await waitFor(() => expect(screen.queryByLabelText('Loading the lectures')).toBeNull());
  });
});
