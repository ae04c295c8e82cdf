// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { AnswerNote } from '@portico/contract/answer-notes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { AnswerNotesEditor } from './answer-notes-editor';

beforeAll(stubBrowser);
afterEach(cleanup);

const essay = 'Some people think students should pay.\n\nI partly agree with this view.';
let latest: AnswerNote[] = [];

function Editor({ initial = [] as AnswerNote[] }) {
  const [notes, setNotes] = useState(initial);
  latest = notes;
  return (
    <MantineProvider>
      <AnswerNotesEditor text={essay} notes={notes} readOnly={false} onChange={setNotes} label="question 2" />
    </MantineProvider>
  );
}

/** Selects the characters [start, end) of the answer as a teacher's mouse would, and lets go. */
function select(start: number, end: number) {
  const box = document.querySelector('[data-noted-text]') as HTMLElement;
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const points: [Node, number][] = [];
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    for (const at of [start, end])
      if (at >= seen && at <= seen + length && points.length < 2) points.push([node, at - seen]);
    seen += length;
  }
  const [from, to] = points as [[Node, number], [Node, number]];
  const range = document.createRange();
  range.setStart(...from);
  range.setEnd(...to);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  fireEvent.mouseUp(box);
}

describe('AnswerNotesEditor', () => {
  it('comments on the words selected, marked and numbered where they are', () => {
    render(<Editor />);
    const start = essay.indexOf('partly agree');
    // The spaces selected around the words are not part of the span.
    select(start - 1, start + 'partly agree'.length + 1);
    expect(screen.getByText('On “partly agree”')).toBeTruthy();
    const field = screen.getByLabelText('Comment on the selected words of question 2');
    fireEvent.change(field, { target: { value: 'Say which part.' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(latest).toEqual([{ start, end: start + 12, quote: 'partly agree', text: 'Say which part.' }]);
    expect(document.querySelector('mark')?.textContent).toBe('partly agree');
    expect(screen.getByRole('list', { name: 'Inline comments on question 2' }).textContent).toContain(
      'Say which part.',
    );
  });

  it('takes whole words when a selection cuts one', () => {
    render(<Editor />);
    const start = essay.indexOf('partly agree');
    select(start + 2, start + 9);
    expect(screen.getByText('On “partly agree”')).toBeTruthy();
  });

  it('will not comment twice on the same words, and removes a comment', () => {
    const start = essay.indexOf('students');
    render(<Editor initial={[{ start, end: start + 8, quote: 'students', text: 'Which students?' }]} />);
    select(start + 2, start + 14);
    expect(screen.getByRole('alert').textContent).toContain('overlapping');
    fireEvent.click(screen.getByRole('button', { name: /Remove\s*comment 1/ }));
    expect(latest).toEqual([]);
  });
});
