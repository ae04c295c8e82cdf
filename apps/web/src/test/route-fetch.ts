import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = Response | ((init: RequestInit) => Response | Promise<Response>);

/** fetch answered by 'METHOD path' (path without /api/ and query); unknown calls fail loudly. */
export function routeFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path =
      String(input)
        .replace(/^\/api\//, '')
        .split('?')[0] ?? '';
    const answer = answers[`${init.method ?? 'GET'} ${path}`];
    if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${path}`);
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
