// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { sectionTools } from '../runner/profile';
import type { RunnerQuestion } from '../runner/restore';
import { ReviewScreen } from './review-screen';

beforeAll(stubBrowser);
afterEach(cleanup);

const questions = [13, 14, 15].map(
  (number) =>
    ({
      numbers: { first: number, last: number, of: 20 },
      item: { ItemID: `q${number}` } as LaunchItem,
    }) as unknown as RunnerQuestion,
);

describe("GRE's Review screen", () => {
  it('lists each question of the section as answered or not and marked, and goes to the one chosen', async () => {
    const onGo = vi.fn();
    render(
      <MantineProvider>
        <ReviewScreen
          opened
          questions={questions}
          answered={(id) => id === 'q13'}
          marked={(id) => id !== 'q13'}
          currentItemId="q14"
          onGo={onGo}
          onClose={vi.fn()}
        />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review' });
    expect(within(dialog).getByText('1 of 3 answered, 2 not answered, 2 marked.')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Go to question 13Answered-',
      'Go to question 14Not AnsweredMarked',
      'Go to question 15Not AnsweredMarked',
    ]);
    expect(rows[1]?.getAttribute('aria-current')).toBe('step');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to question 15' }));
    expect(onGo).toHaveBeenCalledWith(questions[2]);
  });

  it('is a GRE tool only', () => {
    expect(sectionTools('grelayout', 'Verbal').reviewScreen).toBe(true);
    expect(sectionTools('sat-digital', 'Math').reviewScreen).toBe(false);
    expect(sectionTools('ielts', 'Reading').reviewScreen).toBe(false);
  });
});
