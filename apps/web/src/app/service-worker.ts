import { isTestPage, SERVICE_WORKER_URL, SW_MESSAGES } from '../lib/offline-rules';

const isPortico = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker && new URL(worker.scriptURL).pathname === SERVICE_WORKER_URL,
  );

/**
 * spec 1 §1 removes any background caching worker at start; Portico's own (decision 073) is the one
 * kept: the portal opens offline and reminders arrive. A new version found on an earlier visit takes
 * over when a page starts, never on a test's page, and that page starts again on it at once; the
 * worker itself registers after the page has loaded, so its downloads never compete with the page's.
 * `onFirstControl` runs when the first worker takes this page, so its reads can pass through it.
 */
export function startServiceWorker(onFirstControl: () => void, production = import.meta.env.PROD): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlled = Boolean(container.controller);
  let updating = false;
  container.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
    else if (!controlled) onFirstControl();
  });
  container
    .getRegistrations()
    .then(async (registrations) => {
      await Promise.all(registrations.filter((r) => !production || !isPortico(r)).map((r) => r.unregister()));
      if (!production) return;
      const waiting = registrations.find(isPortico)?.waiting;
      if (waiting && controlled && !isTestPage(window.location.pathname)) {
        updating = true;
        waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
      }
      const register = () => void container.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    })
    .catch(() => {
      // Not allowed here (a sandboxed frame, a private window that refuses): the portal runs online.
    });
}
