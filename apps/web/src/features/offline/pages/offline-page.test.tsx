// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../../../test/fake-caches';
import { stubBrowser } from '../../../test/stub-browser';
import { listSaved, removeSaved, saveForOffline } from '../api/saved-store';
import { OfflineNotice } from '../components/offline-notice';
import { OfflinePage } from './offline-page';

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal('caches', fakeCaches().caches);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage: 5 * 1024 * 1024, quota: 2 * 1024 ** 3 }) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('x'.repeat(3 * 1024), { status: 200 })),
  );
});
afterEach(async () => {
  cleanup();
  for (const item of await listSaved()) await removeSaved(item.key);
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/offline', Component: OfflinePage }], {
    initialEntries: ['/offline'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('/offline: what this device keeps (issue 46 part 2)', () => {
  it('lists each saved item with its room, the browser’s figures, and removes one', async () => {
    await saveForOffline({ key: 'lesson:l1', kind: 'lesson', title: 'Tenses', path: '/lesson?object=l1' }, [
      '/api/learningobject?a=1',
    ]);
    await saveForOffline({ key: 'audio:a1', kind: 'audio', title: 'Unit 1', path: '/bookdetail' }, [
      '/demo-media/audio/unit1.mp3',
      '/demo-media/audio/unit2.mp3',
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved for offline' });
    expect(within(list).getByRole('link', { name: 'Tenses' }).getAttribute('href')).toBe('/lesson?object=l1');
    expect(within(list).getByText(/^Book audio · 6 KB · saved /)).toBeTruthy();
    expect(screen.getByText('Saved items take 9 KB.')).toBeTruthy();
    expect(await screen.findByText('The portal uses 5.0 MB of the 2.0 GB this browser allows.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Unit 1' }));
    await waitFor(() => expect(within(list).queryByText('Unit 1')).toBeNull());
    expect(screen.getByText('Saved items take 3 KB.')).toBeTruthy();
    expect((await listSaved()).map((i) => i.key)).toEqual(['lesson:l1']);
  });

  it('says how to save something when nothing is saved', async () => {
    renderPage();
    expect(await screen.findByText(/Nothing is saved on this device yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove everything saved' })).toBeNull();
  });
});

describe('the offline notice', () => {
  const notice = (props: { online: boolean; savedAt: string | null }) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <OfflineNotice {...props} />
        </MantineProvider>
      </QueryClientProvider>,
    );

  it('says the page shows a saved copy, and since when', () => {
    notice({ online: false, savedAt: '2026-12-03T09:30:00.000Z' });
    expect(screen.getByTestId('offline-notice').textContent).toContain('You are offline');
    expect(screen.getByTestId('offline-notice').textContent).toContain(
      'saved on this device on 03/12/2026, 9:30 AM',
    );
  });

  it('offline with nothing from the device, says what needs the network', () => {
    notice({ online: false, savedAt: null });
    expect(screen.getByTestId('offline-notice').textContent).toContain(
      'Pages you have not opened or saved before need the network.',
    );
  });
});
