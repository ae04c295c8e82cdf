// The assessment feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// A lesson's quiz sends its answers through the runner's durable queue, so the queue, its device
// store and its sender are shared; the runner itself stays inside the feature.
export { sendTracks } from './engine/send-tracks';
export { SyncQueue } from './engine/sync-queue';
// The in-memory store stands in for IndexedDB where there is none (private mode, jsdom in tests).
export { createMemoryTrackStore, openTrackStore } from './engine/track-store';
