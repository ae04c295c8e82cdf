// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHES } from '../../../lib/offline-rules';
import { fakeCaches } from '../../../test/fake-caches';
import { listSaved, playlistEntries, removeSaved, SaveFailed, saveForOffline } from './saved-store';

const FILES: Record<string, string> = {
  '/api/learningobject?learningModuleId=m1&courseId=c1': '{"success":true,"data":[]}',
  '/demo-media/video/tenses/index.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000\nlow/index.m3u8\n',
  '/demo-media/video/tenses/low/index.m3u8':
    '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\nseg0.ts\n#EXTINF:4,\nseg1.ts\n#EXTINF:2,\nhttps://cdn.example/seg2.ts\n',
  '/demo-media/video/tenses/low/init.mp4': 'init',
  '/demo-media/video/tenses/low/seg0.ts': 'x'.repeat(1000),
  '/demo-media/video/tenses/low/seg1.ts': 'y'.repeat(2000),
  '/demo-media/audio/unit1.mp3': 'a'.repeat(500),
};

let store: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  store = fakeCaches();
  vi.stubGlobal('caches', store.caches);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, window.location.href);
      const body = FILES[path.pathname + path.search];
      return body === undefined ? new Response('gone', { status: 404 }) : new Response(body, { status: 200 });
    }),
  );
});
afterEach(async () => {
  for (const item of await listSaved()) await removeSaved(item.key);
  vi.unstubAllGlobals();
});

const cached = () =>
  [...(store.stores.get(OFFLINE_CACHES.saved)?.keys() ?? [])].map((u) => new URL(u).pathname);

describe('saving for offline use (issue 46 part 2)', () => {
  it('keeps a video’s playlists and every part of the portal’s own, with the room they take', async () => {
    const progress: number[] = [];
    const saved = await saveForOffline(
      { key: 'video:v1', kind: 'video', title: 'Tenses in one minute', path: '/lesson?object=v1' },
      ['/api/learningobject?learningModuleId=m1&courseId=c1', '/demo-media/video/tenses/index.m3u8'],
      (done) => progress.push(done),
    );
    expect(cached()).toEqual([
      '/api/learningobject',
      '/demo-media/video/tenses/index.m3u8',
      '/demo-media/video/tenses/low/index.m3u8',
      '/demo-media/video/tenses/low/init.mp4',
      '/demo-media/video/tenses/low/seg0.ts',
      '/demo-media/video/tenses/low/seg1.ts',
    ]);
    expect(saved.bytes).toBe(
      Object.entries(FILES)
        .filter(([u]) => !u.includes('unit1'))
        .reduce((sum, [, body]) => sum + body.length, 0),
    );
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await listSaved()).toEqual([saved]);
  });

  it('saves all or nothing: a part that cannot be fetched leaves no new copy', async () => {
    await expect(
      saveForOffline({ key: 'lesson:l1', kind: 'lesson', title: 'Tenses', path: '/lesson' }, [
        '/demo-media/audio/unit1.mp3',
        '/demo-media/audio/missing.mp3',
      ]),
    ).rejects.toBeInstanceOf(SaveFailed);
    expect(cached()).toEqual([]);
    expect(await listSaved()).toEqual([]);
  });

  it('removes an item with what no other saved item needs', async () => {
    const shared = '/api/learningobject?learningModuleId=m1&courseId=c1';
    await saveForOffline({ key: 'lesson:l1', kind: 'lesson', title: 'Tenses', path: '/lesson' }, [shared]);
    await saveForOffline({ key: 'audio:a1', kind: 'audio', title: 'Unit 1', path: '/bookdetail' }, [
      shared,
      '/demo-media/audio/unit1.mp3',
    ]);
    await removeSaved('audio:a1');
    expect(cached()).toEqual(['/api/learningobject']);
    await removeSaved('lesson:l1');
    expect(cached()).toEqual([]);
  });

  it('reads a playlist’s parts on the portal only, each once', () => {
    expect(
      playlistEntries(
        '#EXTM3U\n#EXT-X-KEY:METHOD=NONE\na.ts\na.ts\n//evil.example/b.ts\n',
        '/demo-media/v/index.m3u8',
      ),
    ).toEqual(['/demo-media/v/a.ts']);
  });
});
