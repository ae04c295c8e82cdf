import type { ExamProfile } from '@portico/contract/exam-profile';
import { creditRules } from '../assessment/scoring/exam-credit';
import { questionPoints } from '../assessment/scoring/points';
import { choiceWorth } from '../assessment/scoring/score-choice-set';
import type { AuthoredItem } from '../content/content-item-format';
import { gapMatch, gaps } from './qti-export-gaps';
import {
  type Built,
  cls,
  declaration,
  escapeXml,
  flow,
  mappingOf,
  matchCorrect,
  n,
  QTI_ASI,
  template,
  Writer,
} from './qti-export-xml';

/**
 * One Portico item as a QTI 3.0 assessment item (issue 44, decision 066), marked by its response
 * processing exactly as Portico marks it under its exam's credit rules, so the import reads back the
 * same marks: a standard template where one says it (match_correct, map_response), else the two
 * idioms the import knows — the sum of each gap's map_response, or every gap right for the item's
 * points. Portico's own type travels in the interaction's class (`portico-type-dd-mcq`), the
 * direction and the explanation as rubric blocks for the candidate and the tutor. What QTI cannot
 * say is reported with its reason and the item left out, never changed silently.
 */

const ASI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';

export interface ExportedItem {
  xml: string;
  /** What the item's XHTML left out or changed ('u' tags as QTI's underline class are not noted). */
  notes: string[];
}

export type ItemExport = { ok: true; value: ExportedItem } | { ok: false; reason: string };

const NOT_EXPORTED: Record<string, string> = {
  highlight: 'QTI has no interaction for words marked in a transcript with one mark off per wrong word',
  bn: 'QTI has no interaction for a fraction typed as its numerator and denominator',
  rangelimit: 'QTI’s standard templates cannot accept any number within a range',
};

/**
 * `item` as a QTI assessment item identified `identifier`, marked under `exam`'s credit rules;
 * `stimulus`: the href of the shared passage it refers to.
 */
export function exportItem(
  item: AuthoredItem,
  exam: ExamProfile | undefined,
  identifier: string,
  stimulus?: { identifier: string; href: string },
): ItemExport {
  const w = new Writer();
  const built = buildParts(item, exam, w);
  if ('reason' in built) return { ok: false, reason: built.reason };
  const outcome = `<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"${
    built.maximum === undefined ? '' : ` normal-maximum="${n(built.maximum)}"`
  }/>`;
  const rubric = (use: string, view: string, cls: string, html?: string) =>
    html
      ? `<qti-rubric-block use="${use}" view="${view}" class="${cls}"><qti-content-body>${w.xhtml(html)}</qti-content-body></qti-rubric-block>`
      : '';
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${QTI_ASI}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI_ASI} ${ASI_XSD}" identifier="${escapeXml(identifier)}" title="${escapeXml(item.key)}" adaptive="false" time-dependent="false">`,
    ...built.declarations,
    outcome,
    stimulus
      ? `<qti-assessment-stimulus-ref identifier="${escapeXml(stimulus.identifier)}" href="${escapeXml(stimulus.href)}"/>`
      : '',
    '<qti-item-body>',
    rubric('instructions', 'candidate', 'portico-direction', item.direction),
    built.body,
    rubric('ext:explanation', 'tutor', 'portico-explanation', item.explanation),
    '</qti-item-body>',
    built.processing,
    '</qti-assessment-item>',
  ]
    .filter(Boolean)
    .join('\n');
  const notes = [...w.dropped].map((tag) =>
    tag.startsWith('@')
      ? `its '${tag.slice(1)}' attributes are left out (QTI's XHTML has no such attribute)`
      : `the '${tag}' tags are left out (QTI has no such element); their text is kept`,
  );
  return { ok: true, value: { xml, notes } };
}

function buildParts(item: AuthoredItem, exam: ExamProfile | undefined, w: Writer): Built {
  const own = NOT_EXPORTED[item.type];
  if (own) return { reason: own };
  if (item.parts)
    return { reason: 'QTI’s standard templates cannot score the parts of a composite item together' };
  if (item.negativePoints)
    return { reason: 'the item takes marks off a wrong answer, which QTI’s standard templates cannot' };
  const credit = creditRules(exam, item.credit);
  switch (item.type) {
    case 'mcq':
    case 'yesorno':
    case 'dd-mcq':
    case 'ssr':
      return singleChoice(item, w);
    case 'mca':
    case 'mca-audio':
    case 'multi-select':
      return choiceSet(item, credit.choiceSet, w);
    case 'an':
    case 'ne':
      return typedAnswer(item, w);
    case 'b':
    case 'rf':
    case 'drop':
      return gaps(item, credit.blanks, w);
    case 'f':
      return gapMatch(item, credit.blanks, w);
    case 'reorder':
      return credit.order === 'whole'
        ? order(item, w)
        : { reason: 'QTI’s standard templates cannot give a mark per right adjacent pair of an order' };
    case 'essay':
    case 'essay-topic':
    case 'essay-audio':
      return teacherMarked(
        item,
        w,
        '<qti-extended-text-interaction response-identifier="RESPONSE"',
        'string',
      );
    case 'record-audio':
    case 'record-notify':
    case 'record-video': {
      const kind = item.type === 'record-video' ? 'video/*' : 'audio/*';
      return teacherMarked(
        item,
        w,
        `<qti-upload-interaction response-identifier="RESPONSE" type="${kind}"`,
        'file',
      );
    }
    default:
      return { reason: `Portico cannot write a ${item.type} item as QTI yet` };
  }
}

const choices = (item: AuthoredItem, w: Writer) =>
  (item.options ?? [])
    .map((o, i) => `<qti-simple-choice identifier="C${i + 1}">${w.xhtml(o.text)}</qti-simple-choice>`)
    .join('');

const rightIds = (item: AuthoredItem) =>
  (item.options ?? []).flatMap((o, i) => (o.correct ? [`C${i + 1}`] : []));

function singleChoice(item: AuthoredItem, w: Writer): Built {
  const points = questionPoints(item.points);
  const right = rightIds(item);
  return {
    declarations: [
      declaration(
        'RESPONSE',
        'single',
        'identifier',
        right,
        points === 1 ? '' : mappingOf(right.map((id) => [id, points])),
      ),
    ],
    body: `${flow(item.html, w)}<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"${cls(item)}>${choices(item, w)}</qti-choice-interaction>`,
    processing: points === 1 ? template('match_correct') : template('map_response'),
  };
}

function choiceSet(
  item: AuthoredItem,
  credit: 'whole' | 'per-right' | 'right-minus-wrong',
  w: Writer,
): Built {
  const right = rightIds(item);
  const wrong = (item.options ?? []).flatMap((o, i) => (o.correct ? [] : [`C${i + 1}`]));
  const exactly = item.type === 'multi-select' || credit === 'per-right';
  const limits = exactly
    ? ` max-choices="${right.length}" min-choices="${item.type === 'multi-select' ? right.length : 0}"`
    : ' max-choices="0"';
  const interaction = `<qti-choice-interaction response-identifier="RESPONSE"${limits}${cls(item)}>${choices(item, w)}</qti-choice-interaction>`;
  const body = `${flow(item.html, w)}${interaction}`;
  if (credit === 'whole')
    return {
      declarations: [declaration('RESPONSE', 'multiple', 'identifier', right)],
      body,
      processing: matchCorrect(questionPoints(item.points)),
    };
  const mark = choiceWorth(item.points, right.length) / right.length;
  const entries: [string, number][] = [
    ...right.map((id): [string, number] => [id, mark]),
    ...(credit === 'right-minus-wrong' ? wrong.map((id): [string, number] => [id, -mark]) : []),
  ];
  const bound = credit === 'right-minus-wrong' ? ' lower-bound="0"' : '';
  return {
    declarations: [declaration('RESPONSE', 'multiple', 'identifier', right, mappingOf(entries, bound))],
    body,
    processing: template('map_response'),
  };
}

/** an, ne: one text entry after the question, each accepted answer worth the item's points. */
function typedAnswer(item: AuthoredItem, w: Writer): Built {
  const accepted = item.accepted ?? [];
  const points = questionPoints(item.points);
  return {
    declarations: [
      declaration(
        'RESPONSE',
        'single',
        'string',
        accepted.slice(0, 1),
        mappingOf(
          accepted.map((a) => [a, points]),
          '',
          true,
        ),
      ),
    ],
    body: `${flow(item.html, w)}<div class="portico-answer"><qti-text-entry-interaction response-identifier="RESPONSE"${cls(item)}/></div>`,
    processing: template('map_response'),
  };
}

function order(item: AuthoredItem, w: Writer): Built {
  const right = (item.order ?? []).map((i) => `C${i}`);
  return {
    declarations: [declaration('RESPONSE', 'ordered', 'identifier', right)],
    body: `${flow(item.html, w)}<qti-order-interaction response-identifier="RESPONSE"${cls(item)}>${choices(item, w)}</qti-order-interaction>`,
    processing: matchCorrect(questionPoints(item.points)),
  };
}

/** An essay or a recording: no correct response; a teacher gives up to the item's points. */
function teacherMarked(item: AuthoredItem, w: Writer, open: string, baseType: string): Built {
  return {
    declarations: [declaration('RESPONSE', 'single', baseType, [])],
    body: `${flow(item.html, w)}<div class="portico-answer">${open}${cls(item)}/></div>`,
    processing: '',
    maximum: item.points ?? undefined,
  };
}
