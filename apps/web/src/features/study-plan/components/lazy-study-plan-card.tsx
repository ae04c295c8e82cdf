import { lazy, Suspense } from 'react';

const Card = lazy(async () => ({ default: (await import('./study-plan-card')).StudyPlanCard }));

/**
 * The dashboard's study plan card, loaded after the dashboard itself: its calls and checkboxes are
 * not part of the dashboard's first download (its bundle budget, apps/web/test/bundle-budget.test.ts).
 */
export function StudyPlanCard({ courseId }: { courseId: string }) {
  return (
    <Suspense fallback={null}>
      <Card courseId={courseId} />
    </Suspense>
  );
}
