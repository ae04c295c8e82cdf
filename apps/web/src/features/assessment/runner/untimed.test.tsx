// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment-launch';
import { makeItem } from '@portico/contract/launch-item-builders';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { launchData, launchSection, resetDeviceStore } from './runner-test-utils';
import { TestRunner } from './test-runner';

// A test whose sections give it no minutes (an item bank imported without time limits): the server
// sets no deadline and answers 0 seconds left; the runner shows no clock and never ends it by itself.

vi.mock('../engine/track-store', async () => (await import('./runner-test-utils')).memoryTrackStoreModule());

const ATTEMPT = '6f1d2c3b-4a5e-4f60-8a7b-000000000077';
const SECTION = '6f1d2c3b-4a5e-4f60-8a7b-0000000007a1';

function bank(): LaunchData {
  return launchData({
    attemptId: ATTEMPT,
    template: 'default',
    examFamily: '',
    timeLimit: 0,
    timeRemaining: 0,
    sections: [
      launchSection({
        QuestionPaperSectionID: SECTION,
        SectionTitle: 'Items',
        TotalTime: 0,
        ItemResponse: [
          makeItem({
            ItemID: '6f1d2c3b-4a5e-4f60-8a7b-000000000701',
            ItemType: 'mcq',
            Items: '<p>Which river flows through Paris?</p>',
            ItemOptionResponse: [
              { ItemOptionID: 'seine', Options: 'Seine', optionColumnIndex: null },
              { ItemOptionID: 'thames', Options: 'Thames', optionColumnIndex: null },
            ],
          }),
        ],
      }),
    ],
  });
}

beforeAll(stubBrowser);
beforeEach(() => resetDeviceStore());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a test without a time limit', () => {
  it('shows no clock and is never ended by the runner, however long the student takes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ended = vi.fn();
    const fetch = routeFetch({
      'POST sync-track': () =>
        json(200, {
          success: true,
          data: { error: false, acks: [], late: 0, rejected: 0, timeRemaining: 0 },
        }),
      'POST end-test': () => json(200, { success: true, data: { success: true } }),
    });
    render(
      <MantineProvider>
        <TestRunner data={bank()} onEnded={ended} onTakeBack={() => {}} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Which river flows through Paris?')).toBeTruthy();
    expect(screen.getByText('No time limit')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('end-test'))).toEqual([]);
    expect(ended).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Seine' })).toBeTruthy();
  });
});
