// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunnerShortcuts, useRunnerShortcuts } from './use-runner-shortcuts';

afterEach(cleanup);

function Probe(props: RunnerShortcuts) {
  useRunnerShortcuts(props);
  return <input aria-label="Answer" />;
}

describe('useRunnerShortcuts', () => {
  it('Alt+N, Alt+P and Alt+M move and flag; plain letters stay typing', () => {
    const calls = { next: vi.fn(), previous: vi.fn(), flag: vi.fn() };
    const { getByLabelText } = render(<Probe {...calls} />);
    const box = getByLabelText('Answer');
    fireEvent.keyDown(box, { key: 'n', code: 'KeyN' });
    expect(calls.next).not.toHaveBeenCalled();
    // On a Mac, Alt+N gives a dead key: the key's code is what counts.
    fireEvent.keyDown(box, { key: 'Dead', code: 'KeyN', altKey: true });
    fireEvent.keyDown(box, { key: 'p', code: 'KeyP', altKey: true });
    fireEvent.keyDown(box, { key: 'm', code: 'KeyM', altKey: true });
    fireEvent.keyDown(box, { key: 'n', code: 'KeyN', altKey: true, ctrlKey: true });
    expect([
      calls.next.mock.calls.length,
      calls.previous.mock.calls.length,
      calls.flag.mock.calls.length,
    ]).toEqual([1, 1, 1]);
  });

  it('does nothing a profile lacks, nor under an open dialog', () => {
    const next = vi.fn();
    render(<Probe next={next} />);
    fireEvent.keyDown(window, { code: 'KeyP', altKey: true });
    fireEvent.keyDown(window, { code: 'KeyM', altKey: true });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    fireEvent.keyDown(window, { code: 'KeyN', altKey: true });
    dialog.remove();
    expect(next).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { code: 'KeyN', altKey: true });
    expect(next).toHaveBeenCalledTimes(1);
  });
});
