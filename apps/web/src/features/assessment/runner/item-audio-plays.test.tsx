// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchItem, LaunchSection } from '@portico/contract/assessment-test-json';
import { runnerRules, type SectionAudio } from '@portico/contract/exam-profile';
import { makeItem } from '@portico/contract/launch-item-builders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
// For its document.fonts stand-in, which the essay box's autosizing needs.
import '../items/test-utils';
import { QuestionPane } from './question-pane';

// Decision 039: a question's own play limit (Duolingo's Listen and Type: three plays)
// is shown as the plays left, where the exam itself sets no limit.

beforeAll(stubBrowser);
afterEach(cleanup);

const SECTION = 'section-1';
const section = (item: LaunchItem): LaunchSection => ({
  QuestionPaperSectionID: SECTION,
  SectionTitle: 'Listening',
  TotalTime: 10,
  TotalMarks: 1,
  TotalQuestions: 1,
  ParentSecRefCode: null,
  ReferenceType: 'Listening',
  AudioUrl: null,
  ItemResponse: [item],
});
const listenAndType = (AudioPlays?: number | null) =>
  makeItem({
    ItemID: 'item-1',
    ItemType: 'essay-audio',
    TopicName: 'Listen and Type',
    Items: '<p>Type the statement you hear.</p>',
    Media: { audio: '/demo-media/duolingo/listen-and-type-bakery.ogg' },
    ...(AudioPlays === undefined ? {} : { AudioPlays }),
  });

function show(item: LaunchItem, audio: SectionAudio[] = []) {
  return render(
    <MantineProvider>
      <QuestionPane
        attemptId="attempt-1"
        questions={[{ item, section: section(item), numbers: { first: 1, last: 1, of: 1 } }]}
        page={[0]}
        index={0}
        rules={runnerRules('duolingo', 'duolingo')}
        audio={audio}
        onRecordingFinished={() => {}}
        annotate={false}
        pane="question"
        onPane={() => {}}
        responses={{}}
        onChange={() => {}}
        recordings={{ recordingUrls: {}, onRecording: () => {} }}
        onCurrent={() => {}}
        panel={null}
        taskClock={{ remaining: null, waiting: false, closedId: () => false }}
      />
    </MantineProvider>,
  );
}

describe('a question’s own play limit in the runner', () => {
  it('Listen and Type (3 plays): Play, and the plays left, counted from what the server has', () => {
    show(listenAndType(3));
    const player = screen.getByRole('region', { name: 'Question 1 recording' });
    expect(within(player).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(player).getByText(/The recording plays 3 times \(3 left\)\./)).toBeTruthy();
  });

  it('after one play the runner says two are left; after three, none', () => {
    const played = (plays: number): SectionAudio => ({
      sectionId: SECTION,
      itemId: 'item-1',
      plays,
      startedSecondsAgo: 600,
    });
    show(listenAndType(3), [played(1)]);
    expect(screen.getByText(/\(2 left\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
    cleanup();
    show(listenAndType(3), [played(3)]);
    expect(screen.getByText(/\(0 left\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
  });

  it('without a limit of its own a Duolingo recording keeps the ordinary player', () => {
    const { container } = show(listenAndType(null));
    expect(screen.queryByRole('region', { name: 'Question 1 recording' })).toBeNull();
    expect(container.querySelector('audio[controls]')).toBeTruthy();
  });
});
