import type { ModuleRow } from './learning.repository';

/**
 * The modules under `rootId` (the root first), or the whole course when null: depth first, each
 * level by orderNo, the order a student meets them.
 */
export function depthFirst(modules: ModuleRow[], rootId: string | null = null): ModuleRow[] {
  const children = new Map<string | null, ModuleRow[]>();
  for (const m of modules) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const out: ModuleRow[] = [];
  const walk = (parent: string | null) => {
    for (const m of [...(children.get(parent) ?? [])].sort((a, b) => a.orderNo - b.orderNo)) {
      out.push(m);
      walk(m.id);
    }
  };
  const root = rootId ? modules.find((m) => m.id === rootId) : undefined;
  if (root) {
    out.push(root);
    walk(root.id);
  } else walk(null);
  return out;
}
