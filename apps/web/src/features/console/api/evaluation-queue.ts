import { consoleEvaluationsApi, type EvaluationFilter } from '@portico/contract/console-evaluations';
import {
  type EvaluationAudio,
  type EvaluationConflict,
  EvaluationConflictSchema,
} from '@portico/contract/console-evaluations-drafts';
import { ApiError } from '../../../lib/api-error';
import { type Narrowing, NOT_NARROWED, narrowingKey, narrowingQuery } from '../utils/queue-narrowing';
import { consoleQuery, consoleUpload, type ItemAction, sendItemAction, useItemAction } from './console-call';

const { queue, questions, detail, draft, release, assign, correct, audio, mark, review } =
  consoleEvaluationsApi;
const { askSecond, secondDraft, secondSubmit, settle } = consoleEvaluationsApi;
const acts = { draft, release, assign, correct, mark, review, askSecond, secondDraft, secondSubmit, settle };

/**
 * The evaluation queue (CONSOLE.md 'Evaluations'): attempts oldest first, with turnaround, narrowed
 * to late ones and the member's own when asked; with `since` (the grading workspace) also the
 * releases from then.
 */
export const evaluationQueueQuery = (
  filter: EvaluationFilter,
  narrowing: Narrowing = NOT_NARROWED,
  since?: string,
) =>
  consoleQuery(['console', 'evaluations', 'queue', filter, narrowingKey(narrowing), since ?? null], queue, {
    query: { filter, ...narrowingQuery(narrowing), ...(since ? { since } : {}) },
  });

/**
 * Grading by question (issue 40): the waiting attempts' questions, each with its attempts. Under the
 * queue's key, so every save and release asks for it again.
 */
export const evaluationQuestionsQuery = consoleQuery(
  ['console', 'evaluations', 'queue', 'questions'],
  questions,
  {},
);

/** One attempt: its answers with their criteria, and the saved draft. */
export const evaluationQuery = (id: string) =>
  consoleQuery(['console', 'evaluations', 'one', id], detail, { params: { id } });

/** Save the draft (PUT …/draft), release it, give the attempt to someone, or correct it once released. */
export type EvaluationAction = ItemAction<typeof acts>;

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
export const useEvaluationAction = (id: string) =>
  useItemAction((action: EvaluationAction) => sendItemAction(acts, id, action), {
    item: evaluationQuery(id).queryKey,
    queue: ['console', 'evaluations', 'queue'],
  });

/** Uploads a recorded clip (its bytes as they are); answers its id and where the console plays it. */
export async function uploadEvaluationAudio(id: string, clip: Blob): Promise<EvaluationAudio> {
  const type = (clip.type || 'audio/webm').split(';')[0] ?? 'audio/webm';
  return (await consoleUpload(audio, { params: { id } }, clip, type)).data;
}
