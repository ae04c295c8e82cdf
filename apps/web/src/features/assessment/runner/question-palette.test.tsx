// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { QuestionPalette } from './question-palette';
import type { RunnerQuestion } from './restore';

beforeAll(stubBrowser);
afterEach(cleanup);

/** A question numbered first–last of `of`, in a section of `skill`. */
const question = (first: number, last = first, of = 3, skill = 'Reading') =>
  ({
    numbers: { first, last, of },
    item: { ItemID: `q${first}` } as LaunchItem,
    section: { ReferenceType: skill },
  }) as unknown as RunnerQuestion;
const questions = [1, 2, 3].map((n) => question(n));

describe('QuestionPalette', () => {
  it('closes once a question is chosen, so it never stays over the question', async () => {
    const onGo = vi.fn();
    render(
      <MantineProvider>
        <QuestionPalette questions={questions} currentIndex={0} answered={() => false} onGo={onGo} />
      </MantineProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Questions: 0 of 3 answered' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(await screen.findByRole('button', { name: 'Question 3, not answered', hidden: true }));
    expect(onGo).toHaveBeenCalledWith(2);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('numbers the current question as its heading does, in a section too', () => {
    const section = [4, 5, 6].map((n) => question(n, n, 12));
    render(
      <MantineProvider>
        <QuestionPalette questions={section} currentIndex={0} answered={() => false} onGo={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Questions: 0 of 3 answered' }).textContent).toBe('4 / 12');
  });

  it('marks flagged questions by name and by a flag, not colour alone', async () => {
    render(
      <MantineProvider>
        <QuestionPalette
          questions={questions}
          currentIndex={0}
          answered={(id) => id === 'q1'}
          flagged={(id) => id !== 'q3'}
          onGo={vi.fn()}
        />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Questions: 1 of 3 answered' }));
    expect(
      await screen.findByRole('button', { name: 'Question 1, answered, flagged', hidden: true }),
    ).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Question 2, not answered, flagged', hidden: true });
    expect(second.textContent).toBe('2⚑');
    expect(screen.getByRole('button', { name: 'Question 3, not answered', hidden: true }).textContent).toBe(
      '3',
    );
  });
});

describe('QuestionPalette numbered by IELTS marks (decision 038)', () => {
  it("shows a 'Choose TWO' as two numbers, and a skill that starts again at 1 as a group of its own", async () => {
    const mock = [
      question(13, 13, 40, 'Listening'),
      question(14, 15, 40, 'Listening'),
      question(1, 1, 40, 'Reading'),
      question(2, 3, 40, 'Reading'),
    ];
    render(
      <MantineProvider>
        <QuestionPalette questions={mock} currentIndex={1} answered={(id) => id === 'q14'} onGo={vi.fn()} />
      </MantineProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Questions: 1 of 4 answered' });
    expect(toggle.textContent).toBe('14–15 / 40');
    fireEvent.click(toggle);
    const listening = await screen.findByRole('group', { name: 'Listening', hidden: true });
    const twoNumbers = within(listening).getByRole('button', {
      name: 'Questions 14 to 15, answered',
      hidden: true,
    });
    expect(twoNumbers.textContent).toBe('14–15');
    const reading = screen.getByRole('group', { name: 'Reading', hidden: true });
    expect(
      within(reading)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Question 1, not answered', 'Questions 2 to 3, not answered']);
  });

  it('names no group where the numbers run on', async () => {
    render(
      <MantineProvider>
        <QuestionPalette questions={questions} currentIndex={0} answered={() => false} onGo={vi.fn()} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Questions: 0 of 3 answered' }));
    await screen.findByRole('button', { name: 'Question 1, not answered', hidden: true });
    expect(screen.queryByRole('group', { name: 'Reading', hidden: true })).toBeNull();
  });
});

describe('QuestionPalette in review mode (decision 021)', () => {
  it('names each question right, wrong, not answered or awaiting, with a mark, not colour alone', async () => {
    const verdicts = { q1: 'correct', q2: 'incorrect', q3: 'skipped' } as const;
    render(
      <MantineProvider>
        <QuestionPalette
          questions={questions}
          currentIndex={0}
          answered={(id) => id !== 'q3'}
          verdict={(id) => verdicts[id as keyof typeof verdicts]}
          onGo={vi.fn()}
        />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Questions: 1 of 3 correct' }));
    const right = await screen.findByRole('button', { name: 'Question 1, correct', hidden: true });
    expect(right.textContent).toBe('1✓');
    expect(screen.getByRole('button', { name: 'Question 2, incorrect', hidden: true }).textContent).toBe(
      '2✗',
    );
    expect(screen.getByRole('button', { name: 'Question 3, not answered', hidden: true }).textContent).toBe(
      '3–',
    );
  });
});
