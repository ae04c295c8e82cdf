import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { json, routeFetch } from '../../../test/route-fetch';
import { uploadEvaluationAudio } from './evaluation-queue';

afterEach(() => vi.unstubAllGlobals());

const id = '00000000-0000-4000-8000-000000000001';

describe('a teacher’s recorded feedback', () => {
  it('sends the clip’s bytes as they are, of their type, and answers where the console plays it', async () => {
    const fetchMock = routeFetch({
      [`POST console/evaluations/${id}/audio`]: json(200, {
        success: true,
        message: 'The audio feedback is saved.',
        data: { fileId: 'f1', url: '/api/console/evaluations/x/files/f1' },
      }),
    });
    const clip = new Blob(['webm bytes'], { type: 'audio/webm;codecs=opus' });
    expect(await uploadEvaluationAudio(id, clip)).toEqual({
      fileId: 'f1',
      url: '/api/console/evaluations/x/files/f1',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/console/evaluations/${id}/audio`);
    expect(init.body).toBe(clip);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('audio/webm');
  });

  it('keeps the server’s refusal (a clip too large), so the teacher reads why and keeps the recording', async () => {
    routeFetch({
      [`POST console/evaluations/${id}/audio`]: json(413, {
        success: false,
        message: 'An audio clip can be at most 5 MB.',
        errorCode: 'VALIDATION',
      }),
    });
    const error = await uploadEvaluationAudio(id, new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An audio clip can be at most 5 MB.');
  });
});
