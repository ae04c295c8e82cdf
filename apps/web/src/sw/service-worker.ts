/// <reference lib="webworker" />
// Portico's service worker (issue 46, decision 073): the portal opens offline, a student's saved
// lessons play offline, and reminders arrive as notifications. Built by build/service-worker.ts
// into dist/sw.js with the list of files to keep at install.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isKeptRead,
  isSavableMedia,
  isTestPage,
  OFFLINE_CACHES,
  SAVED_AT_HEADER,
  STUDENT_CACHES,
  SW_MESSAGES,
} from '../lib/offline-rules';
import { notificationOf } from './push-message';

declare const self: ServiceWorkerGlobalScope;
/** Put in by build/service-worker.ts: the app shell's scripts and stylesheets. */
declare const __PORTICO_PRECACHE__: Array<{ url: string; revision: string | null }>;

const DAY_S = 24 * 60 * 60;

// The first version takes the open pages at once, so what they read from now on is kept. A later
// version waits: the page asks it to take over when it starts, never while a test is open (below).
clientsClaim();
precacheAndRoute(__PORTICO_PRECACHE__);
cleanupOutdatedCaches();

/** Only complete answers. */
const storable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
};

/**
 * A read's JSON answer. The API marks every answer `no-store` for the browser's HTTP cache and any
 * cache between; this cache is the portal's own store on the student's device, emptied when they
 * sign out or another student signs in (decision 073), so it keeps them. Files and downloads are
 * never among these reads.
 */
const storableRead = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && /json/.test(response.headers.get('content-type') ?? '') ? response : null,
};

/** An answer from the cache says so, with the time the server gave it (SAVED_AT_HEADER). */
const markedSaved = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    const sent = Date.parse(cachedResponse.headers.get('date') ?? '');
    headers.set(SAVED_AT_HEADER, new Date(Number.isNaN(sent) ? 0 : sent).toISOString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** Only the app's own page is the shell (an address that opens an image or a file is not). */
const storablePage = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && /text\/html/.test(response.headers.get('content-type') ?? '')
      ? response
      : null,
};

/** A read never kept in passing may still be among what the student saved (a saved lesson's object). */
const fromSaved = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const saved = await caches.match(request, { cacheName: OFFLINE_CACHES.saved, ignoreVary: true });
    return saved
      ? ((await markedSaved.cachedResponseWillBeUsed({ cachedResponse: saved })) ?? undefined)
      : undefined;
  },
};

// Pages: the network's copy when it answers within 4 s, else the last one kept. Every address of
// the portal is the same app (the server fills in the company and the page's links), so one copy serves.
const SHELL_KEY = '/__portico-shell';
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.shell,
      networkTimeoutSeconds: 4,
      plugins: [storablePage, { cacheKeyWillBeUsed: async () => SHELL_KEY }],
    }),
    { denylist: [/^\/api\//, /^\/demo-media\//, /^\/docs/] },
  ),
);

// The student's reads: the network first; the last answer kept when the network fails or takes
// longer than 6 s, marked as a saved copy.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isKeptRead(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.api,
    networkTimeoutSeconds: 6,
    matchOptions: { ignoreVary: true },
    plugins: [
      storableRead,
      markedSaved,
      fromSaved,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// Scripts and stylesheets of pages not kept at install: their names change with their content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [storable, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_S })],
  }),
);

// The company's logo and the portal's own pictures, so the portal looks like itself offline.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    (url.pathname.startsWith('/api/brand/') || url.pathname.startsWith('/brand/')) &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [storable, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 365 * DAY_S })],
  }),
);

// Lesson media: what the student saved comes from the device (a part of it when the player asks
// for a range), the rest from the network as before.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isSavableMedia(url.pathname),
  async ({ request }) => {
    const saved = await caches.match(request, {
      cacheName: OFFLINE_CACHES.saved,
      ignoreSearch: true,
      ignoreVary: true,
    });
    if (!saved) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  },
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Signing out leaves nothing of the student on the device (the page empties them too).
  if (
    event.request.method === 'POST' &&
    url.origin === self.location.origin &&
    url.pathname === '/api/logout'
  ) {
    event.waitUntil(Promise.all(STUDENT_CACHES.map((name) => caches.delete(name))));
  }
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== SW_MESSAGES.skipWaiting) return;
  event.waitUntil(takeOverUnlessTesting());
});

/** A waiting version takes over only when no open page of the portal is running a test. */
async function takeOverUnlessTesting() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((w) => isTestPage(new URL(w.url).pathname))) return;
  await self.skipWaiting();
}

// Reminders (issue 46 part 3): a push's data is { title, body, url, tag }.
self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data ? safeJson(event.data) : null);
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      data: { url: shown.url },
      icon: '/app-icon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin);
  event.waitUntil(openPage(target.origin === self.location.origin ? target.href : self.location.origin));
});

/** Focuses an open page of the portal on that address, or opens one. */
async function openPage(href: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => !isTestPage(new URL(w.url).pathname));
  if (open) {
    await open.focus();
    await open.navigate(href);
    return;
  }
  await self.clients.openWindow(href);
}

function safeJson(data: PushMessageData): unknown {
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}
