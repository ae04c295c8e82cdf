// @vitest-environment jsdom
import type { ContentPages } from '@portico/contract/console-pages';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const ABOUT = '3f2a1b0c-0000-4e1f-8a2b-0000000000d1';
const pages: ContentPages = {
  about: [
    {
      id: ABOUT,
      pageId: 'our-story',
      pageTitle: 'Our story',
      pageContent: '<p>Since 2009</p>',
      orderNo: 1,
      isActive: true,
    },
  ],
  intro: [
    {
      id: 'i1',
      title: 'Welcome',
      type: 'HTML',
      content: '<p>Hi</p>',
      actionUrl: '',
      orderNo: 0,
      isActive: true,
    },
    {
      id: 'i2',
      title: 'Test your English',
      type: 'TEST',
      content: '',
      actionUrl: '/tests',
      orderNo: 1,
      isActive: false,
    },
  ],
};

describe('about pages and intro steps in the console', () => {
  it('lists both in tabs and shows a 409 for a page id in use', async () => {
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/pages': ok(pages),
      'POST console/pages/about': json(409, {
        success: false,
        errorCode: 'CONFLICT',
        message: 'Another about page already has this page id.',
      }),
    });
    renderConsole('/console/pages');
    const about = await screen.findByRole('list', { name: 'About us pages' });
    expect(about.textContent).toContain('/our-story · order 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Intro steps' }));
    const intro = await screen.findByRole('list', { name: 'Intro steps' });
    expect(intro.textContent).toContain('TEST · button to /tests');
    expect(within(intro).getByText('Inactive')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'About us pages' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New about page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New about page' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Story' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Page id/ }), {
      target: { value: 'Our Story' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/The page id is 1 to 60 lower-case letters/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Page id/ }), {
      target: { value: 'our-story' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Content/ }), {
      target: { value: '<p>Hello <i>there</i></p><script>alert(1)</script>' },
    });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('i')?.textContent).toBe('there');
    expect(preview.innerHTML).not.toContain('script');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Another about page already has this page id.')).toBeTruthy();
  });

  it('creates a video intro step after checking its address, and deletes a step after a confirmation', async () => {
    let sent: Record<string, unknown> = {};
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/pages': ok(pages),
      'POST console/pages/intro': (init) => {
        sent = JSON.parse(String(init.body));
        return ok(pages.intro[0], 'Saved.');
      },
      'DELETE console/pages/intro/i1': ok(null, 'Deleted.'),
    });
    renderConsole('/console/pages');
    fireEvent.click(await screen.findByRole('tab', { name: 'Intro steps' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New intro step' }));
    const dialog = await screen.findByRole('dialog', { name: 'New intro step' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Tour' } });
    fireEvent.click(within(dialog).getByLabelText('Kind'));
    fireEvent.click(await screen.findByRole('option', { name: 'Video', hidden: true }));
    const address = within(dialog).getByRole('textbox', { name: /Video address/ });
    fireEvent.change(address, { target: { value: 'https://cdn.example/tour.mp4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Give the video as an HLS playlist/)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://vimeo.com/76979871' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent).toMatchObject({ title: 'Tour', type: 'VIDEO', content: 'https://vimeo.com/76979871' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Welcome' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this intro step?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.')).toBeTruthy();
  });
});
