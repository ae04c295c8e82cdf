import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { CodingLanguage } from '@portico/contract/coding';
import { type RefObject, useEffect, useRef } from 'react';
import type { CodeEditorProps } from './editor-props';
import type { EditorSettings } from './setup';

/** CodeMirror and Portico's set-up of it: the module fetched when an exercise is shown. */
export type CodeMirror = typeof import('./setup');

/**
 * The exercise's code editor (CodeMirror, given as `cm` once fetched), made once per exercise.
 * Each language keeps its own editor state, so undo history and cursor stay with the code of that
 * language; `value` from outside (a reset) replaces the text as one undoable change.
 */
export function CodeEditor({
  cm,
  value,
  onChange,
  language,
  label,
  describedBy,
  tabIndents = false,
  dark = false,
  onRun,
}: CodeEditorProps & { cm: CodeMirror }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<CodingLanguage, EditorState>());
  const shown = useRef(language);
  const applying = useRef(false);
  const settings: EditorSettings = { label, describedBy, tabIndents, dark };
  // The editor outlives renders: it reads the newest props through this.
  const latest = useRef({ value, onChange, onRun, settings });
  latest.current = { value, onChange, onRun, settings };

  const events = useRef({
    onRun: () => latest.current.onRun?.(),
    onChange: (text: string) => {
      if (!applying.current) latest.current.onChange(text);
    },
  }).current;

  const showLanguage = (editor: EditorView, next: CodingLanguage) => {
    shown.current = next;
    void cm.languageSupport(next).then((support) => {
      if (view.current === editor && shown.current === next) {
        editor.dispatch({ effects: cm.compartments.language.reconfigure(support) });
      }
    });
  };

  // The editor is made once; later props reach it through the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, on mount.
  useEffect(() => {
    if (!host.current) return;
    const editor = new cm.EditorView({
      parent: host.current,
      state: cm.createState(latest.current.value, latest.current.settings, events),
    });
    view.current = editor;
    showLanguage(editor, shown.current);
    return () => {
      editor.destroy();
      view.current = null;
      states.current.clear();
    };
  }, []);

  // Another language: keep this one's state, bring back (or make) the other's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of language swaps states.
  useEffect(() => {
    const editor = view.current;
    if (!editor || shown.current === language) return;
    states.current.set(shown.current, editor.state);
    const { value: text, settings: now } = latest.current;
    editor.setState(states.current.get(language) ?? cm.createState(text, now, events));
    // A kept state has the settings of its time.
    editor.dispatch({ effects: cm.settingsEffects(now) });
    showLanguage(editor, language);
  }, [language]);

  useTextFromOutside(view, applying, value, language);

  useEffect(() => {
    view.current?.dispatch({ effects: cm.settingsEffects({ label, describedBy, tabIndents, dark }) });
  }, [cm, label, describedBy, tabIndents, dark]);

  return <div ref={host} style={{ minWidth: 0, maxWidth: '100%' }} data-language={language} />;
}

/**
 * The text given from outside, when it is not what the editor holds (a reset, another language),
 * replaces the editor's as one undoable change; `applying` keeps it from coming back as the
 * student's own change.
 */
function useTextFromOutside(
  view: RefObject<EditorView | null>,
  applying: RefObject<boolean>,
  value: string,
  language: CodingLanguage,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a restored language state is checked too.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current === value) return;
    applying.current = true;
    try {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    } finally {
      applying.current = false;
    }
  }, [value, language]);
}
