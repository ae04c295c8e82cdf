// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userAction } from '../../test/learning-object';
import { stubBrowser } from '../../test/stub-browser';
import { VideoCard } from './video-card';
import { type VideoItem, VideoModal } from './video-modal';

const video: VideoItem = {
  id: '9a8b7c6d-0000-4e1f-8a2b-000000000001',
  title: 'Welcome to Portico',
  content: '/demo-media/video/sample/index.m3u8',
  isVimeo: false,
};

beforeAll(stubBrowser);

let stored: unknown[] = [];
const posts: Record<string, unknown>[] = [];
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://portal.test');
  if (url.pathname === '/api/user-actions' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    posts.push(body);
    return json({ success: true, data: userAction({ id: 'x', objectType: 'Video', ...body }) });
  }
  if (url.pathname === '/api/user-actions') return json({ success: true, data: stored });
  return Promise.resolve(new Response('{}', { status: 404 }));
});

let position = 0;
beforeEach(() => {
  stored = [];
  posts.length = 0;
  position = 0;
  vi.stubGlobal('fetch', fetchMock);
  // jsdom plays nothing: the element reports the position the test sets.
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get: () => position,
    set: (v: number) => {
      position = v;
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );

describe('VideoCard', () => {
  it('is a button named after the video, with the default thumbnail when none is given', () => {
    const onPlay = vi.fn();
    wrap(<VideoCard video={{ title: 'Welcome to Portico' }} onPlay={onPlay} />);
    const button = screen.getByRole('button', { name: 'Play video: Welcome to Portico' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/brand/video-default.svg');
    fireEvent.click(button);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });
});

describe('VideoModal', () => {
  it('resumes at the stored position and posts the last position on close', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    stored = [
      userAction({
        id: 'x',
        referenceId: video.id,
        referenceType: 'Video',
        objectType: 'Video',
        status: 'InProgress',
        duration: 7.5,
      }),
    ];
    const onClose = vi.fn();
    const { rerender } = wrap(<VideoModal video={video} onClose={onClose} courseId={null} />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Portico' })).toBeTruthy();
    const player = (await screen.findByTitle('Welcome to Portico')) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe(video.content);
    expect(fetchMock.mock.calls[0]?.[0]).toContain(`referenceIds=${video.id}`);

    fireEvent(player, new Event('loadedmetadata'));
    expect(position).toBe(7.5);
    position = 9.25;
    fireEvent(player, new Event('timeupdate'));
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onClose).toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <VideoModal video={null} onClose={onClose} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(posts).toEqual([
        {
          referenceId: video.id,
          referenceType: 'Video',
          objectType: 'Video',
          status: 'InProgress',
          duration: 9.3,
        },
      ]),
    );
  });

  it('shows a neutral line and only logs when the stream cannot play', async () => {
    // jsdom has neither native HLS nor Media Source Extensions.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wrap(<VideoModal video={video} onClose={() => undefined} />);
    expect(await screen.findByText('This video is not available right now.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[video] cannot play', video.content, expect.anything());
  });
});
