import { lazy, Suspense } from 'react';

const Card = lazy(() => import('./reviews-due-card').then((m) => ({ default: m.ReviewsDueCard })));

/**
 * The dashboard's card of reviews due, as its own chunk: the dashboard's first paint does not wait
 * for the decks' schemas, and a page that only wraps a passage in 'Add to deck' never loads it.
 */
export function ReviewsDueCard({ courseId }: { courseId: string }) {
  return (
    <Suspense fallback={null}>
      <Card courseId={courseId} />
    </Suspense>
  );
}
