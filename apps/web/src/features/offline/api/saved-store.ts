import type { DBSchema } from 'idb';
import { deviceDatabase } from '../../../lib/device-db';
import { OFFLINE_CACHES } from '../../../lib/offline-rules';

/** What a student can save for offline use (issue 46 part 2). */
export type SavedKind = 'lesson' | 'audio' | 'video';

export interface SavedItem {
  /** One per thing saved: 'lesson:<module id>', 'audio:<object id>', 'video:<object id>'. */
  key: string;
  kind: SavedKind;
  title: string;
  /** The portal's page that shows it. */
  path: string;
  /** Every address kept for it in the saved cache. */
  urls: string[];
  /** What those answers take on the device. */
  bytes: number;
  savedAt: string;
}

interface SavedDb extends DBSchema {
  items: { key: string; value: SavedItem };
}

const database = deviceDatabase<SavedDb>('portico-offline', 'items');

/** Whether this browser can keep pages for offline use (a service worker and the Cache API). */
export const canSaveOffline = () =>
  typeof caches !== 'undefined' && typeof indexedDB !== 'undefined' && 'serviceWorker' in navigator;

export async function listSaved(): Promise<SavedItem[]> {
  const items = await (await database()).getAll('items');
  return items.sort((a, b) => (a.savedAt < b.savedAt ? 1 : -1));
}

export async function findSaved(key: string): Promise<SavedItem | null> {
  return (await (await database()).get('items', key)) ?? null;
}

/** A playlist's addresses: its variants' playlists and every segment, resolved against it. */
export function playlistEntries(playlist: string, base: string): string[] {
  const origin = new URL(base, window.location.href);
  const uris = new Set<string>();
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    const attr = line.match(/URI="([^"]+)"/);
    const uri = line.startsWith('#') ? attr?.[1] : line;
    if (!uri) continue;
    const url = new URL(uri, origin);
    if (url.origin === window.location.origin) uris.add(url.pathname + url.search);
  }
  return [...uris];
}

/** Thrown when an address cannot be kept (the server refused it, or the network failed). */
export class SaveFailed extends Error {
  override name = 'SaveFailed';
}

/**
 * Keeps every address (a video's playlist with all its parts) in the saved cache, then records the
 * item with the bytes it takes. All or nothing: a part that cannot be fetched leaves nothing new.
 */
export async function saveForOffline(
  item: Pick<SavedItem, 'key' | 'kind' | 'title' | 'path'>,
  urls: string[],
  onProgress?: (done: number, total: number) => void,
): Promise<SavedItem> {
  const cache = await caches.open(OFFLINE_CACHES.saved);
  const queue = [...new Set(urls)];
  const kept: string[] = [];
  let bytes = 0;
  try {
    for (let i = 0; i < queue.length; i++) {
      const url = queue[i] as string;
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (!response?.ok) throw new SaveFailed(`Could not download ${url}`);
      const body = await response.blob();
      if (/\.m3u8($|\?)/.test(url)) {
        for (const part of playlistEntries(await body.text(), url))
          if (!queue.includes(part)) queue.push(part);
      }
      // The body is already decoded: a stored content-encoding or length would no longer be true.
      const headers = new Headers(response.headers);
      headers.delete('content-encoding');
      headers.delete('content-length');
      await cache.put(url, new Response(body, { headers, status: 200 }));
      kept.push(url);
      bytes += body.size;
      onProgress?.(i + 1, queue.length);
    }
  } catch (err) {
    const others = await listSaved();
    await dropUnshared(cache, kept, others);
    throw err;
  }
  const saved: SavedItem = { ...item, urls: kept, bytes, savedAt: new Date().toISOString() };
  await (await database()).put('items', saved);
  return saved;
}

/** Removes an item and whatever of its addresses no other saved item needs. */
export async function removeSaved(key: string): Promise<void> {
  const db = await database();
  const item = await db.get('items', key);
  if (!item) return;
  await db.delete('items', key);
  await dropUnshared(await caches.open(OFFLINE_CACHES.saved), item.urls, await db.getAll('items'));
}

async function dropUnshared(cache: Cache, urls: string[], others: SavedItem[]) {
  const used = new Set(others.flatMap((o) => o.urls));
  await Promise.all(urls.filter((u) => !used.has(u)).map((u) => cache.delete(u)));
}

/** The browser's figures for the portal's storage on this device, when it gives them. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage !== undefined && estimate.quota
    ? { usage: estimate.usage, quota: estimate.quota }
    : null;
}
