import { QtiMessages } from '@portico/contract/qti';
import type { Element, Node } from '@xmldom/xmldom';
import { QtiProblem, resolveHref } from './qti-archive';
import { children } from './qti-xml';

/**
 * A QTI item's XHTML as Portico's HTML (decision 066): the body's own markup kept (an allowlist of
 * HTML elements and attributes; MathML as `<math>`), each QTI element handed to the caller to replace
 * (an interaction by the blank marker ___, a prompt by a paragraph), and every image or recording of
 * the package noted so the import stores it. A script, an event handler or a javascript: address
 * refuses the whole package; an element Portico does not show makes the item not importable.
 */

const MATHML = 'http://www.w3.org/1998/Math/MathML';
/** Where a package file stands in imported HTML until the import stores it and writes its address. */
export const PACKAGE_FILE = 'qti-package:';

const HTML = new Set(
  (
    'a abbr address b bdi bdo big blockquote br caption cite code col colgroup dd del dfn div dl dt em ' +
    'figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd label li ol p pre q rp rt ruby s samp small ' +
    'span strong sub sup table tbody td tfoot th thead tr tt u ul var audio video source track rb rtc'
  ).split(' '),
);
const ATTRIBUTES = new Set(
  'alt title colspan rowspan headers scope width height lang dir start type abbr controls kind srclang label'.split(
    ' ',
  ),
);
const ADDRESSES = new Set(['src', 'href', 'poster']);
const DANGEROUS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
]);

/** An element the item cannot be shown without, named for the report. */
export class NotShown extends Error {}

/** What the caller does with a QTI element: markup in its place, '' to drop it, undefined: not shown. */
export type Replace = (el: Element) => string | undefined;

export interface BodyHtml {
  html: string;
  /** Package paths of the images and recordings the HTML shows. */
  media: string[];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The children of `el` as HTML. */
export function bodyHtml(el: Element, itemPath: string, replace: Replace): BodyHtml {
  const media: string[] = [];
  const html = nodesHtml(el, { itemPath, replace, media, math: false });
  return { html: html.trim(), media };
}

type Walk = { itemPath: string; replace: Replace; media: string[]; math: boolean };

function nodesHtml(el: Element, walk: Walk): string {
  let out = '';
  const nodes = el.childNodes;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes.item(i);
    if (node) out += nodeHtml(node, walk);
  }
  return out;
}

function nodeHtml(node: Node, walk: Walk): string {
  if (node.nodeType === 3 || node.nodeType === 4) return escapeText(node.nodeValue ?? '');
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const name = el.localName ?? '';
  if (DANGEROUS.has(name.toLowerCase())) throw new QtiProblem(QtiMessages.script(walk.itemPath));
  if (el.namespaceURI === MATHML || walk.math) return mathHtml(el, walk);
  if (name === 'object') return objectHtml(el, walk);
  if (name.startsWith('qti-')) {
    const shown = SHOWN[name];
    if (shown) return shown(el, walk);
    const replaced = walk.replace(el);
    if (replaced === undefined) throw new NotShown(name);
    return replaced;
  }
  if (!HTML.has(name)) throw new NotShown(name);
  const porticoOwn = PORTICO_WRAPPERS[el.getAttribute('class') ?? ''];
  if (name === 'div' && porticoOwn) return porticoOwn(nodesHtml(el, walk));
  // QTI's shared vocabulary for an underline and a list's numbering, as HTML writes them.
  if (name === 'span' && hasClass(el, 'qti-underline')) return `<u>${nodesHtml(el, walk)}</u>`;
  const numbering = name === 'ol' ? numberingOf(el) : '';
  const attrs = attributesOf(el, walk) + numbering;
  if (
    name === 'br' ||
    name === 'hr' ||
    name === 'img' ||
    name === 'col' ||
    name === 'source' ||
    name === 'track'
  )
    return `<${name}${attrs}>`;
  return `<${name}${attrs}>${nodesHtml(el, walk)}</${name}>`;
}

const hasClass = (el: Element, name: string) => (el.getAttribute('class') ?? '').split(/\s+/).includes(name);

const NUMBERING: Record<string, string> = {
  decimal: '1',
  'lower-alpha': 'a',
  'upper-alpha': 'A',
  'lower-roman': 'i',
  'upper-roman': 'I',
};

function numberingOf(el: Element): string {
  const style = (el.getAttribute('class') ?? '').match(/\bqti-list-style-type-([a-z-]+)/)?.[1];
  const type = style ? NUMBERING[style] : undefined;
  return type ? ` type="${type}"` : '';
}

/**
 * The wrappers Portico's export puts round an item's text (flow content for QTI) and round an answer
 * box standing alone (an an, ne, essay or recording item has no marker in its text).
 */
const PORTICO_WRAPPERS: Record<string, (inner: string) => string> = {
  'portico-body': (inner) => inner,
  'portico-answer': (inner) => (inner.trim() === '___' ? '' : inner),
};

/** QTI's own elements that show as HTML, or not at all, whatever the interaction. */
const SHOWN: Record<string, (el: Element, walk: Walk) => string> = {
  'qti-prompt': (el, walk) => `<div>${nodesHtml(el, walk)}</div>`,
  // Instructions for the candidate are shown; a rubric for scorers or tutors is not.
  // Portico's own direction and explanation are the item's fields (qti-item.ts), not its text.
  'qti-rubric-block': (el, walk) =>
    hasClass(el, 'portico-direction') || hasClass(el, 'portico-explanation')
      ? (walk.replace(el) ?? '')
      : /candidate/.test(el.getAttribute('view') ?? 'candidate')
        ? `<div>${nodesHtml(el, walk)}</div>`
        : '',
  'qti-content-body': (el, walk) => nodesHtml(el, walk),
  // Feedback follows an answer in a player that processes responses as they come; Portico's
  // explanation shows after the test instead, so feedback inside the body is left out.
  'qti-feedback-inline': () => '',
  'qti-feedback-block': () => '',
  // A stylesheet of the item's own, and accessibility catalogs for assistive players: not shown.
  'qti-stylesheet': () => '',
  'qti-catalog-info': () => '',
};

/** QTI's `object` for an image, a recording or a video as the HTML element that shows it. */
function objectHtml(el: Element, walk: Walk): string {
  const type = el.getAttribute('type') ?? '';
  const data = el.getAttribute('data') ?? '';
  const kind = type.split('/')[0];
  if (!data || !(kind === 'image' || kind === 'audio' || kind === 'video')) throw new NotShown('object');
  const src = addressOf('src', data, walk);
  if (kind === 'image') {
    const alt = el.getAttribute('alt') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<img${src} alt="${escapeAttr(alt)}">`;
  }
  return `<${kind} controls${src}></${kind}>`;
}

/** MathML kept as it is, without its namespace prefix, so the browser shows it. */
function mathHtml(el: Element, walk: Walk): string {
  const name = el.localName ?? '';
  const inner = nodesHtml(el, { ...walk, math: true });
  let attrs = '';
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i);
    if (!a || a.name.startsWith('xmlns')) continue;
    checkAttribute(a.localName ?? a.name, a.value, walk.itemPath);
    if (ADDRESSES.has(a.localName ?? '')) continue;
    attrs += ` ${a.localName}="${escapeAttr(a.value)}"`;
  }
  return `<${name}${attrs}>${inner}</${name}>`;
}

function checkAttribute(name: string, value: string, itemPath: string) {
  if (/^on/i.test(name) || /^\s*(javascript|vbscript):/i.test(value))
    throw new QtiProblem(QtiMessages.script(itemPath));
}

function attributesOf(el: Element, walk: Walk): string {
  let out = '';
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i);
    if (!a) continue;
    const name = a.localName ?? a.name;
    checkAttribute(name, a.value, walk.itemPath);
    if (a.name === 'xml:lang') out += ` lang="${escapeAttr(a.value)}"`;
    else if (name === 'class') out += classOf(a.value);
    else if (ATTRIBUTES.has(name)) out += ` ${name}="${escapeAttr(a.value)}"`;
    else if (ADDRESSES.has(name)) out += addressOf(name, a.value, walk);
  }
  return out;
}

/**
 * The item's own class names (Portico's `qc` for a quantity comparison, a platform's `stem`), so its
 * look can follow; QTI's shared vocabulary (`qti-…`) is read where it means something and not kept.
 */
function classOf(value: string): string {
  const own = value.split(/\s+/).filter((c) => c && !c.startsWith('qti-') && !c.startsWith('portico-'));
  return own.length ? ` class="${escapeAttr(own.join(' '))}"` : '';
}

/** A package file's address as its placeholder (noted for the import); an outside https: one kept. */
function addressOf(name: string, value: string, walk: Walk): string {
  const path = resolveHref(walk.itemPath, value);
  if (path === null) return /^https:\/\//i.test(value) ? ` ${name}="${escapeAttr(value)}"` : '';
  walk.media.push(path);
  return ` ${name}="${PACKAGE_FILE}${escapeAttr(path)}"`;
}

/** The element children of `el` that are QTI elements of one of these names, at any depth. */
export function qtiElements(el: Element, test: (name: string) => boolean): Element[] {
  const found: Element[] = [];
  const stack = children(el).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (test(next.localName ?? '')) found.push(next);
    const below = children(next);
    for (let i = below.length - 1; i >= 0; i--) stack.push(below[i] as Element);
  }
  return found;
}
