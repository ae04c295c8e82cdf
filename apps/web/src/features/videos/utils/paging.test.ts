import { describe, expect, it } from 'vitest';
import { pageOf, titleMatches } from './paging';

const list = Array.from({ length: 27 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('cuts 27 videos into pages of 12, 12 and 3', () => {
    expect(pageOf(list, 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 12 });
    expect(pageOf(list, 3)).toMatchObject({ items: [25, 26, 27], from: 25, to: 27 });
  });

  it('keeps a page past the end or malformed within the pages there are', () => {
    expect(pageOf(list, 9).page).toBe(3);
    expect(pageOf(list, 0).page).toBe(1);
    expect(pageOf(list, Number.NaN).page).toBe(1);
    expect(pageOf([], 2)).toMatchObject({ items: [], page: 1, pages: 1, from: 0, to: 0 });
  });
});

describe('titleMatches', () => {
  it('finds every word typed, in any case and order', () => {
    expect(titleMatches('Listening: Maps and Plans', '  plans MAPS ')).toBe(true);
    expect(titleMatches('Listening: Maps and Plans', 'essay')).toBe(false);
    expect(titleMatches('Anything', '')).toBe(true);
  });
});
