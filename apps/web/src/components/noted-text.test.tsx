// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotedText } from './noted-text';

afterEach(cleanup);

const essay = 'Some people think students should pay.\nI partly agree with this view.';
const note = (quote: string, text: string) => {
  const start = essay.indexOf(quote);
  return { start, end: start + quote.length, quote, text };
};

describe('NotedText', () => {
  it('marks and numbers each commented span in reading order, the comments listed under the answer', () => {
    render(
      <NotedText
        text={essay}
        notes={[note('partly agree', 'Which part?'), note('students should pay', 'Who exactly?')]}
        listLabel="Comments"
      />,
    );
    const marks = [...document.querySelectorAll('mark')];
    expect(marks.map((m) => [m.textContent, m.dataset.note])).toEqual([
      ['students should pay', '1'],
      ['partly agree', '2'],
    ]);
    // The marked text is the answer's own, character for character (the console counts on it).
    expect(document.querySelector('[data-noted-text]')?.textContent).toBe(essay);
    const items = screen.getByRole('list', { name: 'Comments' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      '“students should pay” — Who exactly?',
      '“partly agree” — Which part?',
    ]);
  });

  it('keeps the paragraphs of the report’s copy, finding the words where its white space differs', () => {
    const report = 'Some people think students\nshould pay.\nI partly agree with this view.';
    render(<NotedText text={report} notes={[note('students should pay', 'Who?')]} paragraphs />);
    const paragraphs = [...document.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(
      ['Some people think students1', 'should pay.', 'I partly agree with this view.'].map((p) =>
        p.replace('1', ''),
      ),
    );
    // The span crosses the break: both pieces marked, the number after its last.
    const marks = [...document.querySelectorAll('mark')];
    expect(marks.map((m) => [m.textContent, m.dataset.note ?? null])).toEqual([
      ['students', null],
      ['should pay', '1'],
    ]);
  });
});
