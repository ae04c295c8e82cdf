import { describe, expect, it } from 'vitest';
import { notificationOf } from './push-message';

describe('a reminder as the service worker shows it', () => {
  it('shows what the server sent', () => {
    expect(
      notificationOf({ title: 'Reading class', body: 'Starts in 15 minutes', url: '/live-class', tag: 'c1' }),
    ).toEqual({ title: 'Reading class', body: 'Starts in 15 minutes', url: '/live-class', tag: 'c1' });
  });

  it('leads only to a page of the portal, and shows anything else as a plain reminder', () => {
    expect(notificationOf({ title: 'x', url: 'https://elsewhere.example/' }).url).toBe('/');
    expect(notificationOf({ title: 'x', url: '//elsewhere.example/' }).url).toBe('/');
    expect(notificationOf(null)).toEqual({ title: 'Reminder', body: '', url: '/' });
    expect(notificationOf({ title: 42, body: ['x'] })).toEqual({ title: 'Reminder', body: '', url: '/' });
    expect(notificationOf({ title: 'a'.repeat(500) }).title).toHaveLength(120);
  });
});
