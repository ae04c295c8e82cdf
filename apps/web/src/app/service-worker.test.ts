// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';

type Listener = () => void;

/** navigator.serviceWorker with one registration of `scriptURL`, a version waiting or not. */
function fakeContainer(opts: { scriptURL: string; waiting: boolean; controlled: boolean }) {
  const listeners: Listener[] = [];
  const waiting = opts.waiting ? { scriptURL: opts.scriptURL, postMessage: vi.fn() } : null;
  const registration = {
    active: { scriptURL: opts.scriptURL },
    waiting,
    installing: null,
    unregister: vi.fn(async () => true),
  };
  const container = {
    controller: opts.controlled ? {} : null,
    getRegistrations: vi.fn(async () => [registration]),
    register: vi.fn(async () => registration),
    addEventListener: (_: string, l: Listener) => listeners.push(l),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    container,
    registration,
    waiting,
    fireControllerChange: () => {
      for (const l of listeners) l();
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe("Portico's service worker at a page's start (decision 073)", () => {
  it('a new version waiting takes over when a page starts outside a test', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const sw = fakeContainer({ scriptURL: `${location.origin}/sw.js`, waiting: true, controlled: true });
    startServiceWorker(() => {}, true);
    await settle();
    expect(sw.waiting?.postMessage).toHaveBeenCalledWith({ type: 'portico-skip-waiting' });
    expect(sw.container.register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
  });

  it('never while a test runs on the page', async () => {
    window.history.replaceState(null, '', '/assessment/6272d7ac-d95b-4e5f-9ff6-1192bf7668f2');
    const sw = fakeContainer({ scriptURL: `${location.origin}/sw.js`, waiting: true, controlled: true });
    startServiceWorker(() => {}, true);
    await settle();
    expect(sw.waiting?.postMessage).not.toHaveBeenCalled();
  });

  it('removes any other caching worker (spec 1 §1), and every worker outside a production build', async () => {
    const other = fakeContainer({
      scriptURL: `${location.origin}/old-cache-worker.js`,
      waiting: false,
      controlled: false,
    });
    startServiceWorker(() => {}, true);
    await settle();
    expect(other.registration.unregister).toHaveBeenCalled();

    const dev = fakeContainer({ scriptURL: `${location.origin}/sw.js`, waiting: false, controlled: false });
    startServiceWorker(() => {}, false);
    await settle();
    expect(dev.registration.unregister).toHaveBeenCalled();
    expect(dev.container.register).not.toHaveBeenCalled();
  });

  it("when the first worker takes the page, the page's reads go again through it", async () => {
    const sw = fakeContainer({ scriptURL: `${location.origin}/sw.js`, waiting: false, controlled: false });
    const first = vi.fn();
    startServiceWorker(first, true);
    await settle();
    sw.fireControllerChange();
    expect(first).toHaveBeenCalledTimes(1);
  });
});
