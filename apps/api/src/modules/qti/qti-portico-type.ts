import type { Element } from '@xmldom/xmldom';
import type { AuthoredItem } from '../content/content-item-format';

/**
 * Portico's own item type, carried by its export in the interaction's class (`portico-type-dd-mcq`),
 * put back on import (decision 066): the interaction gives the family (a choice of one, a typed gap,
 * a dropdown gap), the class which member of it the item was. A class naming a type of another
 * family is ignored: the interaction and its marks decide.
 */

/** The types each imported type may have been, and how the item changes back into each. */
const FAMILY: Record<string, Record<string, (item: AuthoredItem) => AuthoredItem>> = {
  mcq: { yesorno: same('yesorno'), 'dd-mcq': same('dd-mcq'), ssr: same('ssr') },
  mca: { 'mca-audio': same('mca-audio'), 'multi-select': same('multi-select') },
  b: { an: typedAnswer('an'), ne: typedAnswer('ne') },
  rf: { drop: slots },
  drop: { f: wordBank },
  essay: {
    'essay-topic': same('essay-topic'),
    'essay-audio': same('essay-audio'),
    'record-audio': same('record-audio'),
    'record-notify': same('record-notify'),
    'record-video': same('record-video'),
  },
};

export function porticoTypeOf(el: Element): string | undefined {
  return (el.getAttribute('class') ?? '').match(/(?:^|\s)portico-type-([a-z-]+)/)?.[1];
}

/** The imported item as the Portico type its class names, when that type is of its family. */
export function restoreType(item: AuthoredItem, porticoType: string | undefined): AuthoredItem {
  if (!porticoType || porticoType === item.type) return item;
  const back = FAMILY[item.type]?.[porticoType];
  return back ? back(item) : item;
}

function same(type: AuthoredItem['type']) {
  return (item: AuthoredItem): AuthoredItem => ({ ...item, type });
}

/** an, ne: one gap with no place in the text; its accepted answers and worth are the item's. */
function typedAnswer(type: 'an' | 'ne') {
  return (item: AuthoredItem): AuthoredItem => {
    const { blanks, credit: _credit, ...rest } = item;
    const gap = blanks?.[0];
    if (!gap || blanks.length !== 1) return item;
    return {
      ...rest,
      type,
      accepted: gap.accepted ?? [],
      ...(gap.points === undefined ? {} : { points: gap.points }),
    };
  };
}

/** drop: a dropdown per slot, each offering the item's options. */
function slots(item: AuthoredItem): AuthoredItem {
  const blanks = item.blanks ?? [];
  const options = blanks[0]?.options ?? [];
  if (blanks.some((b) => (b.options ?? []).join('\n') !== options.join('\n'))) return item;
  return {
    ...item,
    type: 'drop',
    options: options.map((text) => ({ text, correct: false })),
    blanks: blanks.map((b) => ({
      answer: b.answer,
      ...(b.points === undefined ? {} : { points: b.points }),
    })),
  };
}

/** f: a word bank, each gap accepting its word; the bank's other words are its options. */
function wordBank(item: AuthoredItem): AuthoredItem {
  const words = (item.options ?? []).map((o) => o.text);
  const blanks = (item.blanks ?? []).map((b) => ({
    accepted: [words[(b.answer ?? 0) - 1] ?? ''],
    ...(b.points === undefined ? {} : { points: b.points }),
  }));
  const used = new Set(blanks.map((b) => b.accepted[0]));
  return {
    ...item,
    type: 'f',
    blanks,
    options: words.filter((w) => !used.has(w)).map((text) => ({ text, correct: false })),
  };
}
