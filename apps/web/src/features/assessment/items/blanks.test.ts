import { describe, expect, it } from 'vitest';
import { BLANK_ATTR, countBlanks, markBlanks, splitBlanks } from './blanks';

describe('splitBlanks', () => {
  it('splits on runs of three or more underscores', () => {
    expect(splitBlanks('The ___ sat on the ______ mat.')).toEqual(['The ', ' sat on the ', ' mat.']);
  });
  it('leaves one or two underscores alone', () => {
    expect(splitBlanks('snake_case and a__b')).toEqual(['snake_case and a__b']);
  });
  it('keeps tags whole and ignores underscores inside attributes', () => {
    const html = '<p>Look at <img src="/img/a___b.png" alt="x"> and fill ___ in.</p>';
    expect(splitBlanks(html)).toEqual([
      '<p>Look at <img src="/img/a___b.png" alt="x"> and fill ',
      ' in.</p>',
    ]);
  });
  it('counts blanks at the start, the end and across tags', () => {
    expect(countBlanks('___ a <b>___</b> c ___')).toBe(3);
    expect(countBlanks('')).toBe(0);
  });
});

describe('markBlanks', () => {
  it('replaces markers with numbered placeholders', () => {
    const out = markBlanks('<p>A ___ and ___.</p>', 2);
    expect(out.html).toBe(`<p>A <span ${BLANK_ATTR}="0"></span> and <span ${BLANK_ATTR}="1"></span>.</p>`);
    expect(out).toMatchObject({ inline: 2, missing: 0 });
  });
  it('reports blanks the text has no marker for', () => {
    expect(markBlanks('<p>No markers</p>', 3)).toMatchObject({
      inline: 0,
      missing: 3,
      html: '<p>No markers</p>',
    });
    expect(markBlanks('one ___ here', 3)).toMatchObject({ inline: 1, missing: 2 });
  });
  it('leaves surplus markers as text', () => {
    const out = markBlanks('a ___ b ___', 1);
    expect(out.html).toBe(`a <span ${BLANK_ATTR}="0"></span> b ____`);
    expect(out.missing).toBe(0);
  });
});
