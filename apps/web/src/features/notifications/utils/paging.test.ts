import { describe, expect, it } from 'vitest';
import { firstPage, nextPage, previousPage, showingText } from './paging';

describe('notification paging (spec 1 §2, §3)', () => {
  it('says which items a page shows', () => {
    expect(showingText(0, 10)).toBe('Showing 1 to 10 items');
    expect(showingText(1, 10)).toBe('Showing 11 to 20 items');
    expect(showingText(2, 5)).toBe('Showing 21 to 25 items');
    expect(showingText(0, 1)).toBe('Showing 1 to 1 items');
    expect(showingText(0, 0)).toBeNull();
  });

  it('keeps the keys of the pages seen, so previous goes back without asking again', () => {
    let p = firstPage();
    p = nextPage(p, 'k1');
    p = nextPage(p, 'k2');
    expect(p).toEqual({ keys: [undefined, 'k1', 'k2'], index: 2 });
    p = previousPage(p);
    expect(p.keys[p.index]).toBe('k1');
    // A new next from an earlier page drops the pages after it.
    p = nextPage(p, 'k2b');
    expect(p).toEqual({ keys: [undefined, 'k1', 'k2b'], index: 2 });
    expect(nextPage(p, null)).toBe(p);
    expect(previousPage(firstPage())).toEqual(firstPage());
  });
});
