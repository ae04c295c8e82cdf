import { Paper, Text, Textarea, useComputedColorScheme } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { CodeEditor } from './editor/code-editor';
import type { CodeEditorProps } from './editor/editor-props';
import { CODING_TEXTS } from './texts';

// CodeMirror is fetched only when an exercise is on screen, never with the rest of the portal.
const LazyEditor = lazy(() =>
  import('./editor/setup').then((cm) => ({
    default: (props: CodeEditorProps) => <CodeEditor cm={cm} {...props} />,
  })),
);

/** The code editor, with a plain box while it loads and a text area if it cannot be fetched. */
export function EditorSlot(props: CodeEditorProps) {
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <EditorBoundary fallback={<PlainEditor {...props} />}>
      <Suspense fallback={<EditorLoading value={props.value} />}>
        <LazyEditor {...props} dark={dark} />
      </Suspense>
    </EditorBoundary>
  );
}

/** The code as it stands, read only, until the editor is there. */
function EditorLoading({ value }: { value: string }) {
  return (
    <Paper withBorder radius="sm" p="sm" aria-busy="true" miw={0}>
      <Text size="sm" c="dimmed" role="status">
        {CODING_TEXTS.editorLoading}
      </Text>
      <Text component="pre" ff="monospace" fz="sm" m={0} mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Without CodeMirror (it could not be fetched): a monospace text area that still runs with Ctrl+Enter. */
function PlainEditor({ value, onChange, label, onRun }: CodeEditorProps) {
  return (
    <Textarea
      aria-label={label}
      description={CODING_TEXTS.editorFailed}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          onRun?.();
        }
      }}
      rows={12}
      resize="vertical"
      wrap="off"
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
