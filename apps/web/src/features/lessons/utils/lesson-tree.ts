import type { LearningModule } from '@portico/contract/learning';

/** spec 2 §2: a module named 'grammar' or 'level 1' (any case) shows its submodules as tags on top. */
export const showsTags = (module: Pick<LearningModule, 'component'>) =>
  ['grammar', 'level 1'].includes(module.component.title.trim().toLowerCase());

/** spec 2 §2 content types: a module whose referenceType is 'videos' lists its videos as a grid. */
export const isVideoGrid = (module: Pick<LearningModule, 'component'>) =>
  module.component.referenceType.trim().toLowerCase() === 'videos';

const byOrder = (a: LearningModule, b: LearningModule) => a.orderNo - b.orderNo;

/** The navigator's modules: the root's children in order (the root itself when it has none). */
export function navigatorModules(root: LearningModule): LearningModule[] {
  return root.subModule.length > 0 ? [...root.subModule].sort(byOrder) : [root];
}

/** A topic: a module whose objects are shown, with the navigator module it sits under. */
export interface Topic {
  module: LearningModule;
  parent: LearningModule;
}

/** Every topic in navigator order: each module's submodules, or the module itself when it has none. */
export function topicsOf(root: LearningModule): Topic[] {
  return navigatorModules(root).flatMap((parent) =>
    parent.subModule.length > 0
      ? [...parent.subModule].sort(byOrder).map((module) => ({ module, parent }))
      : [{ module: parent, parent }],
  );
}

/** The topics before and after the given one (spec 2 §2 previous/next topic links). */
export function neighbours(topics: Topic[], moduleId: string | null) {
  const at = topics.findIndex((t) => t.module.id === moduleId);
  return { previous: at > 0 ? topics[at - 1] : undefined, next: at >= 0 ? topics[at + 1] : undefined };
}

/** spec 2 §2: the '@@@break@@@' marker splits a lesson body from its answer part. */
export const ANSWER_BREAK = '@@@break@@@';
export function splitAnswer(html: string): { body: string; answer: string | null } {
  const at = html.indexOf(ANSWER_BREAK);
  if (at === -1) return { body: html, answer: null };
  return { body: html.slice(0, at), answer: html.slice(at + ANSWER_BREAK.length) };
}
