// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ReviewList } from './review-list';

beforeAll(stubBrowser);
afterEach(cleanup);

const items = [
  { id: 'a', student: { name: 'Asha Rao', email: 'asha@example.com' }, assignee: null, kind: 'CV' },
  {
    id: 'b',
    student: { name: 'Ben Ito', email: 'ben@example.com' },
    assignee: { name: 'Meera' },
    kind: 'Profile',
  },
];

describe('a review queue list', () => {
  it('shows each student with their email, what was sent, its age and owner; a name opens the item', () => {
    const onOpen = vi.fn();
    render(
      <MantineProvider>
        <ReviewList
          label="Submissions"
          empty="Nothing here."
          items={items}
          onOpen={onOpen}
          columns={[{ header: 'Kind', cell: (i) => i.kind }]}
          badge={(i) => <span>{i.assignee ? 'Taken' : 'Waiting'}</span>}
          summary={(i) => `${i.kind} review`}
          age={(i) => ({ text: `Sent 2 h ago`, due: i.assignee ? null : 'Due in 3 h' })}
        />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Submissions' });
    const cards = within(list).getAllByRole('listitem');
    const [first, second] = cards.map((c) => c.textContent ?? '');
    expect(first).toContain('asha@example.com');
    expect(first).toContain('CV review');
    expect(first).toContain('Sent 2 h ago · Due in 3 h');
    expect(first).toContain('Assigned to: Nobody');
    expect(second).toContain('Assigned to: Meera');
    expect(second).not.toContain('Due in');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Ben Ito' }));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
  });

  it('says so when the queue is empty', () => {
    render(
      <MantineProvider>
        <ReviewList
          label="Submissions"
          empty="Nothing here."
          items={[]}
          onOpen={() => {}}
          columns={[]}
          badge={() => null}
          summary={() => ''}
          age={() => ({ text: '', due: null })}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('Nothing here.').textContent).toBe('Nothing here.');
  });
});
