// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ReminderSettings } from './reminder-settings';

beforeAll(stubBrowser);

// A 65-byte key in base64url, as the API gives it.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = { p256dh: 'p256dh-key', auth: 'auth-secret' };

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let kinds = [
  { kind: 'live-class', enabled: true },
  { kind: 'reviews-due', enabled: true },
  { kind: 'evaluation', enabled: true },
  { kind: 'support', enabled: true },
];
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  const path = new URL(input, 'http://portal.test').pathname;
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, path, body });
  if (path === '/api/push/settings') return json({ success: true, data: { publicKey: PUBLIC_KEY, kinds } });
  if (path === '/api/push/preferences') {
    kinds = kinds.map((k) => (k.kind === body.kind ? { ...k, enabled: body.enabled } : k));
    return json({ success: true, data: { publicKey: PUBLIC_KEY, kinds } });
  }
  if (path === '/api/push/subscriptions') return json({ success: true, message: 'ok' });
  return Promise.resolve(new Response('{}', { status: 404 }));
});

/** A browser with a service worker and the Push API; `current` is the subscription it holds. */
function pushBrowser(permission: NotificationPermission = 'default', subscribed = false) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      state.current = null;
      return true;
    }),
  };
  const state: { current: typeof subscription | null } = { current: subscribed ? subscription : null };
  const pushManager = {
    getSubscription: vi.fn(async () => state.current),
    subscribe: vi.fn(async () => {
      state.current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { pushManager, subscription, requestPermission };
}

beforeEach(() => {
  calls = [];
  kinds = kinds.map((k) => ({ ...k, enabled: true }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ReminderSettings />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('reminders on this device (issue 46 part 3)', () => {
  it('says plainly that a browser without service workers or push cannot get reminders', async () => {
    renderSettings();
    expect(await screen.findByText(/This browser cannot show reminders/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on reminders' })).toBeNull();
  });

  it('says notifications are blocked when the student denied them, with no switch', async () => {
    pushBrowser('denied');
    renderSettings();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('turns reminders on: asks permission, subscribes with the key and sends the subscription', async () => {
    const { pushManager, requestPermission } = pushBrowser();
    renderSettings();
    const on = await screen.findByRole('button', { name: 'Turn on reminders' });
    await waitFor(() => expect((on as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(on);
    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
    expect(requestPermission).toHaveBeenCalled();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT, keys: KEYS },
    });
    expect(screen.getByText('Reminders are on for this device.')).toBeTruthy();
  });

  it('turns reminders off on this device: unsubscribes and tells the server', async () => {
    const { subscription } = pushBrowser('granted', true);
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on reminders' })).toBeTruthy();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT },
    });
  });

  it('switches one kind off with a clearly labelled switch', async () => {
    pushBrowser('granted', true);
    renderSettings();
    const labels = ['Live class about to start', 'Reviews due', 'Evaluation released', 'Reply from support'];
    for (const name of labels) expect(await screen.findByRole('switch', { name })).toBeTruthy();
    const reviews = screen.getByRole('switch', { name: 'Reviews due' }) as HTMLInputElement;
    expect(reviews.checked).toBe(true);
    fireEvent.click(reviews);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/push/preferences',
        body: { kind: 'reviews-due', enabled: false },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Reviews due' }) as HTMLInputElement).checked).toBe(false),
    );
  });
});
