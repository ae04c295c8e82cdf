// @vitest-environment jsdom
import { EditorView } from '@codemirror/view';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../../test/stub-browser';
import { CodeEditor, type CodeMirror } from './code-editor';
import type { CodeEditorProps } from './editor-props';

let cm: CodeMirror;
beforeAll(async () => {
  cm = await import('./setup');
  stubBrowser();
  // Layout jsdom does not do: CodeMirror measures text ranges for the cursor and selection.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterEach(() => cleanup());

const C = '#include <stdio.h>\nint main(void) { return 0; }\n';
const JAVA = 'public class Main {}\n';

function renderEditor(props: Partial<CodeEditorProps> = {}) {
  const all: CodeEditorProps = {
    value: C,
    onChange: vi.fn(),
    language: 'c',
    label: 'Code',
    describedBy: 'keys-hint',
    onRun: vi.fn(),
    ...props,
  };
  const view = render(
    <MantineProvider>
      <CodeEditor cm={cm} {...all} />
    </MantineProvider>,
  );
  const rerender = (next: Partial<CodeEditorProps>) => {
    Object.assign(all, next);
    view.rerender(
      <MantineProvider>
        <CodeEditor cm={cm} {...all} />
      </MantineProvider>,
    );
  };
  return { props: all, rerender };
}

const box = () => screen.getByRole('textbox', { name: 'Code' });
const editorView = () => EditorView.findFromDOM(box()) as EditorView;

describe('the code editor (CodeMirror)', () => {
  it('is a named, described text box with line numbers, holding the code', () => {
    renderEditor();
    expect(box().getAttribute('aria-describedby')).toBe('keys-hint');
    expect(editorView().state.doc.toString()).toBe(C);
    expect(document.querySelector('.cm-lineNumbers')).not.toBeNull();
  });

  it('reports typing, and takes new text from outside without reporting it back', () => {
    const { props, rerender } = renderEditor();
    editorView().dispatch({ changes: { from: 0, insert: '// sum\n' } });
    expect(props.onChange).toHaveBeenLastCalledWith(`// sum\n${C}`);
    vi.mocked(props.onChange).mockClear();
    rerender({ value: 'int main() {}\n' });
    expect(editorView().state.doc.toString()).toBe('int main() {}\n');
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('runs with Ctrl+Enter and leaves Tab alone unless asked to indent with it', () => {
    const { props, rerender } = renderEditor();
    fireEvent.keyDown(editorView().contentDOM, { key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: true });
    expect(props.onRun).toHaveBeenCalledTimes(1);
    expect(editorView().state.doc.toString()).toBe(C);

    const tab = () => fireEvent.keyDown(editorView().contentDOM, { key: 'Tab', code: 'Tab', keyCode: 9 });
    // Not handled: the browser moves focus on.
    expect(tab()).toBe(true);
    rerender({ tabIndents: true });
    expect(tab()).toBe(false);
  });

  it('keeps each language’s own state: switching back brings its text and undo history', async () => {
    const { rerender } = renderEditor();
    editorView().dispatch({ changes: { from: 0, insert: '// mine\n' } });
    rerender({ language: 'java', value: JAVA });
    expect(editorView().state.doc.toString()).toBe(JAVA);
    rerender({ language: 'c', value: `// mine\n${C}` });
    expect(editorView().state.doc.toString()).toBe(`// mine\n${C}`);
    const { undo } = await import('@codemirror/commands');
    undo(editorView());
    expect(editorView().state.doc.toString()).toBe(C);
  });

  it('highlights the language once its grammar has loaded', async () => {
    renderEditor({ value: 'int x = 1;\n' });
    await waitFor(() => expect(document.querySelector('.cm-line span[class]')).not.toBeNull());
  });
});
