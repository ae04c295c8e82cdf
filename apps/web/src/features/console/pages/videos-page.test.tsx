// @vitest-environment jsdom
import type { ConsoleVideo, VideoList } from '@portico/contract/console-videos';
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
const COURSE = '3f2a1b0c-0000-4e1f-8a2b-0000000000c1';
const video = (
  id: string,
  title: string,
  orderNo: number,
  over: Partial<ConsoleVideo> = {},
): ConsoleVideo => ({
  id,
  courseId: COURSE,
  courseName: 'IELTS Academic',
  section: 'trending',
  title,
  thumbnail: '',
  content: `https://cdn.example/${id}/index.m3u8`,
  isVimeo: false,
  duration: 605,
  orderNo,
  isActive: true,
  createdAt: '2026-11-22T09:00:00.000Z',
  ...over,
});
const list: VideoList = {
  videos: [
    video('v1', 'Task 2 basics', 0),
    video('v2', 'Band 7 essay', 1),
    video('v3', 'Visa steps', 0, {
      section: 'visa-insights',
      courseId: null,
      courseName: null,
      isVimeo: true,
      content: 'https://vimeo.com/1',
    }),
  ],
  courses: [{ id: COURSE, courseName: 'IELTS Academic' }],
};

describe('dashboard videos in the console', () => {
  it('shows each section’s videos and moves one up', async () => {
    let sent: unknown;
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/videos': ok(list),
      'POST console/videos/reorder': (init) => {
        sent = JSON.parse(String(init.body));
        return ok(list, 'Order saved.');
      },
    });
    renderConsole('/console/videos');
    const trending = await screen.findByRole('region', { name: 'Trending' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(2);
    expect(trending.textContent).toContain('IELTS Academic · HLS · 10:05');
    const visa = screen.getByRole('region', { name: 'Visa insights' });
    expect(visa.textContent).toContain('All courses · Vimeo');
    expect(
      (within(trending).getByRole('button', { name: 'Move Task 2 basics up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(trending).getByRole('button', { name: 'Move Band 7 essay up' }));
    expect(await screen.findByText('Order saved.')).toBeTruthy();
    expect(sent).toEqual({ ids: ['v2', 'v1'] });
  });

  it('checks the address for its kind before a call, then creates a Vimeo video for all courses', async () => {
    let sent: Record<string, unknown> = {};
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/videos': ok(list),
      'POST console/videos': (init) => {
        sent = JSON.parse(String(init.body));
        return ok(list.videos[2], 'Video saved.');
      },
    });
    renderConsole('/console/videos');
    await screen.findByRole('region', { name: 'Trending' });
    fireEvent.click(screen.getByRole('button', { name: 'New video' }));
    const dialog = await screen.findByRole('dialog', { name: 'New video' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Visa 101' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /HLS playlist address/ }), {
      target: { value: 'https://cdn.example/v.mp4' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Give an HLS playlist address ending in .m3u8/)).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST'),
    ).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'A Vimeo video' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Vimeo address/ }), {
      target: { value: 'https://vimeo.com/76979871' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Video saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      courseId: null,
      section: 'trending',
      title: 'Visa 101',
      isVimeo: true,
      content: 'https://vimeo.com/76979871',
    });
  });
});
