/** A menu row as stored: its id, and its parent's (null at the top). */
type MenuRowRef = { id: string; parentId: string | null };

/**
 * A course's menu rows (in the order shown) as the tree of items students get: each row made into its
 * item by `item`, under its parent's `subMenu`, or at the top when it has no parent or its parent is
 * not among the rows. The student's menu and the console's editor build it the same way.
 */
export function menuTree<R extends MenuRowRef, I extends { subMenu: I[] }>(
  rows: R[],
  item: (row: R) => I,
): I[] {
  const byId = new Map(rows.map((r) => [r.id, item(r)]));
  const roots: I[] = [];
  for (const r of rows) {
    const node = byId.get(r.id);
    if (!node) continue;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    (parent ? parent.subMenu : roots).push(node);
  }
  return roots;
}
