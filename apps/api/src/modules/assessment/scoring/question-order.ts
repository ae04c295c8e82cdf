/**
 * SCORING.md / spec 3 §4: randomizeNo n with 1 <= n <= 6 moves the items at 1-based positions
 * n, 2n, 3n, ... of a section to the front, in their order; the others keep theirs. Any other n
 * (0, 7, null, negative, fractional) leaves the order alone. n = 1 moves every item, so the order
 * stays as it was.
 */
export function orderSectionItems<T>(items: readonly T[], randomizeNo: number | null | undefined): T[] {
  if (!isActiveRandomizeNo(randomizeNo)) return [...items];
  const moved = items.filter((_, index) => (index + 1) % randomizeNo === 0);
  const kept = items.filter((_, index) => (index + 1) % randomizeNo !== 0);
  return [...moved, ...kept];
}

/** Orders every section on its own (SCORING.md: 'in each section'). */
export function orderTestItems<T>(
  sections: readonly (readonly T[])[],
  randomizeNo: number | null | undefined,
): T[][] {
  return sections.map((items) => orderSectionItems(items, randomizeNo));
}

/** spec 3 §9: randomising applies only when randomizeNo is 6 or less; 0 and below mean none. */
export function isActiveRandomizeNo(randomizeNo: number | null | undefined): randomizeNo is number {
  return (
    typeof randomizeNo === 'number' && Number.isInteger(randomizeNo) && randomizeNo >= 1 && randomizeNo <= 6
  );
}
