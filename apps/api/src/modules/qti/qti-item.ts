import type { Document, Element } from '@xmldom/xmldom';
import type { AuthoredItem } from '../content/content-item-format';
import { bodyHtml, NotShown, qtiElements, type Replace } from './qti-body';
import { convertInteraction, INLINE, unsupported } from './qti-interactions';
import { porticoTypeOf, restoreType } from './qti-portico-type';
import { declarationsOf, maximumOf, type Processing, processingOf } from './qti-response';
import { attr, child } from './qti-xml';

/**
 * One QTI 3.0 assessment item as a Portico item (issue 44, decision 066), or the reason it cannot
 * be one. The item's interaction decides the type (qti-interactions.ts), its response processing
 * the marks (qti-response.ts), and its body the question's HTML (qti-body.ts).
 */

export const QTI_NAMESPACE = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';

export interface ImportedItem {
  item: AuthoredItem;
  /** The QTI interaction it came from ('choice', 'text-entry'; several inline ones: 'text-entry'). */
  interaction: string;
  /** Package paths of the images and recordings it shows. */
  media: string[];
  /** What differs from the package, said in the preview ('scored as match_correct: the item has no response processing'). */
  notes: string[];
}

export interface NotImportable {
  /** The item's identifier and where it is in the package. */
  identifier: string;
  path: string;
  interaction: string;
  reason: string;
}

/** An item's Portico items: one, or one per interaction of an item that holds several. */
export type ItemResult = { ok: true; value: ImportedItem[] } | { ok: false; problem: NotImportable };

const interactionName = (el: Element) =>
  (el.localName ?? '').replace(/^qti-/, '').replace(/-interaction$/, '');
const isInteraction = (name: string) => name.endsWith('-interaction');

/**
 * The item in `doc` (read from `path`) as Portico items keyed from `key`. An item with several block
 * interactions and no response processing becomes one item per interaction (`key.1`, `key.2`), each
 * showing the item's text with its own interaction and marked by its own correct response; with a
 * response processing that scores them together it cannot be split, and is reported.
 */
export function convertItem(doc: Document, path: string, key: string): ItemResult {
  const root = doc.documentElement;
  const identifier = root ? (attr(root, 'identifier') ?? key) : key;
  const refuse = (interaction: string, reason: string): ItemResult => ({
    ok: false,
    problem: { identifier, path, interaction, reason },
  });
  if (root?.localName !== 'qti-assessment-item' || root.namespaceURI !== QTI_NAMESPACE)
    return refuse('', 'not a QTI 3.0 assessment item');
  const body = child(root, 'qti-item-body');
  if (!body) return refuse('', 'the item has no body');
  const interactions = qtiElements(body, isInteraction);
  const names = [...new Set(interactions.map(interactionName))];
  const name = names.join(' + ');
  if (!interactions.length) return refuse('', 'the item has nothing to answer (no interaction)');
  const porticoType = porticoTypeOf(interactions[0] as Element);
  const missing = names.map((n) => unsupported(n, porticoType)).find(Boolean);
  if (missing) return refuse(name, missing);
  if (names.length > 1) return refuse(name, 'the item mixes interactions of different kinds');
  if (child(root, 'qti-template-declaration'))
    return refuse(name, 'the item draws its values from template variables, which Portico does not');
  const processing = processingOf(root);
  const split = interactions.length > 1 && !INLINE.has(name);
  if (split && processing.kind !== 'none')
    return refuse(
      name,
      `the item scores its ${interactions.length} ${name} interactions together; Portico asks one question an item`,
    );
  const groups = split ? interactions.map((el) => [el]) : [interactions];
  const converted: ImportedItem[] = [];
  for (const [n, group] of groups.entries()) {
    const one = convertGroup(root, body, path, group, interactions, processing, porticoType);
    if ('reason' in one) return refuse(name, split ? `interaction ${n + 1}: ${one.reason}` : one.reason);
    const itemKey = split ? `${key}.${n + 1}` : key;
    converted.push({ ...one, item: { ...one.item, key: itemKey }, interaction: name });
  }
  return { ok: true, value: converted };
}

/** One Portico item from some of the item's interactions (the others left out of its text). */
function convertGroup(
  root: Element,
  body: Element,
  path: string,
  group: Element[],
  all: Element[],
  processing: Processing,
  porticoType: string | undefined,
): Omit<ImportedItem, 'interaction'> | { reason: string } {
  const media: string[] = [];
  const context = {
    declarations: declarationsOf(root),
    processing,
    maximum: maximumOf(root),
    porticoType,
    html: (el: Element, replace: Replace = () => undefined) => {
      const part = bodyHtml(el, path, replace);
      media.push(...part.media);
      return part.html;
    },
  };
  const others = new Set(all.filter((el) => !group.includes(el)));
  try {
    const converted = convertInteraction(interactionName(group[0] as Element), group, context);
    if ('reason' in converted) return converted;
    // Portico's export writes the direction and the explanation as rubric blocks of their own.
    const own: Pick<AuthoredItem, 'direction' | 'explanation'> = {};
    const rubric = (el: Element) => {
      const field = el.getAttribute('class')?.includes('portico-direction') ? 'direction' : 'explanation';
      own[field] = context.html(el) || undefined;
      return '';
    };
    const html = context.html(body, (el) =>
      el.localName === 'qti-rubric-block' ? rubric(el) : others.has(el) ? '' : converted.replace(el),
    );
    const item = restoreType({ key: '', ...converted.item, html, ...own } as AuthoredItem, porticoType);
    return { item, media: [...new Set(media)], notes: converted.notes };
  } catch (error) {
    if (error instanceof NotShown)
      return { reason: `the item shows '${error.message}', which Portico does not` };
    throw error;
  }
}
