import { vi } from 'vitest';

/**
 * What jsdom lacks and Mantine uses: matchMedia (colour scheme, media queries), ResizeObserver
 * (Select's ScrollArea), scrollIntoView (Combobox) and document.fonts (Textarea's autosize). Call once per test file, before rendering.
 */
export function stubBrowser() {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  Element.prototype.scrollIntoView = vi.fn();
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
    });
  }
}
