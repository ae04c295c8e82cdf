import type { Element } from '@xmldom/xmldom';
import { attr, child, children, textOf } from './qti-xml';

/**
 * What a QTI 3.0 item says about its answers (issue 44, decision 066): each response declaration
 * (its cardinality, base type, correct response and mapping) and how the item's response processing
 * scores it — one of the standard templates, written out or named, or something else.
 */

export interface Mapping {
  defaultValue: number;
  lowerBound: number | null;
  upperBound: number | null;
  /** map-key → mapped value; keys as written ('C R' for a directed pair). */
  entries: Map<string, number>;
  caseSensitive: boolean;
}

export interface ResponseDeclaration {
  identifier: string;
  cardinality: 'single' | 'multiple' | 'ordered' | 'record';
  baseType: string;
  correct: string[];
  mapping: Mapping | null;
}

/**
 * match_correct: 1 (or `points`, written out) when the response is the correct one; map_response:
 * the mapped values summed. Two idioms for items of several gaps (Portico's export writes them):
 * `gap_sum`, the sum of each gap's map_response (each gap marked on its own), and `gap_all`,
 * `points` when every gap's map_response is above 0 (the gaps together, all or nothing).
 */
export type Processing =
  | { kind: 'match_correct'; points?: number }
  | { kind: 'map_response' }
  | { kind: 'gap_sum'; gaps: string[] }
  | { kind: 'gap_all'; gaps: string[]; points: number }
  | { kind: 'none' }
  | { kind: 'other'; what: string };

const num = (v: string | undefined, fallback: number | null) => {
  const n = v === undefined ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

function mappingOf(el: Element): Mapping | null {
  const mapping = child(el, 'qti-mapping');
  if (!mapping) return null;
  const entries = new Map<string, number>();
  for (const e of children(mapping, 'qti-map-entry'))
    entries.set((attr(e, 'map-key') ?? '').trim(), num(attr(e, 'mapped-value'), 0) ?? 0);
  const sensitive = children(mapping, 'qti-map-entry').some((e) => attr(e, 'case-sensitive') === 'true');
  return {
    defaultValue: num(attr(mapping, 'default-value'), 0) ?? 0,
    lowerBound: num(attr(mapping, 'lower-bound'), null),
    upperBound: num(attr(mapping, 'upper-bound'), null),
    entries,
    caseSensitive: sensitive,
  };
}

/** The item's response declarations by identifier. */
export function declarationsOf(item: Element): Map<string, ResponseDeclaration> {
  const found = new Map<string, ResponseDeclaration>();
  for (const el of children(item, 'qti-response-declaration')) {
    const identifier = attr(el, 'identifier') ?? '';
    const correct = child(el, 'qti-correct-response');
    found.set(identifier, {
      identifier,
      cardinality: (attr(el, 'cardinality') ?? 'single') as ResponseDeclaration['cardinality'],
      baseType: attr(el, 'base-type') ?? '',
      correct: correct ? children(correct, 'qti-value').map(textOf) : [],
      mapping: mappingOf(el),
    });
  }
  return found;
}

const TEMPLATE = /\/rptemplates\/(match_correct|map_response|map_response_point)(\.xml)?$/;

/**
 * How the item scores RESPONSE: a named standard template (any of 1EdTech's addresses for it), the
 * template written out in full, no response processing, or anything else (named for the report).
 */
export function processingOf(item: Element): Processing {
  const rp = child(item, 'qti-response-processing');
  if (!rp) return { kind: 'none' };
  const template = attr(rp, 'template') ?? attr(rp, 'template-location') ?? '';
  const named = template.match(TEMPLATE)?.[1];
  if (named === 'match_correct' || named === 'map_response') return { kind: named };
  if (named) return { kind: 'other', what: named };
  if (template) return { kind: 'other', what: `the template ${template}` };
  const shape = shapeOf(rp);
  if (shape === MATCH_CORRECT) return { kind: 'match_correct' };
  if (shape === MAP_RESPONSE) return { kind: 'map_response' };
  return idiomOf(shape) ?? { kind: 'other', what: 'custom response processing' };
}

const MATCH_WORTH =
  /^qti-response-processing\(qti-response-condition\(qti-response-if\(qti-match\(qti-variable\[identifier=RESPONSE\],qti-correct\[identifier=RESPONSE\]\),qti-set-outcome-value\[identifier=SCORE\]\(qti-base-value\[base-type=float\]=([0-9.]+)\)\),qti-response-else\(qti-set-outcome-value\[identifier=SCORE\]\(qti-base-value\[base-type=float\]=0\)\)\)\)$/;
const GAP_SUM =
  /^qti-response-processing\(qti-set-outcome-value\[identifier=SCORE\]\(qti-sum\(((?:qti-map-response\[identifier=[^\]]+\],?)+)\)\)\)$/;
const GAP_ALL =
  /^qti-response-processing\(qti-response-condition\(qti-response-if\(qti-and\(((?:qti-gt\(qti-map-response\[identifier=[^\]]+\],qti-base-value\[base-type=float\]=0\),?)+)\),qti-set-outcome-value\[identifier=SCORE\]\(qti-base-value\[base-type=float\]=([0-9.]+)\)\),qti-response-else\(qti-set-outcome-value\[identifier=SCORE\]\(qti-base-value\[base-type=float\]=0\)\)\)\)$/;
const gapIds = (list: string) =>
  [...list.matchAll(/qti-map-response\[identifier=([^\]]+)\]/g)].map((m) => m[1] as string);

/** match_correct worth other than 1, or one of the gap idioms, written out. */
function idiomOf(shape: string): Processing | undefined {
  const worth = shape.match(MATCH_WORTH);
  if (worth) return { kind: 'match_correct', points: Number(worth[1]) };
  const sum = shape.match(GAP_SUM);
  if (sum) return { kind: 'gap_sum', gaps: gapIds(sum[1] as string) };
  const all = shape.match(GAP_ALL);
  if (all) return { kind: 'gap_all', gaps: gapIds(all[1] as string), points: Number(all[2]) };
  return undefined;
}

/** The normal maximum of the item's SCORE: what a teacher-marked item is worth. */
export function maximumOf(item: Element): number | undefined {
  const score = children(item, 'qti-outcome-declaration').find((d) => attr(d, 'identifier') === 'SCORE');
  const max = Number(score ? attr(score, 'normal-maximum') : undefined);
  return Number.isFinite(max) && max > 0 ? max : undefined;
}

/** An element tree as a short string of its element names and the attributes that matter. */
function shapeOf(el: Element): string {
  const keep = ['identifier', 'base-type'];
  const own = keep.map((a) => (attr(el, a) ? `${a}=${attr(el, a)}` : '')).filter(Boolean);
  const value = children(el).length === 0 ? textOf(el) : '';
  const inner = children(el).map(shapeOf).join(',');
  return `${el.localName}${own.length ? `[${own.join(' ')}]` : ''}${value ? `=${Number(value)}` : ''}${inner ? `(${inner})` : ''}`;
}

// The standard templates as 1EdTech writes them out (QTI 3.0 ASI, 'Response Processing Templates').
const MATCH_CORRECT =
  'qti-response-processing(qti-response-condition(qti-response-if(qti-match(qti-variable[identifier=RESPONSE],qti-correct[identifier=RESPONSE]),qti-set-outcome-value[identifier=SCORE](qti-base-value[base-type=float]=1)),qti-response-else(qti-set-outcome-value[identifier=SCORE](qti-base-value[base-type=float]=0))))';
const MAP_RESPONSE =
  'qti-response-processing(qti-response-condition(qti-response-if(qti-is-null(qti-variable[identifier=RESPONSE]),qti-set-outcome-value[identifier=SCORE](qti-base-value[base-type=float]=0)),qti-response-else(qti-set-outcome-value[identifier=SCORE](qti-map-response[identifier=RESPONSE]))))';
