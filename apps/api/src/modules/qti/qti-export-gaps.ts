import { questionPoints } from '../assessment/scoring/points';
import type { AuthoredItem } from '../content/content-item-format';
import {
  type Built,
  cls,
  declaration,
  escapeXml,
  flow,
  mappingOf,
  matchCorrect,
  n,
  template,
  type Writer,
} from './qti-export-xml';

/**
 * Items with blanks in their text as QTI (issue 44, decision 066): each blank marker (___) becomes
 * its gap, marked one by one (the sum of each gap's map_response) or all together for the item's
 * points, as the exam's credit rules mark it.
 */

const BLANK = /_{3,}/g;

/** The item's HTML with each of its first `count` blank markers replaced by `gap(i)`. */
function withGaps(html: string, count: number, gap: (i: number) => string, w: Writer): string | undefined {
  let i = 0;
  const xml = flow(html, w)
    .split(/(<[^>]*>)/)
    .map((piece) => (piece.startsWith('<') ? piece : piece.replace(BLANK, (m) => (i < count ? gap(i++) : m))))
    .join('');
  return i === count ? xml : undefined;
}

const MISSING_MARKERS = 'the item’s text does not mark a place (___) for each of its blanks';

/** Gaps marked one by one (the sum of each gap's map_response) or all together for the item's points. */
function gapsProcessing(ids: string[], credit: 'per-blank' | 'whole', points: number): string {
  if (credit === 'per-blank')
    return `<qti-response-processing><qti-set-outcome-value identifier="SCORE"><qti-sum>${ids
      .map((id) => `<qti-map-response identifier="${id}"/>`)
      .join('')}</qti-sum></qti-set-outcome-value></qti-response-processing>`;
  const all = ids
    .map(
      (id) =>
        `<qti-gt><qti-map-response identifier="${id}"/><qti-base-value base-type="float">0</qti-base-value></qti-gt>`,
    )
    .join('');
  return `<qti-response-processing><qti-response-condition><qti-response-if><qti-and>${all}</qti-and><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">${n(points)}</qti-base-value></qti-set-outcome-value></qti-response-if><qti-response-else><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value></qti-response-else></qti-response-condition></qti-response-processing>`;
}

/**
 * b: a text entry per blank; rf: an inline choice per blank; drop: an inline choice per slot, each
 * offering the item's options (QTI's gap match cannot hold its gaps in a list, where matching tasks
 * put them).
 */
export function gaps(item: AuthoredItem, credit: 'per-blank' | 'whole', w: Writer): Built {
  const blanks = item.blanks ?? [];
  const ids = blanks.map((_, i) => `RESPONSE_${i + 1}`);
  const choicesOf = (i: number) =>
    item.type === 'drop'
      ? (item.options ?? []).map((o) => w.xhtml(o.text))
      : (blanks[i]?.options ?? []).map(escapeXml);
  const body = withGaps(
    item.html,
    blanks.length,
    (i) =>
      item.type === 'b'
        ? `<qti-text-entry-interaction response-identifier="${ids[i]}"${cls(item)}/>`
        : `<qti-inline-choice-interaction response-identifier="${ids[i]}"${cls(item)}>${choicesOf(i)
            .map((o, j) => `<qti-inline-choice identifier="G${i + 1}_${j + 1}">${o}</qti-inline-choice>`)
            .join('')}</qti-inline-choice-interaction>`,
    w,
  );
  if (body === undefined) return { reason: MISSING_MARKERS };
  const declarations = blanks.map((blank, i) => {
    const worth = questionPoints(blank.points);
    if (item.type === 'b') {
      const accepted = blank.accepted ?? [];
      return declaration(
        ids[i] as string,
        'single',
        'string',
        accepted.slice(0, 1),
        mappingOf(
          accepted.map((a) => [a, worth]),
          '',
          true,
        ),
      );
    }
    const right = `G${i + 1}_${blank.answer}`;
    return declaration(ids[i] as string, 'single', 'identifier', [right], mappingOf([[right, worth]]));
  });
  return { declarations, body, processing: gapsProcessing(ids, credit, questionPoints(item.points)) };
}

/**
 * f: its word bank (the blanks' words, then the other words) as a gap match, each word used once;
 * each gap's pair worth its blank's points, or all of them the item's.
 */
export function gapMatch(item: AuthoredItem, credit: 'per-blank' | 'whole', w: Writer): Built {
  const blanks = item.blanks ?? [];
  if (blanks.some((b) => (b.accepted ?? []).length !== 1))
    return { reason: 'a word-bank blank that accepts several words, which a QTI gap match cannot' };
  const texts = [
    ...new Set([...blanks.map((b) => b.accepted?.[0] ?? ''), ...(item.options ?? []).map((o) => o.text)]),
  ];
  const answerOf = (i: number) => texts.indexOf(blanks[i]?.accepted?.[0] ?? '') + 1;
  const gapsXml = withGaps(item.html, blanks.length, (i) => `<qti-gap identifier="G${i + 1}"/>`, w);
  if (gapsXml === undefined) return { reason: MISSING_MARKERS };
  const gapTexts = texts
    .map((t, i) => `<qti-gap-text identifier="T${i + 1}" match-max="1">${escapeXml(t)}</qti-gap-text>`)
    .join('');
  const pairs = blanks.map((_, i): [string, number] => [
    `T${answerOf(i)} G${i + 1}`,
    questionPoints(blanks[i]?.points),
  ]);
  const whole = credit === 'whole';
  return {
    declarations: [
      declaration(
        'RESPONSE',
        'multiple',
        'directedPair',
        pairs.map(([p]) => p),
        whole ? '' : mappingOf(pairs),
      ),
    ],
    body: `<qti-gap-match-interaction response-identifier="RESPONSE" max-associations="${blanks.length}"${cls(item)}>${gapTexts}${gapsXml}</qti-gap-match-interaction>`,
    processing: whole ? matchCorrect(questionPoints(item.points)) : template('map_response'),
  };
}
