import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { RUNNER_ID } from './runner-id';
import { sendTracks } from './send-tracks';
import { itemId, savedAcks, syncResult, track } from './test-fakes';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = syncResult(savedAcks([{ itemId: itemId(1), trackNumber: 3 }]), 420);

describe('sendTracks', () => {
  it('posts the records as { track, runnerId } and returns the parsed result', async () => {
    const fetchMock = answer(200, { success: true, data: result });
    expect(await sendTracks([track(1, 3)])).toEqual(result);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sync-track');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ track: [track(1, 3)], runnerId: RUNNER_ID });
    expect(RUNNER_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('returns a result with the error flag for the queue to judge', async () => {
    answer(200, { success: true, data: { ...result, error: true, acks: [] } });
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
