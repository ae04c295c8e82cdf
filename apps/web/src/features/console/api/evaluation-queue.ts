import type {
  EvaluationDetail,
  EvaluationFilter,
  EvaluationQueue,
} from '@portico/contract/console-evaluations';
import {
  type EvaluationAudio,
  type EvaluationAudioResponse,
  type EvaluationConflict,
  EvaluationConflictSchema,
  type EvaluationSaveRequest,
} from '@portico/contract/console-evaluations-drafts';
import { ApiError } from '../../../lib/api-error';
import { dataOf } from './console';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The evaluation queue (CONSOLE.md 'Evaluations'): attempts oldest first, with turnaround. */
export const evaluationQueueQuery = (filter: EvaluationFilter) =>
  consoleQuery<EvaluationQueue>(['console', 'evaluations', 'queue', filter], 'console/evaluations', {
    query: { filter },
  });

/** One attempt: its answers with their criteria, and the saved draft. */
export const evaluationQuery = (id: string) =>
  consoleQuery<EvaluationDetail>(['console', 'evaluations', 'one', id], itemPath('console/evaluations', id));

export type EvaluationAction =
  | { kind: 'draft'; body: EvaluationSaveRequest }
  | { kind: 'release'; body: EvaluationSaveRequest }
  | { kind: 'assign'; body: { staffId: string | null } };

/** A save or release refused for coming from an older draft (409): the draft as it stands. */
export function evaluationConflictOf(error: unknown): EvaluationConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = EvaluationConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/**
 * Saves the draft, releases it or assigns the attempt; the queue and the attempt are asked again.
 * The page's autosave sends its drafts through this too.
 */
export function useEvaluationAction(id: string) {
  return useConsoleMutation(
    async (action: EvaluationAction): Promise<{ detail: EvaluationDetail; message?: string }> => {
      const path = `${itemPath('console/evaluations', id)}/${action.kind}`;
      const res = await consoleSend<EvaluationDetail>(
        action.kind === 'draft' ? 'PUT' : 'POST',
        path,
        action.body,
      );
      return { detail: dataOf(res.data), message: res.message };
    },
    ({ detail }, queryClient) => {
      queryClient.setQueryData(evaluationQuery(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: ['console', 'evaluations', 'queue'] });
    },
  );
}

/** Uploads a recorded clip (its bytes as they are); answers its id and where the console plays it. */
export async function uploadEvaluationAudio(id: string, clip: Blob): Promise<EvaluationAudio> {
  const type = (clip.type || 'audio/webm').split(';')[0] ?? 'audio/webm';
  let response: Response;
  try {
    response = await fetch(`/api/console/evaluations/${encodeURIComponent(id)}/audio`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': type },
      body: clip,
    });
  } catch {
    throw new ApiError('Network error', { status: 0, fromServer: false });
  }
  const payload = (await response.json().catch(() => null)) as EvaluationAudioResponse | null;
  if (!response.ok || !payload?.success || !payload.data) {
    throw new ApiError(payload?.message ?? `Request failed (${response.status})`, {
      status: response.status,
      fromServer: Boolean(payload?.message),
    });
  }
  return payload.data;
}
