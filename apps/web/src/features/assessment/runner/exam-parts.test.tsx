// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment-launch';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { makeItem } from '@portico/contract/launch-item-builders';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { launchData, launchSection, resetDeviceStore } from './runner-test-utils';
import { TestRunner } from './test-runner';

// Decision 041, through the whole runner:
// - CELPIP Listening (Paragon Testing, celpip.ca test format): the recording starts by itself as the
//   part opens (counted by audio-play), forward only, each question shown once the recording has
//   ended and on its own clock, which the server hears of the moment it starts.
// - IELTS on computer (IDP and the British Council, 'How IELTS on computer works'): the bar of
//   question numbers at the bottom, current, answered and marked for review marked by shape and named.

vi.mock('../engine/track-store', async () => (await import('./runner-test-utils')).memoryTrackStoreModule());

const ATTEMPT = '6f1d2c3b-4a5e-4f60-8a7b-000000000041';
const id = (n: number) => `6f1d2c3b-4a5e-4f60-8a7b-0000000001${String(n).padStart(2, '0')}`;

interface Part {
  id: string;
  title: string;
  referenceType: string;
  audioUrl?: string;
  items: LaunchItem[];
}

function launch(template: string, examFamily: string, parts: Part[]): LaunchData {
  return launchData({
    attemptId: ATTEMPT,
    template,
    examFamily,
    sections: parts.map((p) =>
      launchSection({
        QuestionPaperSectionID: p.id,
        SectionTitle: p.title,
        ReferenceType: p.referenceType,
        AudioUrl: p.audioUrl ?? null,
        ItemResponse: p.items,
      }),
    ),
  });
}

const choice = (n: number, extra: Partial<LaunchItem> = {}) =>
  makeItem({
    ItemID: id(n),
    ItemType: 'mcq',
    Items: `<p>Question text ${n}</p>`,
    ItemOptionResponse: [
      { ItemOptionID: `${id(n)}-a`, Options: 'Yes', optionColumnIndex: null },
      { ItemOptionID: `${id(n)}-b`, Options: 'No', optionColumnIndex: null },
    ],
    ...extra,
  });

/** The server: every record saved (kept in `tracks`), every play counted (`plays`). */
function server() {
  const tracks: TrackRecord[] = [];
  const plays: unknown[] = [];
  routeFetch({
    'POST sync-track': (init) => {
      const body = JSON.parse(String(init.body)) as { track: TrackRecord[] };
      tracks.push(...body.track);
      return json(200, {
        success: true,
        data: {
          error: false,
          acks: body.track.map((t) => ({ itemId: t.itemId, trackNumber: t.trackNumber, status: 'saved' })),
          late: 0,
          rejected: 0,
          timeRemaining: 1200,
        },
      });
    },
    'POST assessment/audio-play': (init) => {
      plays.push(JSON.parse(String(init.body)));
      return json(200, { success: true, data: { plays: plays.length, allowed: 1 } });
    },
  });
  return { tracks, plays };
}

const renderRunner = (data: LaunchData) =>
  render(
    <MantineProvider>
      <TestRunner data={data} onEnded={() => {}} onTakeBack={() => {}} />
    </MantineProvider>,
  );

beforeAll(stubBrowser);
beforeEach(() => {
  resetDeviceStore();
  window.localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CELPIP Listening', () => {
  const listening = () =>
    launch('celpip', 'celpip', [
      {
        id: id(90),
        title: 'Listening',
        referenceType: 'Listening',
        audioUrl: '/demo-media/celpip/garden.ogg',
        items: [choice(1, { TimeLimitSeconds: 30 }), choice(2, { TimeLimitSeconds: 30 })],
      },
    ]);

  it('plays the recording by itself, goes forward only, and shows each question once it has ended', async () => {
    const { plays, tracks } = server();
    renderRunner(listening());
    const player = await screen.findByRole('region', { name: 'Listening recording' });
    // No Play button: the recording starts as the part opens, and the server counts the play.
    expect(await within(player).findByText('Playing…')).toBeTruthy();
    expect(within(player).queryByRole('button', { name: /^Play/ })).toBeNull();
    expect(plays).toEqual([{ testId: ATTEMPT, sectionId: id(90) }]);
    // Forward only: no Previous, no palette; the question waits for the recording.
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Questions:/ })).toBeNull();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('The question appears when the recording has ended.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();

    // The recording ends: the question, its own 30 seconds, and a record that starts the server's clock.
    fireEvent.ended(player.querySelector('audio') as HTMLAudioElement);
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time for this question' }).textContent).toBe('0:30');
    await vi.waitFor(() => expect(tracks.some((t) => t.itemId === id(1))).toBe(true));
  });

  it('its Reading goes back as before', async () => {
    server();
    renderRunner(
      launch('celpip', 'celpip', [
        { id: id(91), title: 'Reading', referenceType: 'Reading', items: [choice(1), choice(2)] },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Questions:/ })).toBeTruthy();
  });
});

describe('IELTS on computer’s question bar', () => {
  const reading = () =>
    launch('ielts', 'ielts', [
      { id: id(92), title: 'Part 1', referenceType: 'Reading', items: [choice(1), choice(2), choice(3)] },
      { id: id(93), title: 'Part 2', referenceType: 'Reading', items: [choice(4), choice(5)] },
    ]);

  it('numbers the current part at the bottom: current, answered and flagged, each in words and shape', async () => {
    server();
    renderRunner(reading());
    const bar = await screen.findByRole('navigation', { name: 'Question bar' });
    expect(
      within(bar).getByRole('button', { name: 'Question 1, not answered' }).getAttribute('aria-current'),
    ).toBe('step');
    // The other part is one button with its count of answers.
    expect(within(bar).getByRole('button', { name: 'Part 2: 0 of 2 answered' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /^Question 4,/ })).toBeNull();

    // IELTS shows the part's questions together: question 1's own answer.
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Question 1 of 5' })).getByRole('radio', { name: 'Yes' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Review: question 1' }));
    const first = await within(bar).findByRole('button', { name: 'Question 1, answered, flagged' });
    // Not colour alone: an answered number is underlined, a flagged one a circle (data marks for CSS).
    expect(first.hasAttribute('data-answered')).toBe(true);
    expect(first.hasAttribute('data-flagged')).toBe(true);

    fireEvent.click(within(bar).getByRole('button', { name: 'Question 3, not answered' }));
    // The move saves first, then goes: wait for the bar to say where the student now is.
    await waitFor(() =>
      expect(
        within(bar).getByRole('button', { name: 'Question 3, not answered' }).getAttribute('aria-current'),
      ).toBe('step'),
    );
    expect(screen.getByRole('checkbox', { name: 'Review: question 3' })).toBeTruthy();
    // The bar is IELTS's palette: no popover beside it.
    expect(screen.queryByRole('button', { name: /^Questions:/ })).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Part 2: 0 of 2 answered' }));
    expect(await within(bar).findByRole('button', { name: 'Question 4, not answered' })).toBeTruthy();
  });

  it("numbers a 'Choose TWO' worth 2 marks as two questions, and counts both (decision 038)", async () => {
    server();
    renderRunner(
      launch('ielts', 'ielts', [
        {
          id: id(95),
          title: 'Part 1',
          referenceType: 'Reading',
          items: [choice(1), choice(2, { ItemType: 'mca', SelectCount: 2, Marks: 2 }), choice(3)],
        },
        { id: id(96), title: 'Part 2', referenceType: 'Reading', items: [choice(4)] },
      ]),
    );
    const bar = await screen.findByRole('navigation', { name: 'Question bar' });
    const twoNumbers = within(bar).getByRole('button', { name: 'Questions 2 to 3, not answered' });
    expect(twoNumbers.textContent).toBe('2–3');
    expect(
      within(screen.getByRole('region', { name: 'Questions 2–3 of 5' })).getByRole('heading', {
        name: 'Questions 2–3',
      }),
    ).toBeTruthy();
    // The next question is 4, and a part counts its question numbers.
    expect(screen.getByRole('region', { name: 'Question 4 of 5' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Part 2: 0 of 1 answered' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Part 2: 0 of 1 answered' }));
    expect(await within(bar).findByRole('button', { name: 'Part 1: 0 of 4 answered' })).toBeTruthy();
  });

  it('is IELTS’s own: GRE keeps its palette', async () => {
    server();
    renderRunner(
      launch('grelayoutv3', 'gre', [
        { id: id(94), title: 'Verbal', referenceType: 'Verbal', items: [choice(1), choice(2)] },
      ]),
    );
    expect(await screen.findByRole('button', { name: /^Questions:/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Question bar' })).toBeNull();
    await act(() => Promise.resolve());
  });
});
