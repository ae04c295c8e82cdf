import { get, post } from '@portico/contract/route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, routeFetch } from '../test/route-fetch';
import { call, callData } from './api-client';
import { ApiError } from './api-error';

afterEach(() => vi.unstubAllGlobals());

const answer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ name: z.string(), count: z.number() }).optional(),
});
const read = get('things/:id', {
  params: z.object({ id: z.string() }),
  query: z.object({ q: z.string() }),
  response: answer,
});
const write = post('things', { body: z.object({ name: z.string() }), response: answer });

describe('the typed client (decision 049)', () => {
  it('fills the address, sends the query, and returns the answer as the route’s schema parses it', async () => {
    const fetchMock = routeFetch({
      'GET things/a%2Fb': json(200, { success: true, data: { name: 'x', count: 2, extra: 'dropped' } }),
    });
    const data = await callData(read, { params: { id: 'a/b' }, query: { q: 'one two' } });
    expect(data).toEqual({ name: 'x', count: 2 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/a%2Fb?q=one+two');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('posts the body as JSON', async () => {
    const fetchMock = routeFetch({ 'POST things': json(200, { success: true, message: 'Saved' }) });
    expect(await call(write, { body: { name: 'n' } })).toEqual({ success: true, message: 'Saved' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ name: 'n' });
  });

  it('sends a file’s bytes as the body, of their own type, in place of JSON', async () => {
    const fetchMock = routeFetch({ 'POST things': json(200, { success: true, message: 'Saved' }) });
    const clip = new Blob(['RIFF'], { type: 'audio/webm' });
    await call(write, { body: { name: 'n' } }, { file: { bytes: clip, type: 'audio/webm' } });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(clip);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('audio/webm');
  });

  it('refuses an answer the contract does not allow, instead of guessing', async () => {
    routeFetch({ 'POST things': json(200, { success: true, data: { name: 'x', count: 'two' } }) });
    const error = await call(write, { body: { name: 'n' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unexpected response (things)');
    expect((error as ApiError).fromServer).toBe(false);
  });

  it('treats an answer without data as an error where the caller needs the data', async () => {
    routeFetch({ 'POST things': json(200, { success: true }) });
    const error = await callData(write, { body: { name: 'n' } }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('No data in the answer (things)');
  });

  it('keeps the server’s refusal: its message, status and code', async () => {
    routeFetch({
      'POST things': json(409, {
        success: false,
        message: 'Taken',
        errorCode: 'CONFLICT',
        data: { name: 'y', count: 1 },
      }),
    });
    const error = (await call(write, { body: { name: 'n' } }).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.errorCode, error.message, error.fromServer]).toEqual([
      409,
      'CONFLICT',
      'Taken',
      true,
    ]);
    expect(error.data).toEqual({ name: 'y', count: 1 });
  });
});
