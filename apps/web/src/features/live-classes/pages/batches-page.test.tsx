// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { chooseOption } from '../../../test/select-option';
import { stubBrowser } from '../../../test/stub-browser';
import { BATCH, batch, renderAt } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HINDI = '9a8b7c6d-0000-4e1f-8a2b-0000000000b2';
const PTE = '9a8b7c6d-0000-4e1f-8a2b-0000000000b3';
const batches = {
  success: true,
  data: [
    batch(),
    batch({
      id: HINDI,
      batchName: 'Speaking Clinic (Hindi)',
      batchType: 'type-clinic',
      batchTypeName: 'Speaking Clinic',
      languages: 'Hindi',
      isEnrolled: false,
    }),
    batch({ id: PTE, batchName: 'Paused batch', isBatchEnabled: false }),
  ],
  downloads: [
    { id: 'd1', title: 'IELTS Reading Workbook', downloadUrl: '/demo-media/live/ielts-reading-workbook.pdf' },
  ],
  languages: ['English', 'Hindi'],
  isOwnAccount: true,
  batchTypes: [
    {
      id: 'type-regular',
      name: 'IELTS Regular',
      description: 'All four skills.',
      thumbnail: '/t/regular.svg',
    },
    { id: 'type-clinic', name: 'Speaking Clinic', description: 'Small groups.', thumbnail: '' },
  ],
};

const batchNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('live class batches (spec 3 §2 /liveclasses)', () => {
  it('leads from a batch-type card to the batch list of that type, filtered by type and language', async () => {
    routeFetch({ 'GET live-class/batches': json(200, batches) });
    const router = renderAt('/liveclasses');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^IELTS Regular\b.*View batches/ })).toBeTruthy();
    expect(batchNames()).toEqual(['IELTS Regular', 'Speaking Clinic']);
    fireEvent.click(screen.getByRole('link', { name: /^Speaking Clinic\b.*View batches/ }));
    expect(router.state.location.search).toBe('?batch=1&type=type-clinic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeTruthy();
    expect(batchNames()).toEqual(['Speaking Clinic (Hindi)']);

    // Both filters back to 'all': every batch.
    await chooseOption('Batch type', 'All');
    expect(batchNames()).toEqual(['IELTS Morning Batch', 'Speaking Clinic (Hindi)', 'Paused batch']);
    expect(router.state.location.search).toBe('?batch=1');
    // Language: English only.
    await chooseOption('Language', 'English');
    expect(batchNames()).toEqual(['IELTS Morning Batch', 'Paused batch']);
    expect(router.state.location.search).toBe('?batch=1&language=English');
    await chooseOption('Batch type', 'Speaking Clinic');
    expect(screen.getByText('No batches found')).toBeTruthy();
  });

  it('opens a batch with its type, description and enabled flag in the navigation state', async () => {
    routeFetch({
      'GET live-class/batches': json(200, batches),
      'GET live-class/batch': json(404, {
        success: false,
        message: 'Batch not found',
        errorCode: 'NOT_FOUND',
      }),
    });
    const router = renderAt('/liveclasses?batch=1');
    const card = await screen.findByRole('link', { name: /Paused batch/ });
    expect(within(card).getByText('Not running')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: /IELTS Morning Batch/ })).getByText('Your batch'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /IELTS Morning Batch/ }));
    expect(router.state.location.pathname).toBe(`/liveclasses/${BATCH}`);
    expect(router.state.location.state).toEqual({
      batchTypeName: 'IELTS Regular',
      description: 'Monday to Saturday at 7:30 am.',
      isBatchEnabled: true,
    });
  });

  it('offers the e-books in a dropdown, and says when there is no batch', async () => {
    routeFetch({ 'GET live-class/batches': json(200, batches) });
    renderAt('/liveclasses');
    fireEvent.click(await screen.findByRole('button', { name: 'Download e-books' }));
    const item = await screen.findByRole('menuitem', { name: 'IELTS Reading Workbook' });
    expect(item.getAttribute('href')).toBe('/demo-media/live/ielts-reading-workbook.pdf');
    expect(item.getAttribute('target')).toBe('_blank');
    cleanup();

    routeFetch({
      'GET live-class/batches': json(200, {
        success: true,
        data: [],
        downloads: [],
        languages: [],
        isOwnAccount: false,
        batchTypes: [],
      }),
    });
    renderAt('/liveclasses?batch=1');
    expect(await screen.findByText('No batches found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download e-books' })).toBeNull();
  });
});
