// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { formatDuration, TestMeta } from './test-meta';

beforeAll(stubBrowser);
afterEach(cleanup);

const test = (totalTime: number, extraTimePercent: number) =>
  ({ totalTime, extraTimePercent, questionCount: 40, objectStatus: 'Launch' }) as LearningObject;

describe('TestMeta', () => {
  it('says the duration the runner will count: 30 min with 25 % extra time is 37 min 30 s', () => {
    render(
      <MantineProvider>
        <TestMeta object={test(1800, 25)} />
      </MantineProvider>,
    );
    expect(screen.getByText('40 questions · 37 min 30 s (with your 25 % extra time)')).toBeTruthy();
  });

  it('says the test’s own time without an access arrangement', () => {
    render(
      <MantineProvider>
        <TestMeta object={test(1800, 0)} />
      </MantineProvider>,
    );
    expect(screen.getByText('40 questions · 30 min')).toBeTruthy();
  });

  it('formats minutes and seconds', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(3600)).toBe('60 min');
    expect(formatDuration(2250)).toBe('37 min 30 s');
  });
});
