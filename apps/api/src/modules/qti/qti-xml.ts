import { QTI_LIMITS, type QtiLimits, QtiMessages } from '@portico/contract/qti';
import type { Document, Element, Node } from '@xmldom/xmldom';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { QtiProblem } from './qti-archive';

// QTI 3.0 documents need no DTD; refusing any on the raw text closes external entities (XXE)
// and entity expansion (billion laughs) whatever the parser would have done with them.
const DECLARATION = /<!\s*(?:doctype|entity)/i;
const ELEMENT_NODE = 1;
const DETAIL_CHARS = 120;

/**
 * An XML document of a provider's package, parsed safely: at most limits.xmlChars characters,
 * no DOCTYPE or entity declaration, well-formed, elements nested at most limits.xmlDepth deep.
 * Anything else is a QtiProblem naming `path`.
 */
export function parseXml(text: string, path: string, limits: Partial<QtiLimits> = {}): Document {
  const { xmlChars, xmlDepth } = { ...QTI_LIMITS, ...limits };
  if (text.length > xmlChars) throw new QtiProblem(QtiMessages.xmlTooLarge(path));
  if (DECLARATION.test(text)) throw new QtiProblem(QtiMessages.doctype(path));
  const document = parseWellFormed(text, path);
  const root = document.documentElement;
  if (root && nestsDeeperThan(root, xmlDepth)) throw new QtiProblem(QtiMessages.xmlTooDeep(path));
  return document;
}

/** xmldom's parse, every error and fatal error turned into notWellFormed; warnings pass. */
function parseWellFormed(text: string, path: string): Document {
  let problem: QtiProblem | undefined;
  const parser = new DOMParser({
    onError: (level, message, context: unknown) => {
      if (level === 'warning' || problem) return;
      problem = new QtiProblem(QtiMessages.notWellFormed(path, detail(message, lineOf(context))));
      // xmldom wraps what this throws in its own ParseError and stops parsing; the catch below
      // rethrows the problem itself.
      throw problem;
    },
  });
  try {
    return parser.parseFromString(text, 'text/xml');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw problem ?? new QtiProblem(QtiMessages.notWellFormed(path, detail(message, undefined)));
  }
}

/** The line xmldom's locator was on when it reported, when it gives one. */
function lineOf(context: unknown): number | undefined {
  if (typeof context !== 'object' || context === null || !('locator' in context)) return undefined;
  const locator = context.locator;
  if (typeof locator !== 'object' || locator === null || !('lineNumber' in locator)) return undefined;
  const line = locator.lineNumber;
  return typeof line === 'number' && line >= 1 ? line : undefined;
}

/** The parser's message, one line, kept short, with the line it was found on. */
function detail(message: string, line: number | undefined): string {
  const first = (message.split('\n', 1)[0] ?? '').trim();
  const short = first.length > DETAIL_CHARS ? `${first.slice(0, DETAIL_CHARS - 1)}…` : first;
  return line === undefined ? short : `line ${line}: ${short}`;
}

/** Whether any element sits more than `limit` levels deep (the root is level 1); iterative. */
function nestsDeeperThan(root: Element, limit: number): boolean {
  const stack: Array<[Element, number]> = [[root, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [element, depth] = top;
    if (depth > limit) return true;
    for (const nested of children(element)) stack.push([nested, depth + 1]);
  }
  return false;
}

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

/** The element children of `el`, or only those of a local name (namespace prefix ignored). */
export function children(el: Element, localName?: string): Element[] {
  const found: Element[] = [];
  const nodes = el.childNodes;
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes.item(index);
    if (node && isElement(node) && (localName === undefined || node.localName === localName)) {
      found.push(node);
    }
  }
  return found;
}

/** The first element child of `el` with this local name, if any. */
export function child(el: Element, localName: string): Element | undefined {
  return children(el, localName)[0];
}

/** Every element below `el` (not `el` itself) with this local name, in document order; iterative. */
export function descendants(el: Element, localName: string): Element[] {
  const found: Element[] = [];
  const stack = children(el).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.localName === localName) found.push(next);
    const below = children(next);
    for (let index = below.length - 1; index >= 0; index--) stack.push(below[index] as Element);
  }
  return found;
}

/** The value of an attribute of `el`, or undefined when it has none of that name. */
export function attr(el: Element, name: string): string | undefined {
  return el.hasAttribute(name) ? (el.getAttribute(name) ?? undefined) : undefined;
}

/** The text inside `el`, runs of whitespace collapsed to one space and the ends trimmed. */
export function textOf(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The markup inside `el` (its children, not `el` itself), as XMLSerializer writes it: each
 * top-level child carries the namespace declarations it needs, so the fragment stands alone.
 */
export function innerXml(el: Element): string {
  const serializer = new XMLSerializer();
  let xml = '';
  const nodes = el.childNodes;
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes.item(index);
    if (node) xml += serializer.serializeToString(node);
  }
  return xml;
}
