// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { EditorSlot } from './editor-slot';

// CodeMirror cannot be fetched (offline, or a new release replaced the file).
vi.mock('./editor/setup', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(() => stubBrowser());
afterEach(() => cleanup());

describe('the editor slot', () => {
  it('shows the code while the editor loads, and a plain text area when it cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChange = vi.fn();
    const onRun = vi.fn();
    render(
      <MantineProvider>
        <EditorSlot
          value={'int main(void) {}\n'}
          onChange={onChange}
          language="c"
          label="Code"
          onRun={onRun}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the code editor…');
    const box = (await screen.findByRole('textbox', { name: 'Code' })) as HTMLTextAreaElement;
    expect(box.value).toBe('int main(void) {}\n');
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'int main(void) { return 0; }\n' } });
    expect(onChange).toHaveBeenCalledWith('int main(void) { return 0; }\n');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onRun).toHaveBeenCalledTimes(1);
  });
});
