import { describe, expect, it } from 'vitest';
import { inLetterGroup } from './letter-groups';

describe('video letter groups (spec 2 §9: A-E, F-K, L-P, Q-U, V-Z)', () => {
  it('files a title by its first letter, in any case', () => {
    expect(inLetterGroup('apostrophes', 'A TO E')).toBe(true);
    expect(inLetterGroup('Essay plans', 'A TO E')).toBe(true);
    expect(inLetterGroup('Fillers', 'F TO K')).toBe(true);
    expect(inLetterGroup('Keywords', 'F TO K')).toBe(true);
    expect(inLetterGroup('Linking words', 'L TO P')).toBe(true);
    expect(inLetterGroup('  Quantifiers', 'Q TO U')).toBe(true);
    expect(inLetterGroup('Zero conditional', 'V TO Z')).toBe(true);
    expect(inLetterGroup('Zero conditional', 'Q TO U')).toBe(false);
  });

  it("puts titles that start with a digit only under 'All'", () => {
    expect(inLetterGroup('3 tips for Part 2', 'All')).toBe(true);
    expect(
      ['A TO E', 'F TO K', 'L TO P', 'Q TO U', 'V TO Z'].some((g) => inLetterGroup('3 tips', g as 'A TO E')),
    ).toBe(false);
  });
});
