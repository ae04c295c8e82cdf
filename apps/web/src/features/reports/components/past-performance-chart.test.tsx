// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { PastPerformanceData } from '@portico/contract/reports';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { PastPerformanceChart } from './past-performance-chart';

beforeAll(stubBrowser);
afterEach(cleanup);

const row = (id: string, you: number | null, topper: number | null) => ({
  studentTestId: id,
  title: `Mock ${id}`,
  completedDatetime: '2026-11-21T09:00:00.000Z',
  points: [{ referenceType: 'Overall', you, topper }],
});
const data = (rows: PastPerformanceData['rows']): PastPerformanceData => ({ scoreKind: 'band', rows });

const renderChart = (d: PastPerformanceData) =>
  render(
    <MantineProvider>
      <PastPerformanceChart data={d} referenceType="Overall" exam="ielts" />
    </MantineProvider>,
  );

// Two mocks without an overall band (Writing and Speaking not yet marked) drew an empty plot.
describe('Past Performance', () => {
  it('draws no empty plot when no test has a value, and says why', () => {
    const { container } = renderChart(data([row('1', null, null), row('2', null, null)]));
    expect(screen.getByText(/No test has a band yet/)).toBeTruthy();
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();
  });

  it('waits for a second value before it draws a line', () => {
    renderChart(data([row('1', 6.5, 7), row('2', null, null)]));
    expect(screen.getByText(/once two of your tests have a band/)).toBeTruthy();
  });

  it('draws the line once two tests have a value (its code fetched with the first chart)', async () => {
    const { container } = renderChart(data([row('1', 6.5, 7), row('2', 7, 7.5)]));
    // The chart's code (recharts) is imported when the first chart shows (lazy-charts.tsx).
    await vi.waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(screen.queryByText(/The chart appears/)).toBeNull();
    expect(screen.queryByText(/No test has/)).toBeNull();
  });
});
