// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countWords, essayCounts } from './essay-field';
import { ESSAY_NOTE } from './review';
import { makeItem, makeResult, renderItem, renderReview, response } from './test-utils';

describe('countWords', () => {
  it('counts white-space separated words', () => {
    expect(countWords('  Hello   big\nworld ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
  });
});

describe.each(['essay', 'essay-topic', 'essay-audio'])('%s', (ItemType) => {
  it('answers with enteredText and counts words live', () => {
    const { last } = renderItem({
      item: makeItem({ ItemType, Media: { audio: 'https://cdn.example/prompt.mp3' } }),
    });
    const box = screen.getByRole('textbox', { name: 'Answer for question 3' });
    fireEvent.change(box, { target: { value: 'Cities grow fast today' } });
    expect(last()).toEqual(response({ enteredText: 'Cities grow fast today' }));
    const counts = screen.getByText('Words: 4 · 22 / 20,000 characters');
    expect(box.getAttribute('aria-describedby')).toBe(counts.id);
    expect(box.getAttribute('maxlength')).toBe('20000');
    // The exams' writing boxes have no spell check (EXAM-PROFILES.md 'writing').
    expect(box.getAttribute('spellcheck')).toBe('false');
  });
});

describe('essay limits (decision 011)', () => {
  it('shows the length limit with a counter and says when it is reached', () => {
    expect(essayCounts('')).toBe('Words: 0 · 0 / 20,000 characters');
    renderItem({ item: makeItem({ ItemType: 'essay' }) });
    const box = screen.getByRole('textbox', { name: 'Answer for question 3' });
    fireEvent.change(box, { target: { value: 'a'.repeat(20_000) } });
    expect(screen.getByText('Words: 1 · 20,000 / 20,000 characters: the limit is reached')).toBeTruthy();
  });
});

describe('essay-audio', () => {
  it('shows the audio player first', () => {
    renderItem({
      item: makeItem({ ItemType: 'essay-audio', Media: { audio: 'https://cdn.example/prompt.mp3' } }),
    });
    const audio = screen.getByLabelText('Audio for question 3');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('https://cdn.example/prompt.mp3');
  });
});

describe('essay review', () => {
  it('not yet assessed: the spec note, no verdict, read-only text', () => {
    renderReview(
      makeItem({ ItemType: 'essay' }),
      response({ enteredText: 'My essay' }),
      makeResult({ isCorrect: null, comments: 'Good structure' }),
    );
    expect(
      screen.getByText('Note : Essay question to be Assessed, Right now, we are showing “0”.'),
    ).toBeTruthy();
    expect(ESSAY_NOTE).toBe('Note : Essay question to be Assessed, Right now, we are showing “0”.');
    expect(screen.queryByText('Skipped')).toBeNull();
    expect(screen.getByText('Comments')).toBeTruthy();
    expect(screen.getByText('Good structure')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('assessed: a verdict and no note', () => {
    renderReview(
      makeItem({ ItemType: 'essay' }),
      response({ enteredText: 'x' }),
      makeResult({ isCorrect: true }),
    );
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.queryByText(ESSAY_NOTE)).toBeNull();
  });

  it('unanswered: Skipped', () => {
    renderReview(makeItem({ ItemType: 'essay' }), response({}), makeResult({ isCorrect: null }));
    expect(screen.getByText('Skipped')).toBeTruthy();
    expect(screen.queryByText(ESSAY_NOTE)).toBeNull();
  });
});
