import type { ErrorCode } from '@portico/contract/envelope';
import { isIdRefusal } from '@portico/contract/ids';
import { ApiError } from './api-error';
import { SAVED_AT_HEADER } from './offline-rules';
import { noteSavedAnswer } from './offline-status';

type Envelope = { success: boolean; message?: string; data?: unknown; errorCode?: ErrorCode };
type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A file's bytes sent as they are, of their own type (an audio clip, a CV), instead of a JSON body. */
  file?: { bytes: Blob; type: string };
  signal?: AbortSignal;
  /**
   * A 401 UNAUTH answer raises the 'Session Expired!' dialog (spec 1 §4). Off for calls
   * that only ask whether a session exists.
   */
  sessionExpiredDialog?: boolean;
}

const sessionEvents = new EventTarget();
const SESSION_EXPIRED = 'session-expired';

/** Subscribe to UNAUTH answers of protected calls; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  sessionEvents.addEventListener(SESSION_EXPIRED, listener);
  return () => sessionEvents.removeEventListener(SESSION_EXPIRED, listener);
}

/** The address of a call, as the service worker keeps it (a saved lesson's reads: decision 073). */
export function buildUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).success === 'boolean';
}

/** What a page whose address names nothing says (a malformed id in its link). */
export const ADDRESS_NOT_FOUND = 'This page is not available. Check the link you followed.';

/**
 * The call itself: the envelope of a successful answer, or an ApiError when the call fails or
 * success is false. The session travels only as the HttpOnly cookie; nothing here reads or stores a
 * token. Features call the API through lib/api-client.ts, which parses the answer (decision 049).
 */
export async function sendRequest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<Envelope> {
  const { query, body, file, signal, sessionExpiredDialog = true } = options;
  const sent = file
    ? { type: file.type, content: file.bytes }
    : body === undefined
      ? undefined
      : { type: 'application/json', content: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(sent ? { 'Content-Type': sent.type } : {}) },
      body: sent?.content,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('Network error', { status: 0, fromServer: false });
  }

  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (savedAt) noteSavedAnswer(savedAt);

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (!isEnvelope(payload)) {
    throw new ApiError(`Unexpected response (${response.status})`, {
      status: response.status,
      fromServer: false,
    });
  }

  if (!response.ok || !payload.success) {
    if (payload.errorCode === 'UNAUTH' && response.status === 401 && sessionExpiredDialog) {
      sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED));
    }
    // A read whose ids come from the page's address and fail the contract ('testId must be an id')
    // names nothing: the student reads that the page is not there, never the field's rule.
    if (method === 'GET' && payload.errorCode === 'VALIDATION' && isIdRefusal(payload.message ?? '')) {
      throw new ApiError(ADDRESS_NOT_FOUND, { status: 404, errorCode: 'NOT_FOUND', fromServer: true });
    }
    throw new ApiError(payload.message ?? `Request failed (${response.status})`, {
      status: response.ok ? 400 : response.status,
      errorCode: payload.errorCode,
      fromServer: Boolean(payload.message),
      retryAfterSeconds: Number(response.headers.get('retry-after')) || null,
      data: payload.data,
    });
  }
  return payload;
}
