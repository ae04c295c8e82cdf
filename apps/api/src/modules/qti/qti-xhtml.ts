import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

/**
 * Portico's HTML as the XHTML a QTI 3.0 document holds (issue 44, decision 066): parse5 reads the
 * HTML as a browser would (unclosed paragraphs, `<br>`, named entities), and it is written back as
 * well-formed XML with only the elements and attributes QTI's content model has. An element QTI does
 * not have keeps its content without its tags, an attribute it does not have (a `style`) is left out,
 * both counted so the export says so; an image without a
 * text alternative gets an empty one (QTI requires `alt`).
 */

type Node = DefaultTreeAdapterMap['childNode'];
type Parent = DefaultTreeAdapterMap['parentNode'];

/** XHTML elements of QTI 3.0's item body (ASI, 'Content Model'), as Portico's HTML uses them. */
const ELEMENTS = new Set(
  (
    'a abbr address b bdi bdo big blockquote br caption cite code col colgroup dd dfn div dl dt em ' +
    'figcaption figure h1 h2 h3 h4 h5 h6 hr i img kbd label li ol p pre q rp rt ruby samp small ' +
    'span strong sub sup table tbody td tfoot th thead tr tt ul var audio video source track'
  ).split(' '),
);
const VOID = new Set(['br', 'hr', 'img', 'col', 'source', 'track']);
const ATTRIBUTES = new Set(
  'alt title colspan rowspan headers scope width height start type abbr controls kind srclang label src href class'.split(
    ' ',
  ),
);
/**
 * Elements QTI does not have, as what it has: an underline as QTI's shared vocabulary writes it (the
 * import reads it back as `u`); a `font` tag's content alone.
 */
const AS_SPAN: Record<string, string> = { u: 'qti-underline', font: '' };

/** An ordered list's `type` as QTI's list-style class. */
export const LIST_STYLES: Record<string, string> = {
  '1': 'decimal',
  a: 'lower-alpha',
  A: 'upper-alpha',
  i: 'lower-roman',
  I: 'upper-roman',
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

export interface Xhtml {
  xml: string;
  /** Element names whose tags were left out (their content kept), and '@name' for attributes. */
  dropped: string[];
}

/** `html` as XHTML for a QTI document's body. */
export function toXhtml(html: string): Xhtml {
  const dropped = new Set<string>();
  const xml = childrenXml(parseFragment(html), dropped);
  return { xml, dropped: [...dropped] };
}

function childrenXml(parent: Parent, dropped: Set<string>): string {
  return parent.childNodes.map((node) => nodeXml(node, dropped)).join('');
}

function nodeXml(node: Node, dropped: Set<string>): string {
  if (node.nodeName === '#text') return escapeText((node as DefaultTreeAdapterMap['textNode']).value);
  if (!('tagName' in node)) return '';
  const el = node as DefaultTreeAdapterMap['element'];
  const inner = el.tagName === 'template' ? '' : childrenXml(el as unknown as Parent, dropped);
  const span = AS_SPAN[el.tagName];
  if (span !== undefined) return span ? `<span class="${span}">${inner}</span>` : inner;
  if (!ELEMENTS.has(el.tagName)) {
    dropped.add(el.tagName);
    return inner;
  }
  const attrs = el.attrs.filter((a) => ATTRIBUTES.has(a.name) && !/^\s*javascript:/i.test(a.value));
  for (const a of el.attrs) if (!ATTRIBUTES.has(a.name)) dropped.add(`@${a.name}`);
  // A list's numbering as QTI's shared vocabulary writes it (the import reads it back as `type`).
  const numbering = el.tagName === 'ol' ? attrs.find((a) => a.name === 'type') : undefined;
  if (numbering) {
    attrs.splice(attrs.indexOf(numbering), 1);
    const style = LIST_STYLES[numbering.value];
    if (style) attrs.push({ name: 'class', value: `qti-list-style-type-${style}` });
  }
  if (el.tagName === 'img' && !attrs.some((a) => a.name === 'alt')) attrs.push({ name: 'alt', value: '' });
  const open = `<${el.tagName}${attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}`;
  return VOID.has(el.tagName) ? `${open}/>` : `${open}>${inner}</${el.tagName}>`;
}
