// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment-launch';
import { makeItem, option } from '@portico/contract/launch-item-builders';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { launchData, resetDeviceStore } from './runner-test-utils';
import { TestRunner } from './test-runner';

// Decision 042: the SAT's 10-minute break between Reading and Writing and Math, as Bluebook shows
// it (College Board, 'How do breaks work in Bluebook?', bluebook.collegeboard.org, read 2026).

vi.mock('../engine/track-store', async () => (await import('./runner-test-utils')).memoryTrackStoreModule());

const ATTEMPT = '6f1d2c3b-4a5e-4f60-8a7b-000000000042';
const RW = '6f1d2c3b-4a5e-4f60-8a7b-0000000000b1';
const MATH = '6f1d2c3b-4a5e-4f60-8a7b-0000000000b2';

const section = (id: string, title: string, n: number, sealed: boolean) => ({
  QuestionPaperSectionID: id,
  SectionTitle: title,
  TotalTime: title === 'Math' ? 35 : 32,
  TotalMarks: 1,
  TotalQuestions: 1,
  ParentSecRefCode: null,
  ReferenceType: title,
  AudioUrl: null,
  ...(sealed ? { Sealed: true } : {}),
  ItemResponse: [
    makeItem({
      ItemID: `6f1d2c3b-4a5e-4f60-8a7b-00000000000${n}`,
      Items: sealed ? '' : `<p>${title} question.</p>`,
      ItemOptionResponse: sealed ? [] : [option(`${id}-a`, 'A'), option(`${id}-b`, 'B')],
    }),
  ],
});

/** A digital SAT whose Reading and Writing is closed: on the break (`secondsLeft`), or Math open. */
function sat({ secondsLeft = 600 as number | null, endEarly = true, mathOpen = false } = {}): LaunchData {
  return launchData({
    attemptId: ATTEMPT,
    testId: 'sat-1',
    name: 'Digital SAT Practice Test 1',
    template: 'sat-digital',
    examFamily: 'sat',
    sectional: true,
    timeLimit: 4020,
    timeRemaining: 2100,
    sections: [section(RW, 'Reading and Writing', 1, false), section(MATH, 'Math', 2, !mathOpen)],
    testData: {
      sections: [
        { sectionId: RW, state: 'closed', timeRemaining: 0 },
        { sectionId: MATH, state: mathOpen ? 'open' : 'pending', timeRemaining: 2100 },
      ],
      breaks: mathOpen ? [] : [{ beforeSectionId: MATH, seconds: 600, secondsLeft, endEarly }],
    },
  });
}

/** The server: assessment/start answers with Math open, and records what it was asked. */
function server() {
  const starts: unknown[] = [];
  routeFetch({
    'POST assessment/start': (init) => {
      starts.push(JSON.parse(String(init.body)));
      return json(200, { success: true, data: sat({ mathOpen: true }) });
    },
    'POST sync-track': (init) => {
      const body = JSON.parse(String(init.body)) as { track: { itemId: string; trackNumber: number }[] };
      const acks = body.track.map((t) => ({ itemId: t.itemId, trackNumber: t.trackNumber, status: 'saved' }));
      return json(200, {
        success: true,
        data: { error: false, acks, late: 0, rejected: 0, timeRemaining: 2100 },
      });
    },
  });
  return starts;
}

function Page({ first }: { first: LaunchData }) {
  const [launch, setLaunch] = useState({ data: first, generation: 0 });
  return (
    <TestRunner
      key={launch.generation}
      data={launch.data}
      onEnded={() => {}}
      onTakeBack={(data) => setLaunch((l) => ({ data, generation: l.generation + 1 }))}
    />
  );
}

const renderRunner = (data: LaunchData) =>
  render(
    <MantineProvider>
      <Page first={data} />
    </MantineProvider>,
  );

/** The runner's clocks read performance.now(): the test moves it by hand; the page's timers still tick. */
let clockMs = 0;
beforeAll(() => stubBrowser());
beforeEach(() => {
  resetDeviceStore();
  clockMs = 1_000_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clockMs);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the SAT’s break between Reading and Writing and Math', () => {
  it('counts down the break, and Resume Testing starts Math', async () => {
    const starts = server();
    renderRunner(sat({ secondsLeft: 600 }));
    expect(await screen.findByRole('heading', { name: 'Break' })).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Remaining break time' });
    expect(timer.textContent).toBe('10:00');
    expect(screen.queryByText('Reading and Writing question.')).toBeNull();

    clockMs += 65_000;
    await waitFor(() => expect(timer.textContent).toBe('8:55'));
    fireEvent.click(screen.getByRole('button', { name: 'Resume Testing' }));
    expect(await screen.findByText('Math question.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Break' })).toBeNull();
    expect(starts).toEqual([expect.objectContaining({ testId: ATTEMPT, sectionId: MATH, endBreak: true })]);
  });

  it('on test day cannot be ended early, and Math starts by itself when the time is up', async () => {
    const starts = server();
    renderRunner(sat({ secondsLeft: 240, endEarly: false }));
    expect(await screen.findByText('As on test day, the break cannot be ended early.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Testing' })).toBeNull();
    expect(screen.getByRole('timer', { name: 'Remaining break time' }).textContent).toBe('4:00');

    clockMs += 240_000;
    expect(await screen.findByText('Math question.')).toBeTruthy();
    expect(starts).toEqual([expect.objectContaining({ sectionId: MATH, endBreak: true })]);
  });

  it('after a reload past the break’s end starts Math at once', async () => {
    const starts = server();
    renderRunner(sat({ secondsLeft: 0, endEarly: false }));
    expect(await screen.findByText('Math question.')).toBeTruthy();
    expect(starts).toHaveLength(1);
  });

  it('is not shown before the section ahead of it has closed', async () => {
    server();
    const before = sat({ secondsLeft: null });
    before.testData.sections = [
      { sectionId: RW, state: 'open', timeRemaining: 1800 },
      { sectionId: MATH, state: 'pending', timeRemaining: 2100 },
    ];
    renderRunner(before);
    expect(await screen.findByText('Reading and Writing question.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Break' })).toBeNull();
  });
});
