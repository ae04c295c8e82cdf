import { isFacultyType } from '@portico/contract/item-kinds';
import { lazy, Suspense } from 'react';

// Loaded only for a test with written or spoken questions (issue 41).
const InstantFeedback = lazy(async () => ({
  default: (await import('./instant-feedback')).InstantFeedback,
}));

/** The instant feedback of an attempt whose test has a written or spoken question; nothing otherwise. */
export function InstantFeedbackSection({
  studentTestId,
  items,
}: {
  studentTestId: string;
  items: readonly { ItemType: string }[];
}) {
  if (!items.some((item) => isFacultyType(item.ItemType))) return null;
  return (
    <Suspense fallback={null}>
      <InstantFeedback studentTestId={studentTestId} />
    </Suspense>
  );
}
