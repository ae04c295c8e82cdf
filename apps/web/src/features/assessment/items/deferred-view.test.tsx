// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredView } from './deferred-view';

afterEach(() => vi.useRealTimers());

describe('a deferred item view', () => {
  it('shows its loader while the network is gone, and the question once its code arrives', async () => {
    const load = vi
      .fn<() => Promise<(p: { name: string }) => string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(({ name }) => `Reorder ${name}`);
    const View = deferredView(load);
    render(
      <Suspense fallback="Loading the question">
        <View name="the sentences" />
      </Suspense>,
    );
    expect(await screen.findByText('Loading the question')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // Tried again 3 s later, when the network is back.
    expect(await screen.findByText('Reorder the sentences', {}, { timeout: 6_000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with a fallback, shows it in its own place until its code arrives, the page around it going on', async () => {
    let arrive: (view: (p: { label: string }) => string) => void = () => {};
    const Menu = deferredView(
      () => new Promise<(p: { label: string }) => string>((resolve) => (arrive = resolve)),
      ({ label }) => <button type="button">{label}</button>,
    );
    render(
      <Suspense fallback="The whole page is loading">
        <p>Question 1</p>
        <Menu label="Settings" />
      </Suspense>,
    );
    // The page is not held back: the question and the menu's button show at once.
    expect(screen.getByText('Question 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByText('The whole page is loading')).toBeNull();
    arrive(({ label }) => `${label} menu`);
    expect(await screen.findByText('Settings menu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('keeps what it holds when the page around it renders again after its code arrived', async () => {
    let arrive: (view: () => React.ReactNode) => void = () => {};
    const Palette = deferredView(
      () => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve)),
      () => <button type="button">Questions</button>,
    );
    function Opened() {
      const [opened, setOpened] = useState(false);
      return (
        <button type="button" onClick={() => setOpened(true)}>
          {opened ? 'Palette open' : 'Open the palette'}
        </button>
      );
    }
    let tick: () => void = () => {};
    function Footer() {
      const [ticks, setTicks] = useState(0);
      tick = () => setTicks((t) => t + 1);
      return (
        <footer>
          <span>{ticks} s</span>
          <Palette />
        </footer>
      );
    }
    render(<Footer />);
    await act(async () => arrive(Opened));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the palette' }));
    expect(screen.getByRole('button', { name: 'Palette open' })).toBeTruthy();
    // The clock ticks: the footer renders again, and the palette stays open.
    act(() => tick());
    expect(screen.getByText('1 s')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Palette open' })).toBeTruthy();
  });
});
