import type { ConsoleMenuItem, MenuInput } from '@portico/contract/console-menus';

/** An item being edited: its key lives only in this browser (new items have no id yet). */
export type MenuRow = {
  key: string;
  title: string;
  navigationUrl: string;
  navigationParam: string;
  subMenu: MenuRow[];
};

let next = 0;
const newKey = () => `new-${++next}`;

export const rowsOf = (items: ConsoleMenuItem[]): MenuRow[] =>
  items.map((i) => ({
    key: i.id,
    title: i.title,
    navigationUrl: i.navigationUrl,
    navigationParam: i.navigationParam,
    subMenu: rowsOf(i.subMenu),
  }));

/** What is saved: the items in order with their sub-items. */
export const inputOf = (rows: MenuRow[]): MenuInput => ({
  items: rows.map((r) => ({
    title: r.title,
    navigationUrl: r.navigationUrl,
    navigationParam: r.navigationParam,
    subMenu: r.subMenu.map((s) => ({
      title: s.title,
      navigationUrl: s.navigationUrl,
      navigationParam: s.navigationParam,
    })),
  })),
});

export const blankRow = (): MenuRow => ({
  key: newKey(),
  title: '',
  navigationUrl: '/dashboard',
  navigationParam: '',
  subMenu: [],
});

/** The key of the item's parent, or null for a top-level item. */
export function parentOf(rows: MenuRow[], key: string): string | null {
  for (const r of rows) if (r.subMenu.some((s) => s.key === key)) return r.key;
  return null;
}

const swap = <T>(list: T[], i: number, j: number): T[] => {
  if (i < 0 || j < 0 || i >= list.length || j >= list.length) return list;
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  return copy;
};

/** Moves an item one place up (-1) or down (+1) among its siblings. */
export function move(rows: MenuRow[], key: string, by: -1 | 1): MenuRow[] {
  const i = rows.findIndex((r) => r.key === key);
  if (i >= 0) return swap(rows, i, i + by);
  return rows.map((r) => {
    const j = r.subMenu.findIndex((s) => s.key === key);
    return j >= 0 ? { ...r, subMenu: swap(r.subMenu, j, j + by) } : r;
  });
}

export const update = (rows: MenuRow[], key: string, change: Partial<MenuRow>): MenuRow[] =>
  rows.map((r) =>
    r.key === key
      ? { ...r, ...change }
      : { ...r, subMenu: r.subMenu.map((s) => (s.key === key ? { ...s, ...change } : s)) },
  );

/** Removes an item (a heading with its sub-items). */
export const remove = (rows: MenuRow[], key: string): MenuRow[] =>
  rows.filter((r) => r.key !== key).map((r) => ({ ...r, subMenu: r.subMenu.filter((s) => s.key !== key) }));

function find(rows: MenuRow[], key: string): MenuRow | undefined {
  for (const r of rows) {
    if (r.key === key) return r;
    const sub = r.subMenu.find((s) => s.key === key);
    if (sub) return sub;
  }
  return undefined;
}

/** Puts an item under another top-level item (last of its sub-items), or at the top level (last). */
export function reparent(rows: MenuRow[], key: string, parent: string | null): MenuRow[] {
  const item = find(rows, key);
  if (!item || parent === key || parentOf(rows, key) === parent) return rows;
  // Only one level: an item with sub-items stays at the top level.
  if (parent && item.subMenu.length) return rows;
  const without = remove(rows, key);
  if (!parent) return [...without, item];
  return without.map((r) => (r.key === parent ? { ...r, subMenu: [...r.subMenu, item] } : r));
}
