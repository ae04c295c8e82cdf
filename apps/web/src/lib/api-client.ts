import {
  fillPath,
  type NeedsInput,
  type RouteAnswer,
  type RouteAnswerData,
  type RouteDef,
  type RouteInput,
} from '@portico/contract/route';
import { ApiError } from './api-error';
import { buildUrl, sendRequest } from './http';

export interface CallOptions {
  signal?: AbortSignal;
  /** A file's bytes as the body, of their own type, in place of the route's JSON body. */
  file?: { bytes: Blob; type: string };
  /** Off for calls that only ask whether a session exists, and for the console (lib/http.ts). */
  sessionExpiredDialog?: boolean;
}

/** The input (required when the route declares params, query or body) and the call's options. */
type CallArgs<D extends RouteDef> =
  NeedsInput<D> extends true
    ? [input: RouteInput<D>, options?: CallOptions]
    : [input?: RouteInput<D>, options?: CallOptions];

/**
 * Calls one route of the contract (decision 049) and returns its answer as the route's response
 * schema parses it: an answer that does not match the contract is an error here, never a guess.
 */
export async function call<D extends RouteDef>(def: D, ...args: CallArgs<D>): Promise<RouteAnswer<D>> {
  const [input, options] = args as unknown as [unknown, CallOptions | undefined];
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const payload = await sendRequest(def.method, fillPath(def.path, params), {
    query,
    body: def.method === 'GET' ? undefined : (body ?? {}),
    ...options,
  });
  if (!def.response) return payload as RouteAnswer<D>;
  const parsed = def.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(`Unexpected response (${def.path})`, { status: 200, fromServer: false });
  }
  return parsed.data as RouteAnswer<D>;
}

/** Calls a route whose answer carries data, and returns that data (an answer without it is an error). */
export async function callData<D extends RouteDef>(
  def: D,
  ...args: CallArgs<D>
): Promise<RouteAnswerData<D>> {
  const answer = (await call(def, ...args)) as { data?: RouteAnswerData<D> };
  if (answer.data === undefined) {
    throw new ApiError(`No data in the answer (${def.path})`, { status: 200, fromServer: false });
  }
  return answer.data;
}

/** The address a GET of the contract reads (what the service worker keeps for offline use). */
export function readUrl<D extends RouteDef>(def: D, input: RouteInput<D>): string {
  const { params, query } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean | undefined>;
  };
  return buildUrl(fillPath(def.path, params), query);
}
