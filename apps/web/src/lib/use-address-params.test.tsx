// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressParams, useAddressText } from './use-address-params';

afterEach(cleanup);

/** A loader that answers only when told: the navigation stays on its way meanwhile. */
function slowLoader() {
  const waiting: Array<() => void> = [];
  return {
    loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
    release: () => {
      for (const done of waiting.splice(0)) done();
    },
  };
}

function Filters() {
  const [params, change] = useAddressParams();
  const [text, write] = useAddressText('q', change);
  const location = useLocation();
  return (
    <>
      <input aria-label="Search" value={text} onChange={(e) => write(e.currentTarget.value)} />
      <button type="button" onClick={() => change((next) => next.set('letter', 'V'))}>
        V to Z
      </button>
      <output aria-label="address">{location.search}</output>
      <output aria-label="letter">{params.get('letter') ?? ''}</output>
    </>
  );
}

function mount(initial: string) {
  const slow = slowLoader();
  const router = createMemoryRouter([{ path: '/video', element: <Filters />, loader: slow.loader }], {
    initialEntries: [initial],
    hydrationData: { loaderData: { '0': null } },
  });
  render(<RouterProvider router={router} />);
  return { router, release: slow.release };
}

const address = () => screen.getByLabelText('address').textContent;

describe('useAddressParams', () => {
  it('keeps a cleared search when a letter is picked before the clear has reached the address', async () => {
    const { release } = mount('/video?q=walkthrough');
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    expect(box.value).toBe('walkthrough');

    fireEvent.change(box, { target: { value: '' } });
    // The navigation waits for its loader: the box already shows the clear.
    expect(box.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'V to Z' }));
    await act(async () => release());

    await waitFor(() => expect(address()).toBe('?letter=V'));
    expect(box.value).toBe('');
  });

  it('drops no key typed while the address is still on its way', async () => {
    const { release } = mount('/video');
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    for (const typed of ['w', 'wa', 'wal']) {
      fireEvent.change(box, { target: { value: typed } });
      expect(box.value).toBe(typed);
    }
    await act(async () => release());
    await waitFor(() => expect(address()).toBe('?q=wal'));
    expect(box.value).toBe('wal');
  });

  it('takes the address text on Back', async () => {
    const { router, release } = mount('/video?q=cue');
    await act(async () => {
      void router.navigate('/video?q=maps');
      release();
    });
    await waitFor(() => expect(address()).toBe('?q=maps'));
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    expect(box.value).toBe('maps');
    await act(async () => {
      void router.navigate(-1);
      release();
    });
    await waitFor(() => expect(address()).toBe('?q=cue'));
    expect(box.value).toBe('cue');
  });
});
