// Every outcome `scripts/test-counts.mjs` must count; the failures are on purpose.
import { beforeAll, describe, expect, it } from 'vitest';

describe('outcomes', () => {
  it('passes', () => {
    expect(1).toBe(1);
  });
  it('fails', () => {
    expect(1).toBe(2);
  });
  it.skip('is skipped', () => {});
  it.todo('is not written yet');
});

let tries = 0;
it('passes only on its retry', { retry: 1 }, () => {
  tries++;
  expect(tries).toBe(2);
});

describe('a hook that throws', () => {
  beforeAll(() => {
    throw new Error('set-up failed');
  });
  it('never runs', () => {});
});
