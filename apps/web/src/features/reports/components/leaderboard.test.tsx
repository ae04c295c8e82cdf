// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LeaderboardRow } from '@portico/contract/assessment-leaderboard';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { LeaderboardList } from './leaderboard';

beforeAll(stubBrowser);
afterEach(cleanup);

// Other students' rows carry no id (issue 10 §12); only the student's own row has one.
const row = (rank: number, studentName: string, score: number, isMe = false): LeaderboardRow => ({
  ...(isMe ? { userId: 'me' } : {}),
  rank,
  studentName,
  profileImage: '',
  score,
  isMe,
});

const renderList = (rows: LeaderboardRow[]) =>
  render(
    <MantineProvider>
      <LeaderboardList rows={rows} />
    </MantineProvider>,
  );

describe('leaderboard', () => {
  it("an empty list reads 'No data available'", () => {
    renderList([]);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it("lists rank, name and 'N pts', and marks the student's own row", () => {
    renderList([row(1, 'Asha Verma', 120), row(2, 'Ravi Kumar', 95, true)]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('120 pts')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Asha Verma')).toBeTruthy();
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
    expect(items[1]?.getAttribute('aria-current')).toBe('true');
    expect(items[1]?.textContent).toContain('95 pts');
  });
});
