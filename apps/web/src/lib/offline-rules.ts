// What the page and Portico's service worker (src/sw/service-worker.ts) agree on: the caches' names,
// the header of an answer given from the device, and which addresses are kept (decision 073).
// Plain TypeScript: it is compiled into both, with no DOM and no worker types.

/** The worker's caches. Each company's portal is its own origin, so each has caches of its own. */
export const OFFLINE_CACHES = {
  /** The last page (index.html) the portal served, for opening it offline. */
  shell: 'portico-shell',
  /** The student's reads (GET /api/…), newest answer of each address. */
  api: 'portico-api',
  /** Scripts and stylesheets met after the worker's install (their names change with their content). */
  assets: 'portico-assets',
  /** What the student saved for offline use (lessons, book audio, videos): kept until removed. */
  saved: 'portico-saved',
} as const;

/** The caches that hold one student's data: emptied when they sign out or another student signs in. */
export const STUDENT_CACHES = [OFFLINE_CACHES.api, OFFLINE_CACHES.saved] as const;

/**
 * Set by the worker on an answer it gives from its cache instead of the network: when the server
 * sent that answer (its Date header, as an ISO time). The page then says what it shows is a saved copy.
 */
export const SAVED_AT_HEADER = 'x-portico-saved-at';

/** The worker's address; its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Messages between the page and the worker. */
export const SW_MESSAGES = {
  /** The page asks a waiting new version to take over (only at a page's start, never in a test). */
  skipWaiting: 'portico-skip-waiting',
} as const;

/** Pages where a test runs: a new version never takes over while one is open (issue 46). */
export const isTestPage = (path: string) => /^\/assessment\//.test(path);

/** Reads the worker never keeps: staff's console, developer tools, files and the review session (the page keeps its own). */
const NOT_KEPT = /^\/api\/(console|dev|files|brand|content-media|logout|review\/decks\/[^/?]+)(\/|$|\?)/;

/** A student's read the worker answers network first and keeps for offline use. */
export const isKeptRead = (path: string) => path.startsWith('/api/') && !NOT_KEPT.test(path);

/** Media a student can save (lesson images and audio, book audio, video playlists and segments). */
export const isSavableMedia = (path: string) => /^\/(demo-media|api\/content-media|api\/files)\//.test(path);
