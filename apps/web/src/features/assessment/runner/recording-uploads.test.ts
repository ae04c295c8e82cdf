import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingUploads } from './recording-uploads';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const voice = (words: string) => new Blob([words], { type: 'audio/webm' });

/** Uploads with a device store and answers that log what happened, in order. */
function uploadsWith(upload: (itemId: string, blob: Blob) => Promise<string>) {
  const log: string[] = [];
  const uploads = new RecordingUploads({
    keep: async (itemId, blob) => {
      log.push(`keep ${itemId} ${await blob.text()}`);
    },
    forget: async (itemId) => {
      log.push(`forget ${itemId}`);
    },
    upload: async (itemId, blob) => {
      log.push(`upload ${itemId} ${await blob.text()}`);
      return upload(itemId, blob);
    },
    uploaded: async (itemId, url) => {
      log.push(`answer ${itemId} ${url}`);
    },
    retryMs: 60_000,
  });
  return { uploads, log };
}

afterEach(() => vi.useRealTimers());

describe('RecordingUploads', () => {
  it('finish() stops the recording in progress and resolves once its answer is queued', async () => {
    const sent = deferred<string>();
    const { uploads, log } = uploadsWith(() => sent.promise);
    const finished = vi.fn();
    // A recorder that, told to stop, hands its recording over a moment later.
    uploads.began(async () => {
      log.push('stop');
      await Promise.resolve();
      void uploads.add('task-1', voice('hello'), 'audio/webm');
    });
    expect(uploads.busy).toBe(true);
    const done = uploads.finish().then((ok) => {
      finished(ok);
      return ok;
    });
    await vi.waitFor(() => expect(log).toContain('upload task-1 hello'));
    expect(finished).not.toHaveBeenCalled();
    sent.resolve('/files/1');
    expect(await done).toBe(true);
    expect(log).toEqual([
      'stop',
      'keep task-1 hello',
      'upload task-1 hello',
      'answer task-1 /files/1',
      'forget task-1',
    ]);
  });

  it('a failed upload is kept and owed: finish() says so, and the next finish() tries it at once', async () => {
    let online = false;
    const { uploads, log } = uploadsWith(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return '/files/1';
    });
    expect(await uploads.add('task-1', voice('hello'), 'audio/webm')).toBe(false);
    expect(uploads.busy).toBe(true);
    expect(await uploads.finish()).toBe(false);
    expect(log).not.toContain('forget task-1');
    online = true;
    expect(await uploads.finish()).toBe(true);
    expect(log.filter((l) => l.startsWith('keep'))).toEqual(['keep task-1 hello']);
    expect(log.slice(-2)).toEqual(['answer task-1 /files/1', 'forget task-1']);
    expect(uploads.busy).toBe(false);
    uploads.dispose();
  });

  it('a recording made again while the first is uploading: only the newest becomes the answer', async () => {
    const first = deferred<string>();
    let n = 0;
    const { uploads, log } = uploadsWith(() => (++n === 1 ? first.promise : Promise.resolve('/files/2')));
    const one = uploads.add('task-1', voice('first'), 'audio/webm');
    await vi.waitFor(() => expect(log).toContain('upload task-1 first'));
    const two = uploads.add('task-1', voice('second'), 'audio/webm');
    first.resolve('/files/1');
    expect(await one).toBe(true);
    expect(await two).toBe(true);
    expect(log.filter((l) => l.startsWith('answer'))).toEqual(['answer task-1 /files/2']);
  });

  it('a recording handed over once the runner has gone is kept on the device for the next one', async () => {
    const { uploads, log } = uploadsWith(async () => '/files/1');
    uploads.dispose();
    expect(await uploads.add('task-1', voice('hello'), 'audio/webm')).toBe(false);
    expect(log).toEqual(['keep task-1 hello']);
  });

  it('a failed upload is tried again by itself after a while', async () => {
    vi.useFakeTimers();
    let online = false;
    const { uploads, log } = uploadsWith(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return '/files/1';
    });
    expect(await uploads.add('task-1', voice('hello'), 'audio/webm')).toBe(false);
    online = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.at(-2)).toBe('answer task-1 /files/1');
    expect(uploads.busy).toBe(false);
  });
});
