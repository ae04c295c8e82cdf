import { describe, expect, it } from 'vitest';
import {
  type Annotation,
  addAnnotation,
  clearAll,
  MAX_ANNOTATIONS,
  NOTE_MAX,
  notesUnder,
  parseAnnotations,
  removeAnnotations,
  segmentsOf,
  withinText,
} from './annotations';

const hl = (id: string, start: number, end: number): Annotation => ({ id, start, end, kind: 'highlight' });
const note = (id: string, start: number, end: number, text: string): Annotation => ({
  id,
  start,
  end,
  kind: 'note',
  note: text,
});

describe('adding annotations', () => {
  it('merges highlights that overlap or touch into one, keeping the earliest id', () => {
    let list = addAnnotation([], hl('a', 10, 20));
    list = addAnnotation(list, hl('b', 30, 40));
    list = addAnnotation(list, hl('c', 15, 30));
    expect(list).toEqual([hl('a', 10, 40)]);
    expect(addAnnotation(list, hl('d', 41, 45))).toEqual([hl('a', 10, 40), hl('d', 41, 45)]);
    expect(addAnnotation(list, hl('e', 0, 5))).toEqual([hl('e', 0, 5), hl('a', 10, 40)]);
  });

  it('keeps a note over a highlight as its own annotation', () => {
    const list = addAnnotation([hl('a', 0, 20)], note('n', 5, 10, 'check this'));
    expect(list).toEqual([hl('a', 0, 20), note('n', 5, 10, 'check this')]);
  });

  it('lets a note over older notes take their place, with the new text, but not touch neighbours', () => {
    const list = [note('n1', 0, 10, 'one'), note('n2', 10, 20, 'two')];
    expect(notesUnder(list, 5, 15).map((a) => a.id)).toEqual(['n1', 'n2']);
    expect(addAnnotation(list, note('n3', 5, 15, 'one and two'))).toEqual([note('n1', 0, 20, 'one and two')]);
    expect(addAnnotation(list, note('n4', 20, 25, 'next'))).toHaveLength(3);
  });

  it('ignores an empty range', () => {
    expect(addAnnotation([hl('a', 0, 5)], hl('b', 7, 7))).toEqual([hl('a', 0, 5)]);
  });
});

describe('removing annotations', () => {
  it('removes the named ones and clears all', () => {
    const list = [hl('a', 0, 5), note('n', 2, 4, 'x'), hl('b', 8, 9)];
    expect(removeAnnotations(list, ['a', 'n'])).toEqual([hl('b', 8, 9)]);
    expect(removeAnnotations(list, ['missing'])).toEqual(list);
    expect(clearAll()).toEqual([]);
  });
});

describe('segments', () => {
  it('splits the text where highlights and notes begin and end', () => {
    const list = [hl('h', 0, 10), note('n', 5, 15, 'x')];
    expect(segmentsOf(100, list)).toEqual([
      { start: 0, end: 5, highlight: 'h', note: undefined },
      { start: 5, end: 10, highlight: 'h', note: 'n' },
      { start: 10, end: 15, highlight: undefined, note: 'n' },
    ]);
  });

  it('leaves out gaps and stops at the end of the text', () => {
    expect(segmentsOf(12, [hl('a', 0, 2), hl('b', 4, 6), hl('c', 10, 40)])).toEqual([
      { start: 0, end: 2, highlight: 'a', note: undefined },
      { start: 4, end: 6, highlight: 'b', note: undefined },
      { start: 10, end: 12, highlight: 'c', note: undefined },
    ]);
    expect(withinText([hl('a', 0, 12), hl('b', 10, 13)], 12)).toEqual([hl('a', 0, 12)]);
  });
});

describe('stored annotations', () => {
  it('reads back what was stored', () => {
    const list = [hl('a', 0, 5), note('n', 2, 4, 'x')];
    expect(parseAnnotations(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('ignores anything that is not a list of annotations', () => {
    for (const raw of [null, 42, 'x'.repeat(1_000_000), { id: 'a', start: 0, end: 1 }, undefined]) {
      expect(parseAnnotations(raw)).toEqual([]);
    }
  });

  it('drops entries of the wrong shape and keeps the rest', () => {
    const raw = [
      hl('ok', 0, 3),
      { id: 'neg', start: -1, end: 3, kind: 'highlight' },
      { id: 'back', start: 5, end: 2, kind: 'highlight' },
      { id: 'frac', start: 0.5, end: 2, kind: 'highlight' },
      { id: 'str', start: '0', end: '2', kind: 'highlight' },
      { id: 'huge', start: 0, end: 1e12, kind: 'highlight' },
      { id: 'kind', start: 0, end: 2, kind: 'underline' },
      { id: 'has space', start: 0, end: 2, kind: 'highlight' },
      { id: 'empty', start: 5, end: 6, kind: 'note', note: '  ' },
      { id: 'long', start: 5, end: 6, kind: 'note', note: 'x'.repeat(NOTE_MAX + 1) },
      { id: 'nonote', start: 5, end: 6, kind: 'note' },
      { id: 'ok', start: 7, end: 8, kind: 'highlight' },
      'text',
      null,
      [1, 2],
      note('n', 9, 12, 'kept'),
    ];
    expect(parseAnnotations(raw)).toEqual([hl('ok', 0, 3), note('n', 9, 12, 'kept')]);
  });

  it('merges overlapping stored highlights and reads at most a bounded number', () => {
    expect(parseAnnotations([hl('a', 0, 5), hl('b', 3, 8)])).toEqual([hl('a', 0, 8)]);
    const many = Array.from({ length: MAX_ANNOTATIONS + 50 }, (_, i) => hl(`h${i}`, i * 2, i * 2 + 1));
    expect(parseAnnotations(many)).toHaveLength(MAX_ANNOTATIONS);
  });
});
