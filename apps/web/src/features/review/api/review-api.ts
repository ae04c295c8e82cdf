import { type ReviewRecord, reviewDecksApi } from '@portico/contract/review-decks';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { noteSavedAnswer } from '../../../lib/offline-status';
import { keepDeckCopy, readDeckCopy } from '../engine/deck-copy';

export const reviewDecksQueryKey = (courseId: string) => ['review-decks', courseId] as const;
export const reviewSessionQueryKey = (deckId: string) => ['review-session', deckId] as const;

export const useReviewDecks = (courseId: string | null) =>
  useQuery({
    queryKey: reviewDecksQueryKey(courseId ?? ''),
    queryFn: ({ signal }) =>
      callData(reviewDecksApi.decks, { query: { courseId: courseId ?? '' } }, { signal }),
    enabled: Boolean(courseId),
  });

/**
 * A deck's session from the server, kept on the device; without the network, the device's copy with
 * the cards due now (decision 073), and the page says it is a saved copy.
 */
async function getReviewSession(deckId: string, signal: AbortSignal) {
  try {
    const session = await callData(reviewDecksApi.session, { params: { deckId } }, { signal });
    void keepDeckCopy(deckId, session);
    return session;
  } catch (err) {
    const offline = err instanceof ApiError && err.status === 0;
    const copy = offline ? await readDeckCopy(deckId, new Date()) : null;
    if (!copy) throw err;
    noteSavedAnswer(copy.savedAt);
    return copy.session;
  }
}

/** The session's cards are read once per visit: answering them changes them on this device first. */
export const useReviewSession = (deckId: string) =>
  useQuery({
    queryKey: reviewSessionQueryKey(deckId),
    queryFn: ({ signal }) => getReviewSession(deckId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const sendReviews = (reviews: ReviewRecord[]) => callData(reviewDecksApi.sync, { body: { reviews } });

export const saveWord = (courseId: string, word: string, sentence: string) =>
  callData(reviewDecksApi.saveWord, { body: { courseId, word, sentence } });
