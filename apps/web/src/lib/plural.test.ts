import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one question, never one questions', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(12, 'question')).toBe('12 questions');
    expect(countOf(1, 'minute')).toBe('1 minute');
  });
});
