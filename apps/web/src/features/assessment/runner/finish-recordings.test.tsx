// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment-launch';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import { makeItem } from '@portico/contract/launch-item-builders';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { FakeAudioContext, FakeRecorder, stubRecording } from '../items/recorder-fakes';
import { launchData, launchSection, resetDeviceStore } from './runner-test-utils';
import { TestRunner } from './test-runner';

// Submit Test, the time running out, Next: every act that leaves a question or ends the
// test first finishes the recording in progress (stopped, kept, uploaded, its answer saved).

vi.mock('../engine/track-store', async () => (await import('./runner-test-utils')).memoryTrackStoreModule());

const ATTEMPT = '6f1d2c3b-4a5e-4f60-8a7b-000000000035';
const SECTION = '6f1d2c3b-4a5e-4f60-8a7b-0000000000a1';
const NEXT_SECTION = '6f1d2c3b-4a5e-4f60-8a7b-0000000000a2';
const task = (n: number) => `6f1d2c3b-4a5e-4f60-8a7b-00000000000${n}`;
const UPLOADED = (n: number) => `/api/files/object/recording-${n}`;

/** A speaking test of three tasks, each a preparation, then recording by itself (CELPIP unless told). */
function celpipSpeaking(secondsLeft: number, template = 'celpip', examFamily = 'celpip'): LaunchData {
  const items = [1, 2, 3].map((n) =>
    makeItem({
      ItemID: task(n),
      ItemType: 'record-audio',
      Items: `<p>Speaking task ${n}.</p>`,
      PrepSeconds: 30,
      TimeLimitSeconds: 90,
    }),
  );
  // Task 1 was shown before (a reload comes back to it): the runner opens on the questions.
  const shown: LaunchData['tracks'][number] = {
    itemId: task(1),
    sectionId: SECTION,
    sectionName: 'Speaking',
    questionIndex: 0,
    selectedOptionId: null,
    enteredText: null,
    inputResponses: [],
    trackNumber: 1,
    timeRemaining: secondsLeft,
    timeTaken: 0,
    marked: false,
  };
  return launchData({
    attemptId: ATTEMPT,
    testId: 'celpip-speaking',
    name: 'CELPIP General Practice Test 1: Speaking',
    template,
    examFamily,
    tracks: [shown],
    timeLimit: 480,
    timeRemaining: secondsLeft,
    sections: [
      launchSection({
        QuestionPaperSectionID: SECTION,
        SectionTitle: 'Speaking',
        TotalTime: 8,
        TotalMarks: 36,
        ItemResponse: items,
      }),
    ],
  });
}

/** The same tasks in two sections with a clock each: task 1 in the first, tasks 2 and 3 in the next. */
function inTwoSections(data: LaunchData): LaunchData {
  const [speaking] = data.testJson.SectionResponse;
  if (!speaking) throw new Error('no section');
  const [first, ...rest] = speaking.ItemResponse;
  const sections = [
    { ...speaking, TotalQuestions: 1, ItemResponse: first ? [first] : [] },
    {
      ...speaking,
      QuestionPaperSectionID: NEXT_SECTION,
      SectionTitle: 'Speaking, part 2',
      ItemResponse: rest,
    },
  ];
  return {
    ...data,
    testJson: { ...data.testJson, IsSectionalTimer: true, SectionResponse: sections },
    testData: {
      ...data.testData,
      sections: [
        { sectionId: SECTION, state: 'open', timeRemaining: 240 },
        { sectionId: NEXT_SECTION, state: 'pending', timeRemaining: 240 },
      ],
    },
  };
}

/** A deferred answer: the test decides when the upload goes through (or fails). */
function gate() {
  let open: (ok: boolean) => void = () => {};
  const opened = new Promise<boolean>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The server: sync-track saves every record, document-upload hands out an address per recording
 * (through `uploads`, which may hold or fail it), end-test ends. `calls` lists what happened, in order.
 */
function server({
  secondsLeft = 480,
  uploads = [] as { opened: Promise<boolean> }[],
  /** assessment/start's answer (Next Section), from the tracks saved so far. */
  start = undefined as ((tracks: TrackRecord[]) => LaunchData) | undefined,
} = {}) {
  const calls: string[] = [];
  const tracks: TrackRecord[] = [];
  const deadline = Date.now() + secondsLeft * 1000;
  let uploaded = 0;
  routeFetch({
    'POST sync-track': (init) => {
      const body = JSON.parse(String(init.body)) as { track: TrackRecord[] };
      for (const t of body.track) {
        tracks.push(t);
        if (t.enteredText) calls.push(`sync-track ${t.enteredText}`);
      }
      return json(200, {
        success: true,
        data: {
          error: false,
          acks: body.track.map((t) => ({ itemId: t.itemId, trackNumber: t.trackNumber, status: 'saved' })),
          late: 0,
          rejected: 0,
          timeRemaining: Math.max(0, Math.round((deadline - Date.now()) / 1000)),
        },
      });
    },
    'POST document-upload': async () => {
      const n = ++uploaded;
      calls.push('document-upload');
      const ok = await (uploads[n - 1]?.opened ?? Promise.resolve(true));
      if (!ok) throw new TypeError('Failed to fetch');
      return json(200, {
        success: true,
        data: { signedUrl: `/api/storage/upload/${n}`, publicUrl: UPLOADED(n) },
      });
    },
    'PUT storage/upload/1': () => {
      calls.push('upload 1');
      return new Response(null, { status: 200 });
    },
    'PUT storage/upload/2': () => {
      calls.push('upload 2');
      return new Response(null, { status: 200 });
    },
    'POST assessment/start': () => {
      calls.push('start');
      if (!start) return json(500, { success: false, message: 'no start here' });
      return json(200, { success: true, data: start(tracks) });
    },
    'POST end-test': () => {
      calls.push('end-test');
      return json(200, { success: true, data: { success: true } });
    },
  });
  return { calls, tracks };
}

/** The page around the runner: a fresh launch (Next Section, Continue here) starts it again. */
function Page({ first, onEnded }: { first: LaunchData; onEnded: () => void }) {
  const [launch, setLaunch] = useState({ data: first, generation: 0 });
  return (
    <TestRunner
      key={launch.generation}
      data={launch.data}
      onEnded={onEnded}
      onTakeBack={(data) => setLaunch((l) => ({ data, generation: l.generation + 1 }))}
    />
  );
}

function renderRunner(data: LaunchData) {
  const onEnded = vi.fn();
  render(
    <MantineProvider>
      <Page first={data} onEnded={onEnded} />
    </MantineProvider>,
  );
  return { onEnded };
}

/** The launch once the server has started the second section: the first closed, its tracks kept. */
function secondSectionOpen(data: LaunchData, tracks: TrackRecord[]): LaunchData {
  return {
    ...data,
    tracks: tracks.map((t, i) => ({
      itemId: t.itemId,
      sectionId: t.sectionId ?? SECTION,
      sectionName: 'Speaking',
      questionIndex: i,
      selectedOptionId: t.selectedOptionId ?? null,
      enteredText: t.enteredText ?? null,
      inputResponses: [],
      trackNumber: t.trackNumber,
      timeRemaining: null,
      timeTaken: t.timeTaken ?? 0,
      marked: false,
    })),
    testData: {
      ...data.testData,
      sections: [
        { sectionId: SECTION, state: 'closed', timeRemaining: 0 },
        { sectionId: NEXT_SECTION, state: 'open', timeRemaining: 240 },
      ],
    },
  };
}

/** Skips the preparation of the task on screen: after the beep, it records. */
async function startRecording(n: number) {
  const region = await screen.findByRole('region', { name: `Question ${n} of 3` });
  fireEvent.click(await within(region).findByRole('button', { name: 'Start recording now' }));
  expect(await within(region).findByRole('button', { name: 'Stop' })).toBeTruthy();
  expect(FakeRecorder.instances.at(-1)?.state).toBe('recording');
}

async function pressSubmit() {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Submit Test' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit Test' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Test' }));
  return dialog;
}

beforeAll(() => stubBrowser());
beforeEach(() => {
  resetDeviceStore();
  stubRecording();
  FakeAudioContext.install();
  URL.createObjectURL = vi.fn(() => 'blob:recording');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a recording in progress when the student leaves it', () => {
  it.each([
    ['CELPIP', 'celpip', 'celpip'],
    ['PTE Academic', 'ptelayout', 'pte'],
    ['IELTS', 'ielts', 'ielts-academic'],
  ])(
    '%s: Submit Test stops it, uploads it and saves its answer before the test ends',
    async (_, template, family) => {
      const upload = gate();
      const { calls, tracks } = server({ uploads: [upload] });
      const { onEnded } = renderRunner(celpipSpeaking(480, template, family));
      await startRecording(1);

      const dialog = await pressSubmit();
      // The recording is stopped at once; its upload is on its way and the button says so.
      await waitFor(() => expect(FakeRecorder.instances.at(-1)?.state).toBe('inactive'));
      expect(await within(dialog).findByRole('button', { name: 'Saving your recording…' })).toBeTruthy();
      expect(calls).toEqual(['document-upload']);

      await act(async () => upload.open(true));
      await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
      expect(calls).toEqual(['document-upload', 'upload 1', `sync-track ${UPLOADED(1)}`, 'end-test']);
      expect(tracks.filter((t) => t.itemId === task(1)).at(-1)?.enteredText).toBe(UPLOADED(1));
    },
  );

  it('an upload that fails is kept, and Submit asks instead of ending the test without it', async () => {
    const offline = gate();
    const { calls } = server({ uploads: [offline] });
    const { onEnded } = renderRunner(celpipSpeaking(480));
    await startRecording(1);

    const dialog = await pressSubmit();
    await act(async () => offline.open(false));
    expect(
      await within(dialog).findByText('Your recording has not been saved yet. Submit anyway?'),
    ).toBeTruthy();
    expect(calls).not.toContain('end-test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'Your recording is kept on this device and will be uploaded when the connection returns.',
      ),
    ).toBeTruthy();

    // The connection is back: Submit Test uploads it at once (not at its next retry), then ends.
    await pressSubmit();
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      'document-upload',
      'document-upload',
      'upload 2',
      `sync-track ${UPLOADED(2)}`,
      'end-test',
    ]);
  });

  it('when the time runs out mid-recording, the recording is saved before the test ends', async () => {
    const { calls } = server({ secondsLeft: 3 });
    const { onEnded } = renderRunner(celpipSpeaking(3));
    await startRecording(1);
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1), { timeout: 6000 });
    expect(calls).toEqual(['document-upload', 'upload 1', `sync-track ${UPLOADED(1)}`, 'end-test']);
  });

  it('Next saves the recording and shows the next task, not the one after it', async () => {
    const { calls } = server();
    renderRunner(celpipSpeaking(480));
    await startRecording(1);
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Question 2 of 3' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain(`sync-track ${UPLOADED(1)}`), { timeout: 4000 });
    expect(screen.getByRole('region', { name: 'Question 2 of 3' })).toBeTruthy();
  });

  it('Next Section saves the recording in its own section before the next section opens', async () => {
    const data = inTwoSections(celpipSpeaking(480));
    const { tracks, calls } = server({ start: (saved) => secondSectionOpen(data, saved) });
    renderRunner(data);
    await startRecording(1);
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Next Section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Next Section' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next Section' }));
    expect(await screen.findByRole('region', { name: 'Question 2 of 3' })).toBeTruthy();
    const recording = () => tracks.find((t) => t.itemId === task(1) && t.enteredText === UPLOADED(1));
    await waitFor(() => expect(recording() && calls.includes('start')).toBe(true), { timeout: 8000 });
    // The server opens the next section (assessment/start, decision 007) once the recording's answer
    // has reached it, and the runner goes on in the new section.
    expect(calls.indexOf(`sync-track ${UPLOADED(1)}`)).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf(`sync-track ${UPLOADED(1)}`)).toBeLessThan(calls.indexOf('start'));
  });
});
