import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { sendTracks } from './send-tracks';
import { itemId, track } from './test-fakes';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = { error: false, saved: [{ itemId: itemId(1), trackNumber: 3 }], late: 0, timeRemaining: 420 };

describe('sendTracks', () => {
  it('posts the records as { track } and returns the parsed result', async () => {
    const fetchMock = answer(200, { success: true, data: result });
    expect(await sendTracks([track(1, 3)])).toEqual(result);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sync-track');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ track: [track(1, 3)] });
  });

  it('returns a result with the error flag for the queue to judge', async () => {
    answer(200, { success: true, data: { ...result, error: true, saved: [] } });
    expect((await sendTracks([track(1, 3)])).error).toBe(true);
  });

  it('throws ApiError for a refused call', async () => {
    answer(400, { success: false, message: 'track holds at most 21 records', errorCode: 'VALIDATION' });
    await expect(sendTracks([track(1, 3)])).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });

  it('throws ApiError with status 401 for a lost session', async () => {
    answer(401, { success: false, message: 'Session expired', errorCode: 'UNAUTH' });
    await expect(sendTracks([track(1, 3)])).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTH' });
  });

  it('throws ApiError with status 0 when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendTracks([track(1, 3)])).rejects.toMatchObject({ status: 0, fromServer: false });
  });

  it('throws ApiError when the answer is not a sync result', async () => {
    answer(200, { success: true, data: { saved: 'everything' } });
    await expect(sendTracks([track(1, 3)])).rejects.toBeInstanceOf(ApiError);
  });

  it('passes the abort signal on', async () => {
    const fetchMock = answer(200, { success: true, data: result });
    const controller = new AbortController();
    await sendTracks([track(1, 3)], controller.signal);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.signal).toBe(controller.signal);
  });
});
