/** spec 1 §1: any background caching worker is removed at start. */
export function removeServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => {
      // Not allowed in this context (e.g. a sandboxed frame): nothing to remove.
    });
}
