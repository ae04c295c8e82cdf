// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
});
