import { useParams } from 'react-router';
import { ReviewDecksPage } from './review-decks-page';
import { ReviewSessionPage } from './review-session-page';

/** /review (the decks) and /review/:deckId (a deck's session): one route of the student's table. */
export function ReviewPage() {
  const { deckId } = useParams();
  return deckId ? <ReviewSessionPage key={deckId} /> : <ReviewDecksPage />;
}
