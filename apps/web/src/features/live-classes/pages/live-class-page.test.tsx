// @vitest-environment jsdom

import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { COURSE, liveClass, NOW, renderAt } from '../test-utils';

beforeAll(stubBrowser);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live classes list (spec 3 §2 /live-class)', () => {
  it('shows each class with Finished, Launch or Not started by its status, by day', async () => {
    routeFetch({
      'GET live-class': json(200, {
        success: true,
        data: [
          liveClass(-120, { className: 'Reading', clsStatus: 'finished', agenda: 'Please join on time' }),
          liveClass(-20, {
            className: 'Listening',
            clsStatus: 'started',
            zoomData: { join_url: 'https://m/x', duration: 90 },
          }),
          liveClass(240, { className: 'Writing', clsStatus: 'scheduled' }),
          liveClass(300, { className: 'Speaking', clsStatus: 'cancelled', alertMessage: 'Moved to Monday' }),
          liveClass(24 * 60, { className: 'Grammar', clsStatus: 'scheduled' }),
        ],
      }),
    });
    renderAt('/live-class');
    expect(screen.getByRole('heading', { level: 1, name: 'My Live Classes' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Finished' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Tomorrow',
    ]);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Finished').disabled).toBe(true);
    expect(button('Launch: Listening').disabled).toBe(false);
    expect(
      screen.getAllByRole('button', { name: 'Not started' }).every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Not started' })).toHaveLength(3);
    // The card: batch, agenda, start time and the duration in minutes.
    expect(screen.getAllByText('IELTS Morning Batch').length).toBe(5);
    expect(screen.getByText(/90 minutes/)).toBeTruthy();
    expect(screen.getByText('Moved to Monday')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Live now')).toBeTruthy();
  });

  it('Launch posts the Attended action, then opens the join link in a new tab without an opener', async () => {
    const posts: Record<string, unknown>[] = [];
    const order: string[] = [];
    const cls = liveClass(-5, {
      className: 'Listening',
      zoomData: { join_url: 'https://meet.example/l', duration: 60 },
    });
    routeFetch({
      'GET live-class': json(200, { success: true, data: [cls] }),
      'POST user-actions': (init) => {
        order.push('post');
        posts.push(JSON.parse(String(init.body)));
        return json(200, {
          success: true,
          data: {
            id: `co_student_${cls.id}`,
            referenceId: cls.id,
            referenceType: 'Batch',
            objectType: 'LiveClass',
            status: 'Attended',
            courseId: COURSE,
            timeStamp: NOW.toISOString(),
            duration: 0,
            isRead: false,
          },
        });
      },
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return tab as unknown as Window;
    });
    renderAt('/live-class');
    fireEvent.click(await screen.findByRole('button', { name: 'Launch: Listening' }));
    await waitFor(() => expect(tab.location.href).toBe('https://meet.example/l'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(order).toEqual(['open', 'post']);
    expect(posts).toEqual([
      {
        referenceId: cls.id,
        referenceType: 'Batch',
        objectType: 'LiveClass',
        status: 'Attended',
        duration: 0,
        timeStamp: NOW.toISOString(),
        courseId: COURSE,
      },
    ]);
  });

  it('closes the tab and says so when the launch is refused', async () => {
    routeFetch({
      'GET live-class': json(200, { success: true, data: [liveClass(-5, { className: 'Listening' })] }),
      'POST user-actions': json(403, {
        success: false,
        message: 'You are not enrolled in this live class’s batch',
        errorCode: 'FORBIDDEN',
      }),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAt('/live-class');
    fireEvent.click(await screen.findByRole('button', { name: 'Launch: Listening' }));
    expect(await screen.findByText('You are not enrolled in this live class’s batch')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('says there is no live class, and shows a refusal of the course', async () => {
    routeFetch({ 'GET live-class': json(200, { success: true, data: [] }) });
    renderAt('/live-class');
    expect(await screen.findByText('No live class available')).toBeTruthy();
    cleanup();
    routeFetch({
      'GET live-class': json(403, {
        success: false,
        message: 'This course is not assigned to you.',
        errorCode: 'FORBIDDEN',
      }),
    });
    renderAt('/live-class');
    expect(await screen.findByText('This course is not assigned to you.')).toBeTruthy();
  });
});
