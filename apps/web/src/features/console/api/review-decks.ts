import { consoleReviewDecksApi as api, type CardInput, type DeckInput } from '@portico/contract/review-decks';
import {
  consoleData,
  consoleMessage,
  consoleQuery,
  type RecordAction,
  useConsoleMutation,
} from './console-call';

/** A course's decks (authored, and those made from its vocabulary sets). */
export const reviewDecksQuery = (courseId: string) =>
  consoleQuery(['console', 'review-decks', courseId], api.list, { query: { courseId } });

/** One deck with its cards. */
export const reviewDeckQuery = (deckId: string) =>
  consoleQuery(['console', 'review-deck', deckId], api.detail, { params: { deckId } });

/** A card created, changed or deleted; the deck and the course's decks are read again after it. */
export const useCardAction = (deckId: string) =>
  useConsoleMutation(
    (action: RecordAction<CardInput>) => {
      if (action.kind === 'delete')
        return consoleMessage(api.deleteCard, { params: { deckId, cardId: action.id } });
      return action.id
        ? consoleMessage(api.editCard, { params: { deckId, cardId: action.id }, body: action.body })
        : consoleMessage(api.addCard, { params: { deckId }, body: action.body });
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: ['console', 'review-deck', deckId] }),
  );

/** A new deck of a course. */
export const useCreateDeck = () =>
  useConsoleMutation(
    (input: DeckInput) => consoleData(api.create, { body: input }),
    (_, queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: ['console', 'review-decks', input.courseId] }),
  );

/** A CSV of cards checked (apply false) or added (apply true). */
export const useCardImport = (deckId: string) =>
  useConsoleMutation(
    (body: { csv: string; apply: boolean }) => consoleData(api.importCards, { params: { deckId }, body }),
    (result, queryClient) =>
      result.applied
        ? queryClient.invalidateQueries({ queryKey: ['console', 'review-deck', deckId] })
        : undefined,
  );
