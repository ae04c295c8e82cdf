import type { ItemCredit } from '@portico/contract/item-credit';
import type { Element } from '@xmldom/xmldom';
import type { AuthoredItem } from '../content/content-item-format';
import type { Replace } from './qti-body';
import type { Mapping, Processing, ResponseDeclaration } from './qti-response';
import { attr, child, children } from './qti-xml';

/**
 * Each QTI 3.0 interaction as a Portico item type (decision 066), with the marks its response
 * processing gives, or the reason it cannot be one:
 * - choice: one answer → mcq; several → mca (match_correct: all or nothing; map_response with one
 *   value for every right choice: a mark per right choice, less one per wrong one when they cost it);
 * - text entry (inline, one or more) → b, each gap's accepted answers from the correct response and
 *   the mapping's top-valued keys; inline choice → rf; extended text → essay (a teacher marks it);
 * - order → reorder (match_correct: the whole order or nothing); match and gap match → drop (a slot
 *   per source or gap; match_correct: all or nothing; map_response: each slot's mapped value);
 * - slider → ne (its correct value);
 * - associate, hottext, hotspot, select point, graphic ones, position object, drawing, upload, media,
 *   end attempt and custom or portable custom interactions: no Portico counterpart, reported by name.
 */

export const INLINE = new Set(['text-entry', 'inline-choice']);

export interface Context {
  declarations: Map<string, ResponseDeclaration>;
  processing: Processing;
  /** The normal maximum of the item's score: a teacher-marked item's worth. */
  maximum?: number;
  /** Portico's own type, when the item came from Portico's export (`class="portico-type-…"`). */
  porticoType?: string;

  /** An element's content as Portico HTML (QTI elements inside it through `replace`). */
  html: (el: Element, replace?: Replace) => string;
}

type ItemFields = Omit<AuthoredItem, 'key' | 'html'>;

export interface Converted {
  item: ItemFields;
  /** What stands in the body for each QTI element the interaction owns. */
  replace: Replace;
  notes: string[];
}

export type Outcome = Converted | { reason: string };

const NONE: Record<string, string> = {
  associate: 'pairs made within one set',
  hottext: 'words or phrases chosen in the text',
  hotspot: 'a place chosen on an image',
  'select-point': 'a point marked on an image',
  'graphic-order': 'places on an image put in order',
  'graphic-associate': 'places on an image paired',
  'graphic-gap-match': 'labels dragged onto an image',
  'position-object': 'an object placed on an image',
  drawing: 'a drawing',
  upload: 'a file uploaded',
  media: 'a recording played as the answer',
  'end-attempt': 'a button that ends the attempt',
  custom: 'a custom interaction',
  'portable-custom': 'a portable custom interaction (PCI)',
};

/** Why Portico has no item type for an interaction; undefined when it has one. */
export function unsupported(name: string, porticoType?: string): string | undefined {
  // A recording Portico exported: an upload of the student's spoken or filmed answer.
  if (name === 'upload' && porticoType?.startsWith('record-')) return undefined;
  const none = NONE[name];
  return none ? `Portico has no item type for ${none} (${name})` : undefined;
}

/** The interaction(s) of an item, all of one kind, as a Portico item. */
export function convertInteraction(name: string, els: Element[], ctx: Context): Outcome {
  const none = unsupported(name, ctx.porticoType);
  if (none) return { reason: none };
  const el = els[0] as Element;
  const decl = ctx.declarations.get(attr(el, 'response-identifier') ?? '');
  if (!decl)
    return { reason: `the interaction's response '${attr(el, 'response-identifier')}' is not declared` };
  if (name === 'extended-text' || name === 'upload') return essay(ctx, `qti-${name}-interaction`);
  if (name === 'text-entry' || name === 'inline-choice') return inlineGaps(name, els, ctx);
  const notes = ctx.processing.kind === 'none' ? [NO_PROCESSING] : [];
  if (ctx.processing.kind === 'other')
    return { reason: `${ctx.processing.what} that Portico cannot reduce to a standard template` };
  if (ctx.processing.kind === 'gap_sum' || ctx.processing.kind === 'gap_all')
    return { reason: 'custom response processing that Portico cannot reduce to a standard template' };
  const outcome = blockInteraction(name, el, decl, ctx);
  return 'reason' in outcome ? outcome : { ...outcome, notes: [...notes, ...outcome.notes] };
}

const NO_PROCESSING =
  'The item has no response processing: Portico marks it as match_correct (1 when right).';

function blockInteraction(name: string, el: Element, decl: ResponseDeclaration, ctx: Context): Outcome {
  if (name === 'choice') return choice(el, decl, ctx);
  if (name === 'order') return order(el, decl, ctx);
  if (name === 'match') return match(el, decl, ctx);
  if (name === 'gap-match') return gapMatch(el, decl, ctx);
  if (name === 'slider') return slider(el, decl, ctx);
  return { reason: `Portico does not know the ${name} interaction` };
}

/** The interaction's prompt where the interaction stood; everything else of it is the item's answer. */
const promptOnly =
  (el: Element, ctx: Context): Replace =>
  (found) =>
    found === el ? promptOf(el, ctx) : undefined;

/** Marks read from each response's mapping: map_response, or one of the gap idioms that sum or test it. */
const usesMap = (ctx: Context) =>
  ctx.processing.kind === 'map_response' ||
  ctx.processing.kind === 'gap_sum' ||
  ctx.processing.kind === 'gap_all';

/** A gap's mapped worth when the marks are read per gap (and not 1). */
const gapWorth = (ctx: Context, top: number) =>
  ctx.processing.kind !== 'gap_all' && top !== 1 && top > 0 ? { points: top } : {};

/**
 * An extended text: an essay a teacher marks (up to the score's normal maximum), whatever its
 * response processing says; an upload Portico exported: the recording it was.
 */
function essay(ctx: Context, element: string): Outcome {
  const notes =
    ctx.processing.kind === 'none'
      ? []
      : ['A teacher marks the answer; the response processing is not used.'];
  return {
    item: { type: 'essay', ...(ctx.maximum === undefined ? {} : { points: ctx.maximum }) },
    replace: (found) => (found.localName === element ? promptOf(found, ctx) : undefined),
    notes,
  };
}

/** The worth match_correct gives when right (1 unless written out otherwise). */
const matchWorth = (ctx: Context) =>
  ctx.processing.kind === 'match_correct' && ctx.processing.points !== undefined
    ? { points: ctx.processing.points }
    : {};

const promptOf = (el: Element, ctx: Context) => {
  const prompt = child(el, 'qti-prompt');
  return prompt ? `<div>${ctx.html(prompt)}</div>` : '';
};

function choice(el: Element, decl: ResponseDeclaration, ctx: Context): Outcome {
  const choices = children(el, 'qti-simple-choice');
  const options = choices.map((c) => ({
    text: ctx.html(c),
    correct: decl.correct.includes(attr(c, 'identifier') ?? ''),
  }));
  const single = decl.cardinality === 'single';
  const right = options.filter((o) => o.correct).length;
  if (right === 0) return { reason: 'the item has no correct response' };
  if (single && right !== 1) return { reason: 'a single-answer choice with several correct responses' };
  const credit: ChoiceCredit = usesMap(ctx)
    ? choiceMapCredit(choices, decl, single)
    : single
      ? matchWorth(ctx)
      : { credit: 'whole', ...matchWorth(ctx) };
  if ('reason' in credit) return credit;
  const item: ItemFields = {
    type: single ? 'mcq' : 'mca',
    options,
    ...(credit.points === undefined ? {} : { points: credit.points }),
    ...(credit.credit ? { credit: { choiceSet: credit.credit } as ItemCredit } : {}),
  };
  return { item, replace: promptOnly(el, ctx), notes: [] };
}

type ChoiceCredit =
  | { credit?: 'whole' | 'per-right' | 'right-minus-wrong'; points?: number }
  | { reason: string };

/** map_response on a choice: one value for every right choice (and 0 or its negative for a wrong one). */
function choiceMapCredit(choices: Element[], decl: ResponseDeclaration, single: boolean): ChoiceCredit {
  const map = decl.mapping as Mapping | null;
  if (!map) return { reason: 'map_response without a mapping' };
  const value = (id: string) => map.entries.get(id) ?? map.defaultValue;
  const ids = choices.map((c) => attr(c, 'identifier') ?? '');
  const right = ids.filter((id) => decl.correct.includes(id)).map(value);
  const wrong = ids.filter((id) => !decl.correct.includes(id)).map(value);
  const top = right[0] ?? 0;
  if (top <= 0 || right.some((v) => v !== top)) return { reason: UNEVEN };
  if (single) return wrong.every((v) => v === 0) ? { points: top } : { reason: UNEVEN };
  const points = top * right.length;
  if (wrong.every((v) => v === 0)) return { credit: 'per-right', points };
  if (wrong.every((v) => v === -top) && (map.lowerBound ?? Number.NEGATIVE_INFINITY) === 0)
    return { credit: 'right-minus-wrong', points };
  return { reason: UNEVEN };
}

const UNEVEN = 'map_response with values Portico cannot express (a different value for each answer)';

/** Several text entries or inline choices in the text: a gap each, in order. */
function inlineGaps(name: string, els: Element[], ctx: Context): Outcome {
  if (ctx.processing.kind === 'other')
    return { reason: `${ctx.processing.what} that Portico cannot reduce to a standard template` };
  const { processing } = ctx;
  const idiom = processing.kind === 'gap_sum' || processing.kind === 'gap_all';
  if (idiom && processing.gaps.join(' ') !== els.map((el) => attr(el, 'response-identifier')).join(' '))
    return { reason: 'the response processing scores other responses than the gaps of the text' };
  if (els.length > 1 && !idiom && processing.kind !== 'none')
    return { reason: 'several gaps scored by one template: Portico cannot tell how each gap counts' };
  const blanks: NonNullable<AuthoredItem['blanks']> = [];
  const index = new Map<Element, number>();
  for (const el of els) {
    const decl = ctx.declarations.get(attr(el, 'response-identifier') ?? '');
    if (!decl) return { reason: `the gap's response '${attr(el, 'response-identifier')}' is not declared` };
    const blank = name === 'text-entry' ? textGap(decl, ctx) : choiceGap(el, decl, ctx);
    if ('reason' in blank) return blank;
    index.set(el, blanks.length);
    blanks.push(blank);
  }
  const notes =
    ctx.processing.kind === 'none'
      ? ['The item has no response processing: Portico marks each gap right or wrong.']
      : [];
  const credit =
    processing.kind === 'gap_all'
      ? { points: processing.points, credit: { blanks: 'whole' } as ItemCredit }
      : idiom
        ? { credit: { blanks: 'per-blank' } as ItemCredit }
        : {};
  return {
    item: { type: name === 'text-entry' ? 'b' : 'rf', blanks, ...credit },
    replace: (found) => (index.has(found) ? '___' : undefined),
    notes,
  };
}

type Blank = NonNullable<AuthoredItem['blanks']>[number];

function textGap(decl: ResponseDeclaration, ctx: Context): Blank | { reason: string } {
  const accepted = new Set(decl.correct);
  const map = usesMap(ctx) ? decl.mapping : null;
  let top = 1;
  if (map) {
    top = Math.max(...map.entries.values());
    for (const [key, value] of map.entries) if (value === top && top > 0) accepted.add(key);
    if ([...map.entries.values()].some((v) => v > 0 && v !== top))
      return { reason: 'map_response giving part marks to some answers, which Portico cannot' };
  }
  if (accepted.size === 0) return { reason: `the gap ${decl.identifier} has no correct response` };
  return { accepted: [...accepted], ...gapWorth(ctx, top) };
}

function choiceGap(el: Element, decl: ResponseDeclaration, ctx: Context): Blank | { reason: string } {
  const choices = children(el, 'qti-inline-choice');
  const answer = choices.findIndex((c) => decl.correct.includes(attr(c, 'identifier') ?? '')) + 1;
  if (answer === 0) return { reason: `the gap ${decl.identifier} has no correct response` };
  const map = usesMap(ctx) ? decl.mapping : null;
  const top = map ? (map.entries.get(decl.correct[0] ?? '') ?? 0) : 1;
  if (map && [...map.entries.values()].some((v) => v !== 0 && v !== top))
    return { reason: 'map_response giving part marks to a wrong choice, which Portico cannot' };
  return { options: choices.map((c) => ctx.html(c)), answer, ...gapWorth(ctx, top) };
}

function order(el: Element, decl: ResponseDeclaration, ctx: Context): Outcome {
  if (usesMap(ctx)) return { reason: 'map_response on an order, which Portico cannot' };
  const ids = children(el, 'qti-simple-choice').map((c) => attr(c, 'identifier') ?? '');
  const positions = decl.correct.map((id) => ids.indexOf(id) + 1);
  if (positions.length !== ids.length || positions.includes(0))
    return { reason: 'the correct order does not list every choice once' };
  return {
    item: {
      type: 'reorder',
      options: children(el, 'qti-simple-choice').map((c) => ({ text: ctx.html(c), correct: false })),
      order: positions,
      credit: { order: 'whole' },
      ...matchWorth(ctx),
    },
    replace: promptOnly(el, ctx),
    notes: [],
  };
}

/** Directed pairs 'source target' as a drop: a slot per source, its answer the target it goes with. */
function pairsAsSlots(
  sources: string[],
  targets: string[],
  decl: ResponseDeclaration,
  ctx: Context,
): { blanks: Blank[] } | { reason: string } {
  const pairs = decl.correct.map((v) => v.split(/\s+/) as [string, string]);
  const map = usesMap(ctx) ? decl.mapping : null;
  if (map && map.defaultValue !== 0)
    return { reason: 'map_response taking marks off wrong pairs, which Portico cannot' };
  const blanks: Blank[] = [];
  for (const source of sources) {
    const mine = pairs.filter(([s]) => s === source);
    if (mine.length !== 1)
      return { reason: `'${source}' has ${mine.length} correct pairs; Portico needs one for each` };
    const [, target] = mine[0] as [string, string];
    const points = map ? (map.entries.get(`${source} ${target}`) ?? 0) : undefined;
    if (points !== undefined && points <= 0) return { reason: UNEVEN };
    blanks.push({ answer: targets.indexOf(target) + 1, ...(points === undefined ? {} : { points }) });
  }
  return { blanks };
}

function match(el: Element, decl: ResponseDeclaration, ctx: Context): Outcome {
  const [sources, targets] = children(el, 'qti-simple-match-set').map((set) =>
    children(set, 'qti-simple-associable-choice'),
  );
  if (!sources || !targets) return { reason: 'a match interaction needs two sets' };
  const id = (c: Element) => attr(c, 'identifier') ?? '';
  const slots = pairsAsSlots(sources.map(id), targets.map(id), decl, ctx);
  if ('reason' in slots) return slots;
  const list = sources.map((s) => `<li>${ctx.html(s)} ___</li>`).join('');
  return {
    item: {
      type: 'drop',
      options: targets.map((c) => ({ text: ctx.html(c), correct: false })),
      blanks: slots.blanks,
      ...(usesMap(ctx) ? {} : { credit: { blanks: 'whole' }, ...matchWorth(ctx) }),
    },
    replace: (found) => (found === el ? `${promptOf(el, ctx)}<ol>${list}</ol>` : undefined),
    notes: [],
  };
}

function gapMatch(el: Element, decl: ResponseDeclaration, ctx: Context): Outcome {
  const texts = children(el, 'qti-gap-text');
  const gaps: Element[] = [];
  const passage = (found: Element): string | undefined => {
    if (found.localName === 'qti-gap') {
      gaps.push(found);
      return '___';
    }
    return found.localName === 'qti-gap-text' || found.localName === 'qti-prompt' ? '' : undefined;
  };
  const html = ctx.html(el, passage);
  const id = (c: Element) => attr(c, 'identifier') ?? '';
  const slots = pairsAsSlots(gaps.map(id), texts.map(id), reversed(decl), ctx);
  if ('reason' in slots) return slots;
  return {
    item: {
      type: 'drop',
      options: texts.map((c) => ({ text: ctx.html(c), correct: false })),
      blanks: slots.blanks,
      ...(usesMap(ctx) ? {} : { credit: { blanks: 'whole' }, ...matchWorth(ctx) }),
    },
    replace: (found) => (found === el ? `${promptOf(el, ctx)}${html}` : undefined),
    notes: [],
  };
}

/** A gap match's pairs are 'text gap': turned round to 'gap text', as a match's slots read them. */
function reversed(decl: ResponseDeclaration): ResponseDeclaration {
  const turn = (v: string) => v.split(/\s+/).reverse().join(' ');
  const mapping = decl.mapping && {
    ...decl.mapping,
    entries: new Map([...decl.mapping.entries].map(([k, v]) => [turn(k), v])),
  };
  return { ...decl, correct: decl.correct.map(turn), mapping };
}

function slider(el: Element, decl: ResponseDeclaration, ctx: Context): Outcome {
  if (usesMap(ctx)) return { reason: 'map_response on a slider, which Portico cannot' };
  const value = decl.correct[0];
  if (value === undefined) return { reason: 'the slider has no correct response' };
  const range = `(a number from ${attr(el, 'lower-bound')} to ${attr(el, 'upper-bound')})`;
  return {
    item: { type: 'ne', accepted: [value] },
    replace: (found) => (found === el ? `${promptOf(el, ctx)}<p>${range}</p>` : undefined),
    notes: [],
  };
}
