// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { RemoveConfirm } from './resource-dialogs';
import { ResourceList } from './resource-list';
import { RowActions } from './row-actions';
import { useSearchFilter } from './use-search-filter';

beforeAll(stubBrowser);
afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
const items = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];
const columns = [{ header: 'Name', cell: (i: { name: string }) => i.name }];

describe('a console list', () => {
  it('is a named table on a wide screen and named cards on a phone, with a line when empty', () => {
    const card = (i: { name: string }) => <span>{i.name} card</span>;
    wrap(<ResourceList label="Things" items={items} columns={columns} card={card} empty="None yet." wide />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    cleanup();
    wrap(
      <ResourceList
        label="Things"
        items={items}
        columns={columns}
        card={card}
        empty="None yet."
        wide={false}
      />,
    );
    const list = screen.getByRole('list', { name: 'Things' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alpha card', 'Beta card']);
    cleanup();
    wrap(<ResourceList label="Things" items={[]} columns={columns} card={card} empty="None yet." />);
    expect(screen.getByText('None yet.')).toBeTruthy();
  });

  it('names each row’s buttons after its item, and offers removal only where it is allowed', () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    wrap(
      <>
        <RowActions name="Alpha" onEdit={onEdit} onRemove={onRemove} removeLabel="Deactivate" />
        <RowActions name="Beta" onEdit={onEdit} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Alpha' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Delete Beta|Deactivate Beta/ })).toBeNull();
  });

  it('asks before removing and shows why the last try failed', () => {
    const onConfirm = vi.fn();
    wrap(
      <RemoveConfirm
        opened
        title="Delete this thing?"
        error="It is in use."
        pending={false}
        onConfirm={onConfirm}
        onClose={() => {}}
      >
        Alpha goes for good.
      </RemoveConfirm>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this thing?' });
    expect(within(dialog).getByRole('alert').textContent).toContain('It is in use.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

function Filter() {
  const [show, setShow] = useSearchFilter('show', ['all', 'notice'] as const, 'all');
  return (
    <button type="button" onClick={() => setShow(show === 'all' ? 'notice' : 'all')}>
      {show}
    </button>
  );
}

describe('a filter kept in the address', () => {
  it('reads and writes its own parameter, leaves the others, and leaves the default out', () => {
    const router = createMemoryRouter([{ path: '/', element: <Filter /> }], {
      initialEntries: ['/?tab=intro&show=bogus'],
    });
    render(<RouterProvider router={router} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('all');
    fireEvent.click(button);
    expect(button.textContent).toBe('notice');
    expect(router.state.location.search).toBe('?tab=intro&show=notice');
    fireEvent.click(button);
    expect(router.state.location.search).toBe('?tab=intro');
  });
});
