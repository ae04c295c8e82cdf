// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { TopicRow } from '@portico/contract/reports';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { axisMax, chartLayout, QuestionTypeChart, wrappedLines } from './question-type-chart';

// jsdom lays nothing out: the chart is given a 1366-px page's card (1060 × its height) and text
// about 7 px a letter, so the axis has to choose which names fit, as it does in a browser.
const CARD_WIDTH = 1060;
const originalRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  stubBrowser();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [width, height] =
      this.id === 'recharts_measurement_span'
        ? [(this.textContent ?? '').length * 7, 14]
        : this.classList.contains('recharts-responsive-container')
          ? [CARD_WIDTH, 700]
          : this.classList.contains('recharts-legend-wrapper')
            ? [CARD_WIDTH, 24]
            : [0, 0];
    return { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0, toJSON: () => ({}) };
  });
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = originalRect;
});
afterEach(cleanup);

const row = (topicName: string, referenceType: string, corrent: number, total: number): TopicRow => ({
  topicName,
  referenceType,
  corrent,
  total,
});

// The IELTS Academic mock's overall view: sixteen types over two skills.
const ROWS: TopicRow[] = [
  row('Form completion', 'Listening', 6, 7),
  row('Multiple choice', 'Listening', 5, 8),
  row('Multiple choice (choose two)', 'Listening', 2, 4),
  row('Plan/map labelling', 'Listening', 4, 5),
  row('Matching', 'Listening', 5, 6),
  row('Note completion', 'Listening', 5, 6),
  row('Sentence completion', 'Listening', 3, 4),
  row('True/False/Not Given', 'Reading', 4, 6),
  row('Summary completion', 'Reading', 3, 4),
  row('Short answer', 'Reading', 3, 3),
  row('Multiple choice', 'Reading', 4, 5),
  row('Yes/No/Not Given', 'Reading', 3, 5),
  row('Matching features', 'Reading', 4, 5),
  row('Matching headings', 'Reading', 4, 6),
  row('Matching information', 'Reading', 3, 4),
  row('Multiple choice (choose two)', 'Reading', 2, 2),
];

const renderChart = (rows: TopicRow[]) =>
  render(
    <MantineProvider>
      <QuestionTypeChart rows={rows} />
    </MantineProvider>,
  );

/** The question types the chart's axes name (a wrapped name is one label of several lines). */
const axisNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.recharts-cartesian-axis-tick-labels text')]
    .map((t) => [...t.querySelectorAll('tspan')].map((line) => line.textContent?.trim()).join(' '))
    .filter((name) => !/^\d+$/.test(name));

// Side by side, the axis named every other type at 1366 px (one on a phone).
describe('Question Type Analysis', () => {
  // The chart's code (recharts) is imported when the first chart shows (lazy-charts.tsx): on a busy
  // machine the first import takes longer than waitFor's default second.
  const CHART_LOADS = { timeout: 15_000 };

  it('names every question type on the chart, with its skill when the view has two skills', async () => {
    const { container } = renderChart(ROWS);
    await vi.waitFor(() => expect(axisNames(container).length).toBeGreaterThan(0), CHART_LOADS);
    const names = ROWS.map((r) => `${r.topicName} (${r.referenceType})`);
    expect(axisNames(container)).toEqual(names);
  });

  it('names a single skill’s types without the skill, in the table as on the chart', async () => {
    const listening = ROWS.filter((r) => r.referenceType === 'Listening');
    const { container } = renderChart(listening);
    await vi.waitFor(() => expect(axisNames(container).length).toBeGreaterThan(0), CHART_LOADS);
    expect(axisNames(container)).toEqual(listening.map((r) => r.topicName));
    expect(screen.getByRole('cell', { name: 'Plan/map labelling' })).toBeTruthy();
  });

  it('gives each type a row as tall as its longest name needs, and keeps the spec’s axis of 0 to 10', () => {
    const names = ROWS.map((r) => `${r.topicName} (${r.referenceType})`);
    expect(wrappedLines('Multiple choice (Listening)', 134)).toBe(2);
    expect(wrappedLines('Multiple choice (choose two) (Listening)', 134)).toBe(3);
    expect(wrappedLines('Matching', 134)).toBe(1);
    expect(chartLayout(names, false).height).toBeGreaterThanOrEqual(16 * 36);
    // A phone's narrower label column wraps names to more lines: taller rows.
    expect(chartLayout(names, true).height).toBeGreaterThan(chartLayout(names, false).height);
    expect(chartLayout(names, true).labelWidth).toBeLessThan(chartLayout(names, false).labelWidth);
    expect(axisMax(ROWS)).toBe(10);
    expect(axisMax([row('Matching', 'Reading', 3, 13)])).toBe(13);
  });

  it('says so when the section has no question types', () => {
    renderChart([]);
    expect(screen.getByText("This section's questions carry no question types.")).toBeTruthy();
  });
});
