// Every outcome `scripts/test-counts.mjs` must count; the failures are on purpose.
import { expect, test } from '@playwright/test';

test('passes', () => {
  expect(1).toBe(1);
});

test('fails on every try', () => {
  expect(1).toBe(2);
});

test('passes only on its retry', () => {
  expect(test.info().retry).toBe(1);
});

test.skip('is skipped', () => {});

test.fixme('is to be fixed', () => {});
