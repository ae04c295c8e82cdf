import { vi } from 'vitest';

type TrackStoreModule = typeof import('../../../lib/engine/track-store');

/**
 * The runner's device store, in memory, for tests (IndexedDB is not in jsdom): one per test, kept
 * while the runner starts again (Next Section, a break's end), as IndexedDB keeps it. A test file
 * mocks the module with it and calls `resetDeviceStore` before each test:
 * `vi.mock('../../../lib/engine/track-store', () => memoryTrackStoreModule());`
 */
let store: unknown;
export const resetDeviceStore = () => {
  store = undefined;
};

export async function memoryTrackStoreModule(): Promise<TrackStoreModule> {
  const original = await vi.importActual<TrackStoreModule>('../../../lib/engine/track-store');
  return {
    ...original,
    openTrackStore: async () => {
      store ??= original.createMemoryTrackStore();
      return store as ReturnType<TrackStoreModule['createMemoryTrackStore']>;
    },
  };
}
