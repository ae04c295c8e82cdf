// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem, makeResult, renderReview, response } from './test-utils';

// The faculty's comments and audio feedback on one answer reach the student's review.
describe('faculty feedback on one answer', () => {
  const essay = makeItem({ ItemType: 'essay' });
  const written = response({ enteredText: 'My essay.' });

  it('shows the comments and plays the audio feedback of an evaluated answer', () => {
    renderReview(
      essay,
      written,
      makeResult({
        enteredText: 'My essay.',
        isCorrect: true,
        points: 6,
        // As the console stores a reply: escaped paragraphs (a script tag typed by staff stays text).
        comments: '<p>Good structure;<br>watch your tenses &lt;script&gt;.</p>',
        audioFeedBack: 'https://cdn.example.com/feedback/q3.mp3',
      }),
    );
    expect(screen.getByText('Faculty comments')).toBeTruthy();
    expect(screen.getByText(/watch your tenses <script>\./)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText(/<p>/)).toBeNull();
    const player = screen.getByLabelText("Faculty's audio feedback");
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('https://cdn.example.com/feedback/q3.mp3');
  });

  it('shows neither heading when the faculty left no feedback', () => {
    renderReview(essay, written, makeResult({ enteredText: 'My essay.', isCorrect: true, points: 6 }));
    expect(screen.queryByText('Faculty comments')).toBeNull();
    expect(screen.queryByText("Faculty's audio feedback")).toBeNull();
  });
});
