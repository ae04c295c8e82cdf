import { describe, expect, it } from 'vitest';
import { rewardDuration } from './score-report';

// Decision 045: the reward's length reads the same on the banner and the form, from its days.
describe('rewardDuration', () => {
  it.each([
    [28, '4 weeks'],
    [7, '1 week'],
    [21, '3 weeks'],
    [30, '30 days'],
    [1, '1 day'],
  ])('%i days read %s', (days, text) => {
    expect(rewardDuration(days)).toBe(text);
  });
});
