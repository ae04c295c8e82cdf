import type { Segment } from './annotations';

/**
 * The DOM side of a student's annotations: offsets are read from the browser's selection and put
 * back as <mark> elements around text nodes of the already sanitised passage. Only text nodes are
 * split and only attributes are set, so nothing here ever parses HTML built from a student's note.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
/** Text a <mark> cannot sit in without breaking its element (a select's options, a textarea). */
const NO_MARK = 'option, optgroup, select, textarea, title';

export const MARK_SELECTOR = 'mark[data-annotation]';

/** The sanitised passage as an inert fragment, the same tree HtmlContent renders from the same string. */
export function parsePassage(cleanHtml: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = cleanHtml;
  return template.content;
}

export interface MarkLook {
  className: string;
  /** The id of the hidden element that describes annotation `id` to a screen reader. */
  describedBy(id: string): string;
  /** A note's text, shown by the browser on hover. */
  noteOf(id: string): string | undefined;
}

function markable(node: Text): boolean {
  const parent = node.parentElement;
  if (!parent) return true;
  return parent.namespaceURI === HTML_NS && !parent.closest(NO_MARK);
}

function markFor(doc: Document, text: string, segment: Segment, look: MarkLook, seen: Set<string>): Node {
  // Marks around the white space between blocks would land inside lists and tables.
  if (!text.trim()) return doc.createTextNode(text);
  const mark = doc.createElement('mark');
  mark.textContent = text;
  mark.className = look.className;
  const ids = [segment.highlight, segment.note].filter((id): id is string => !!id);
  mark.dataset.annotation = ids.join(' ');
  mark.dataset.kind = segment.highlight && segment.note ? 'both' : segment.note ? 'note' : 'highlight';
  const note = segment.note && look.noteOf(segment.note);
  if (note) mark.title = note;
  // One stop in the tab order per annotation: its first piece, which is also what a screen reader
  // announces as a button with the note as its description.
  if (ids.some((id) => !seen.has(id))) {
    for (const id of ids) seen.add(id);
    mark.tabIndex = 0;
    mark.setAttribute('role', 'button');
    mark.setAttribute('aria-haspopup', 'dialog');
    mark.setAttribute('aria-describedby', ids.map(look.describedBy).join(' '));
  }
  return mark;
}

/** Wraps the covered stretches of `root`'s text in marks, counting offsets as textContent does. */
export function markPassage(root: Node, segments: readonly Segment[], look: MarkLook): void {
  const doc = root.ownerDocument ?? document;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  const seen = new Set<string>();
  let pos = 0;
  let first = 0;
  for (const node of texts) {
    const from = pos;
    const to = pos + node.data.length;
    pos = to;
    while (first < segments.length && (segments[first]?.end ?? 0) <= from) first++;
    if (!markable(node)) continue;
    const parts: Node[] = [];
    let cursor = from;
    for (let k = first; k < segments.length; k++) {
      const segment = segments[k];
      if (!segment || segment.start >= to) break;
      const a = Math.max(segment.start, from);
      const b = Math.min(segment.end, to);
      if (a > cursor) parts.push(doc.createTextNode(node.data.slice(cursor - from, a - from)));
      parts.push(markFor(doc, node.data.slice(a - from, b - from), segment, look, seen));
      cursor = b;
    }
    if (parts.length === 0) continue;
    if (cursor < to) parts.push(doc.createTextNode(node.data.slice(cursor - from)));
    node.replaceWith(...parts);
  }
}

function offsetIn(container: Node, node: Node, offset: number): number {
  const range = container.ownerDocument?.createRange() ?? document.createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

export interface SelectedText {
  start: number;
  end: number;
  rect: DOMRect | null;
}

/**
 * The part of the current selection inside `container`, as offsets into its text without white space
 * at either end (a double-click often takes the space after a word); null when nothing is selected.
 */
export function selectedText(container: HTMLElement): SelectedText | null {
  const selection = container.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!range.intersectsNode(container)) return null;
  const text = container.textContent ?? '';
  let start = container.contains(range.startContainer)
    ? offsetIn(container, range.startContainer, range.startOffset)
    : 0;
  let end = container.contains(range.endContainer)
    ? offsetIn(container, range.endContainer, range.endOffset)
    : text.length;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  if (end <= start) return null;
  // jsdom has no layout; a browser gives the box the menu is placed by.
  const rect = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  return { start, end, rect };
}

export function markAt(target: EventTarget | null, container: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const mark = target.closest<HTMLElement>(MARK_SELECTOR);
  return mark && container.contains(mark) ? mark : null;
}

export const idsOf = (mark: HTMLElement): string[] =>
  (mark.dataset.annotation ?? '').split(' ').filter(Boolean);

/** The focusable piece of annotation `id`, after the passage was drawn again. */
export function focusableMark(container: HTMLElement, id: string): HTMLElement | null {
  for (const mark of container.querySelectorAll<HTMLElement>(`${MARK_SELECTOR}[tabindex]`)) {
    if (idsOf(mark).includes(id)) return mark;
  }
  return null;
}
