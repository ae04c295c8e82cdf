// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, faculty, renderRoutes } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s navigation on a phone (issue 40)', () => {
  it('is a Menu that opens every section as a list and closes on navigation', async () => {
    routeFetch({ 'GET console/me': json(200, { success: true, data: faculty }) });
    const router = renderRoutes('/console/support', [
      { path: 'support', element: <h1>Support</h1> },
      { path: 'career', element: <h1>Career</h1> },
    ]);
    const menu = await screen.findByRole('button', { name: 'Menu: Support' });
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.hasAttribute('data-open')).toBe(false);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    // Faculty see their sections, none of an administrator's.
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Home',
      'Evaluations',
      'Score reports',
      'Support',
      'Career',
      'Applications',
      'Item analysis',
      'Cohorts',
      'Account',
    ]);
    fireEvent.click(within(nav).getByRole('link', { name: 'Career' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/career'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu: Career' }).getAttribute('aria-expanded')).toBe(
        'false',
      ),
    );
  });
});

describe('an administrator’s page for faculty (issue 40)', () => {
  const pages = [
    { path: 'import', element: <input type="file" aria-label="Content file" /> },
    { path: 'settings', element: <h1>Settings</h1> },
    { path: 'live/batches/:id', element: <h1>Batch</h1> },
    { path: 'students/:id', element: <h1>Student</h1> },
    { path: 'support', element: <h1>Support</h1> },
  ];

  it('shows faculty no form, dropzone or upload field the API refuses them, but where their work is', async () => {
    routeFetch({ 'GET console/me': json(200, { success: true, data: faculty }) });
    const router = renderRoutes('/console/import', pages);
    expect(await screen.findByRole('heading', { name: 'For administrators' })).toBeTruthy();
    expect(screen.queryByLabelText('Content file')).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
    for (const path of ['/console/settings', '/console/live/batches/b1', '/console/students/s1']) {
      await router.navigate(path);
      await screen.findByRole('heading', { name: 'For administrators' });
      expect(screen.queryByRole('heading', { name: /Settings|Batch|Student/ })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Back to the console home' }).getAttribute('href')).toBe(
      '/console',
    );
    // Their own pages open as ever.
    await router.navigate('/console/support');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeTruthy();
  });

  it('shows an administrator the page itself', async () => {
    routeFetch({ 'GET console/me': json(200, { success: true, data: admin }) });
    renderRoutes('/console/import', pages);
    expect(await screen.findByLabelText('Content file')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'For administrators' })).toBeNull();
  });
});
