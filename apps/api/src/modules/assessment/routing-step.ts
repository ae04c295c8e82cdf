import {
  type AdaptiveRoute,
  type AttemptRoute,
  type AttemptRoutes,
  adaptiveRoutes,
  type ItemParams,
} from '@portico/contract/adaptive';
import type { SectionClock } from '../../db/schema';
import { type ModuleItem, moduleAbility, pickRoute, rawRange } from '../adaptive/routing';
import type { ItemScore } from '../items/item.types';
import type { ItemRow, SectionRow } from './test-json';

/**
 * Multistage routing (issue 43, decision 063): a routed section (the digital SAT's second module, the
 * GRE's second section of a measure) holds the items of two routes. When an attempt is made, each
 * route's items are drawn in the order the student would see them and kept apart (`routes`); the
 * section's item order stays empty. When the section starts, the server reads the student's answers
 * to the section it is routed from, picks the route by the section's rule and hands out that route's
 * items only: the client never names a route, and an answer to an item of the other route names an
 * item the attempt does not hold. Pure: the service stores what these return.
 */

/** Authored difficulty as an IRT difficulty, for an item without parameters of its own. */
const DIFFICULTY_B: Record<string, number> = { easy: -1, medium: 0, hard: 1 };

/** An item's IRT parameters: its own, else a 2PL item of its authored difficulty (decision 062). */
export const itemParams = (item: Pick<ItemRow, 'irt' | 'difficulty'>): ItemParams =>
  item.irt ?? { a: 1, b: DIFFICULTY_B[(item.difficulty ?? '').toLowerCase()] ?? 0, c: 0 };

/** A routed section's items, ordered, into their routes' pools; other sections' ids as they are. */
export function drawRoutes(
  sections: readonly SectionRow[],
  ordered: (section: SectionRow) => ItemRow[],
): { itemOrder: Record<string, string[]>; routes: AttemptRoutes } {
  const itemOrder: Record<string, string[]> = {};
  const routes: AttemptRoutes = {};
  for (const s of sections) {
    const items = ordered(s);
    if (!s.routing) {
      itemOrder[s.id] = items.map((i) => i.id);
      continue;
    }
    itemOrder[s.id] = [];
    const pools = Object.fromEntries(
      adaptiveRoutes.map((r) => [r, items.filter((i) => i.route === r).map((i) => i.id)]),
    ) as Record<AdaptiveRoute, string[]>;
    routes[s.id] = { pools, route: null, raw: null, theta: null, routedAt: null };
  }
  return { itemOrder, routes };
}

/** Items taken, with their IRT parameters, and whether each was answered right (unanswered: wrong). */
function scoredItems(
  ids: readonly string[],
  items: ReadonlyMap<string, ItemRow>,
  scores: ReadonlyMap<string, ItemScore>,
) {
  const moduleItems: ModuleItem[] = ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [{ id, ...itemParams(item) }] : [];
  });
  const answers = moduleItems.map((i) => ({ itemId: i.id, correct: scores.get(i.id)?.isCorrect === true }));
  return { moduleItems, answers };
}

export type RouteChoice = Pick<AttemptRoute, 'route' | 'raw' | 'theta'> & { route: AdaptiveRoute };

/**
 * The route of a routed section from the scores of the items the student got in the section it is
 * routed from (an item not answered is wrong): its rule's raw score or ability estimate.
 */
export function chooseRoute(
  section: SectionRow,
  itemOrder: Readonly<Record<string, string[]>>,
  items: ReadonlyMap<string, ItemRow>,
  scores: ReadonlyMap<string, ItemScore>,
): RouteChoice | null {
  if (!section.routing) return null;
  const { from, rule } = section.routing;
  const { moduleItems, answers } = scoredItems(itemOrder[from] ?? [], items, scores);
  const raw = answers.filter((a) => a.correct).length;
  const route = pickRoute(rule, answers, moduleItems);
  const theta = rule.kind === 'theta-threshold' ? pickTheta(answers, moduleItems) : null;
  return { route, raw, theta };
}

/** The ability estimate a theta rule routed by, kept with the route (three decimals). */
function pickTheta(answers: { itemId: string; correct: boolean }[], moduleItems: ModuleItem[]) {
  return Math.round(moduleAbility(answers, moduleItems).theta * 1000) / 1000;
}

/** The routed sections a new clock starts that have no route yet. */
export function sectionsToRoute(
  sections: readonly SectionRow[],
  routes: Readonly<AttemptRoutes>,
  clock: readonly SectionClock[],
): SectionRow[] {
  const started = new Set(clock.filter((c) => c.startedAt).map((c) => c.sectionId));
  return sections.filter((s) => s.routing && routes[s.id] && !routes[s.id]?.route && started.has(s.id));
}

/** The attempt's item order and routes once `section` takes `choice`: that route's items handed out. */
export function applyRoute(
  attempt: { itemOrder: Readonly<Record<string, string[]>>; routes: Readonly<AttemptRoutes> },
  sectionId: string,
  choice: RouteChoice,
  now: Date,
): { itemOrder: Record<string, string[]>; routes: AttemptRoutes } {
  const held = attempt.routes[sectionId];
  if (!held) return { itemOrder: { ...attempt.itemOrder }, routes: { ...attempt.routes } };
  return {
    itemOrder: { ...attempt.itemOrder, [sectionId]: held.pools[choice.route] },
    routes: { ...attempt.routes, [sectionId]: { ...held, ...choice, routedAt: now.toISOString() } },
  };
}

/**
 * A routed measure's likely raw scores (80 %) over the items the student took in all its sections
 * (Module 1 and the route's Module 2), from the items' IRT parameters: where the score is uncertain,
 * the report shows the scaled range these give on the route's table. Null: no item taken.
 */
export function measureRawRange(
  sections: readonly SectionRow[],
  referenceType: string,
  itemOrder: Readonly<Record<string, string[]>>,
  items: ReadonlyMap<string, ItemRow>,
  scores: ReadonlyMap<string, ItemScore>,
): { low: number; high: number } | null {
  const ids = sections.filter((s) => s.referenceType === referenceType).flatMap((s) => itemOrder[s.id] ?? []);
  const { moduleItems, answers } = scoredItems(ids, items, scores);
  return moduleItems.length ? rawRange(answers, moduleItems) : null;
}
