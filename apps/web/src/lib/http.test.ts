import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../test/route-fetch';
import { ApiError, isNotFound } from './api-error';
import { ADDRESS_NOT_FOUND, sendRequest } from './http';

afterEach(() => vi.unstubAllGlobals());

const refused = json(400, { success: false, message: 'testId must be an id', errorCode: 'VALIDATION' });

describe('sendRequest', () => {
  it('turns a read refused for a malformed id into a page that is not there, never the field rule', async () => {
    routeFetch({ 'GET assessment/report': refused });
    const error = await sendRequest('GET', 'assessment/report', { query: { testId: 'abc' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotFound(error)).toBe(true);
    expect((error as ApiError).message).toBe(ADDRESS_NOT_FOUND);
  });

  it('keeps a read’s other refusals and a write’s validation message: they name what the student chose', async () => {
    routeFetch({
      'GET batches': json(400, {
        success: false,
        message: 'tz must be an IANA time zone',
        errorCode: 'VALIDATION',
      }),
    });
    const error = await sendRequest('GET', 'batches').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('tz must be an IANA time zone');
  });

  it('keeps a write’s validation message: it names the field the student filled', async () => {
    routeFetch({ 'POST profile': refused });
    const error = await sendRequest('POST', 'profile', { body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('testId must be an id');
  });
});
