import { type ReviewRecord, reviewDecksApi } from '@portico/contract/review-decks';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const reviewDecksQueryKey = (courseId: string) => ['review-decks', courseId] as const;
export const reviewSessionQueryKey = (deckId: string) => ['review-session', deckId] as const;

export const useReviewDecks = (courseId: string | null) =>
  useQuery({
    queryKey: reviewDecksQueryKey(courseId ?? ''),
    queryFn: ({ signal }) =>
      callData(reviewDecksApi.decks, { query: { courseId: courseId ?? '' } }, { signal }),
    enabled: Boolean(courseId),
  });

/** The session's cards are read once per visit: answering them changes them on this device first. */
export const useReviewSession = (deckId: string) =>
  useQuery({
    queryKey: reviewSessionQueryKey(deckId),
    queryFn: ({ signal }) => callData(reviewDecksApi.session, { params: { deckId } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const sendReviews = (reviews: ReviewRecord[]) => callData(reviewDecksApi.sync, { body: { reviews } });

export const saveWord = (courseId: string, word: string, sentence: string) =>
  callData(reviewDecksApi.saveWord, { body: { courseId, word, sentence } });
