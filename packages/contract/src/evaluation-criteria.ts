/** One criterion an answer is marked on: its key, its name and its scale. */
export type Criterion = { key: string; label: string; min: number; max: number; step: number };

/** A rubric with one of the given ids: the criteria an answer is marked on and what its result is called. */
export type RubricOf<Id extends string> = {
  id: Id;
  title: string;
  criteria: Criterion[];
  resultLabel: string;
};

/** A criterion marked in whole points from 0 to `max`. */
export const upTo = (key: string, label: string, max: number): Criterion => ({
  key,
  label,
  min: 0,
  max,
  step: 1,
});

/** A rubric; its criteria come last, as they are the long part. */
export const rubricOf = <Id extends string>(
  id: Id,
  title: string,
  resultLabel: string,
  criteria: Criterion[],
): RubricOf<Id> => ({ id, title, criteria, resultLabel });
