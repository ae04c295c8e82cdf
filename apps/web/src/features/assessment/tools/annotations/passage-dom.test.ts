// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../components/html-content';
import { type Annotation, segmentsOf } from './annotations';
import { focusableMark, type MarkLook, markPassage, parsePassage, selectedText } from './passage-dom';

const look: MarkLook = {
  className: 'mark',
  describedBy: (id) => `d-${id}`,
  noteOf: (id) => (id === 'n' ? 'a note' : undefined),
};

function mount(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.append(parsePassage(sanitizeHtml(html)));
  document.body.append(div);
  return div;
}

function marked(html: string, list: Annotation[]): HTMLDivElement {
  const div = mount(html);
  const text = div.textContent ?? '';
  const fragment = parsePassage(sanitizeHtml(html));
  markPassage(fragment, segmentsOf(text.length, list), look);
  div.replaceChildren(fragment);
  return div;
}

function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number) {
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

const PASSAGE = '<p>The <b>quick</b> brown fox</p>\n<p>jumps <i>over</i> the dog.</p>';

afterEach(() => {
  document.body.replaceChildren();
  window.getSelection()?.removeAllRanges();
});

describe('marking the passage', () => {
  it('wraps a range that crosses elements in one mark per text node, and keeps the text', () => {
    const div = mount(PASSAGE);
    const text = div.textContent ?? '';
    const start = text.indexOf('quick');
    const end = text.indexOf('over') + 'over'.length;
    const out = marked(PASSAGE, [{ id: 'h', start, end, kind: 'highlight' }]);
    expect(out.textContent).toBe(text);
    const marks = [...out.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['quick', ' brown fox', 'jumps ', 'over']);
    expect(marks[0]?.parentElement?.tagName).toBe('B');
    // The newline between the paragraphs stays bare text between them.
    expect(out.children).toHaveLength(2);
    // One tab stop per annotation, described by its hidden description.
    expect(marks.map((m) => m.getAttribute('tabindex'))).toEqual(['0', null, null, null]);
    expect(marks[0]?.getAttribute('aria-describedby')).toBe('d-h');
    expect(focusableMark(out, 'h')).toBe(marks[0]);
  });

  it('marks a note inside a highlight differently, with its text as the title', () => {
    const text = mount(PASSAGE).textContent ?? '';
    const b = text.indexOf('brown');
    const out = marked(PASSAGE, [
      { id: 'h', start: b, end: b + 9, kind: 'highlight' },
      { id: 'n', start: b + 6, end: b + 9, kind: 'note', note: 'a note' },
    ]);
    const marks = [...out.querySelectorAll('mark')];
    expect(marks.map((m) => [m.textContent, m.dataset.kind])).toEqual([
      ['brown ', 'highlight'],
      ['fox', 'both'],
    ]);
    expect(marks[1]?.title).toBe('a note');
    expect(marks[1]?.getAttribute('aria-describedby')).toBe('d-h d-n');
  });

  it('counts but never marks text inside form controls', () => {
    const html = '<p>Pick <select><option>one</option></select> now</p>';
    const out = marked(html, [{ id: 'h', start: 0, end: 12, kind: 'highlight' }]);
    expect([...out.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Pick ', ' now']);
    expect(out.querySelector('option')?.textContent).toBe('one');
  });
});

describe('reading the selection', () => {
  it('gives offsets into the passage text across elements, without white space at the ends', () => {
    const div = mount(PASSAGE);
    const text = div.textContent ?? '';
    const quick = div.querySelector('b')?.firstChild as Text;
    const over = div.querySelector('i')?.firstChild as Text;
    select(quick, 2, over, 4);
    const got = selectedText(div);
    expect(text.slice(got?.start, got?.end)).toBe('ick brown fox\njumps over');

    const fox = div.querySelector('p')?.lastChild as Text;
    select(fox, 0, fox, 7);
    const trimmed = selectedText(div);
    expect(text.slice(trimmed?.start, trimmed?.end)).toBe('brown');
  });

  it('keeps only the part inside the passage, and nothing for an empty or outside selection', () => {
    const outside = document.createElement('p');
    outside.textContent = 'Question 1';
    document.body.append(outside);
    const div = mount(PASSAGE);
    const text = div.textContent ?? '';
    const quick = div.querySelector('b')?.firstChild as Text;
    select(outside.firstChild as Text, 2, quick, 5);
    const got = selectedText(div);
    expect(text.slice(got?.start, got?.end)).toBe('The quick');

    select(outside.firstChild as Text, 0, outside.firstChild as Text, 5);
    expect(selectedText(div)).toBeNull();
    select(quick, 1, quick, 1);
    expect(selectedText(div)).toBeNull();
  });
});
