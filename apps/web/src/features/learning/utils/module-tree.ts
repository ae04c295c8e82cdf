import type { MenuItem } from '@portico/contract/courses';
import type { LearningModule } from '@portico/contract/learning';

export const byOrderNo = <T extends { orderNo: number }>(list: T[]): T[] =>
  [...list].sort((a, b) => a.orderNo - b.orderNo);

/** The module and all its sub-modules, depth first, each level by orderNo. */
export function flattenModules(module: LearningModule): LearningModule[] {
  return [module, ...byOrderNo(module.subModule).flatMap(flattenModules)];
}

const menuPath = (url: string) => (url.startsWith('/') ? url : `/${url}`);

/** spec 2 §2 Practice tests: the menu entry whose address is the current path. */
export function findMenuEntry(items: MenuItem[], pathname: string): MenuItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const item of items) {
    if (item.navigationUrl && menuPath(item.navigationUrl).replace(/\/+$/, '') === path) return item;
    const sub = findMenuEntry(item.subMenu, pathname);
    if (sub) return sub;
  }
  return null;
}

export interface ModuleSelection {
  /** The child modules shown as buttons (e.g. Listening, Reading). */
  modules: LearningModule[];
  module: LearningModule;
  /** The sub-modules of the chosen module shown as tags (e.g. weeks). */
  weeks: LearningModule[];
  week: LearningModule | null;
  /** The module whose objects are the cards. */
  target: LearningModule;
}

/** The chosen module and week, falling back to the first of each (or the root itself). */
export function selectModule(
  root: LearningModule,
  moduleId: string | null,
  weekId: string | null,
): ModuleSelection {
  const modules = byOrderNo(root.subModule);
  const module = modules.find((m) => m.id === moduleId) ?? modules[0] ?? root;
  const weeks = module === root ? [] : byOrderNo(module.subModule);
  const week = weeks.find((w) => w.id === weekId) ?? weeks[0] ?? null;
  return { modules, module, weeks, week, target: week ?? module };
}
