import { deferredView } from './deferred-view';
import type { CompareRow } from './review';

/**
 * Review mode: the student's answer and the correct one side by side (answer-compare.tsx). Its table
 * (Mantine's, with its scroll container) is shown only once the test has ended: its code is fetched
 * with the runner's other deferred parts (deferred-view.ts).
 */
export const AnswerCompare = deferredView<{ rows: CompareRow[] }>(() =>
  import('./answer-compare').then((m) => m.AnswerCompare),
);
