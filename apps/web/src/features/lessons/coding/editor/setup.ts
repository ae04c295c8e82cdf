import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, type Extension, Prec, type StateEffect } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import type { CodingLanguage } from '@portico/contract/coding';

// This module is CodeMirror's side of the editor and is fetched on demand; it imports nothing the
// rest of the portal uses (React included), so none of the portal's shared code is split for it.
export { EditorView };

/** What changes while the editor is open: each in its own compartment. */
export type EditorSettings = {
  label: string;
  describedBy: string | undefined;
  tabIndents: boolean;
  dark: boolean;
};

export const compartments = {
  language: new Compartment(),
  aria: new Compartment(),
  tab: new Compartment(),
  theme: new Compartment(),
};

// A readable size on a phone, Mantine's fonts and border, and long lines scrolling inside the
// editor rather than the page.
const layout = EditorView.theme({
  '&': {
    fontSize: '14px',
    // Phone browsers may enlarge text they judge small, the lines but not the gutter beside them.
    textSizeAdjust: '100%',
    WebkitTextSizeAdjust: '100%',
    maxWidth: '100%',
    maxHeight: 'min(28rem, 70vh)',
    color: 'var(--mantine-color-text)',
    backgroundColor: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '1px',
  },
  '.cm-scroller': {
    overflow: 'auto',
    fontFamily: 'var(--mantine-font-family-monospace)',
    lineHeight: '1.5',
  },
  '.cm-content': { minHeight: '12rem', caretColor: 'var(--mantine-color-text)' },
  '.cm-gutters': { borderRight: '1px solid var(--mantine-color-default-border)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--mantine-primary-color-light)',
  },
  '.cm-cursor': { borderLeftColor: 'var(--mantine-color-text)' },
});

// Each colour has at least 4.5:1 contrast against its background (the active line's included).
const schemes = {
  light: {
    gutter: '#f8f9fa',
    lineNumber: '#5c6670',
    activeLine: '#f1f3f5',
    highlight: HighlightStyle.define([
      { tag: [t.keyword, t.modifier, t.controlKeyword, t.operatorKeyword], color: '#7b1fa2' },
      { tag: [t.string, t.character], color: '#a31515' },
      { tag: [t.escape, t.special(t.string), t.regexp], color: '#b33c00' },
      { tag: [t.number, t.bool, t.null, t.atom], color: '#116644' },
      { tag: [t.comment, t.lineComment, t.blockComment], color: '#6a6a6a', fontStyle: 'italic' },
      { tag: [t.typeName, t.className, t.namespace], color: '#00695c' },
      { tag: [t.function(t.variableName), t.function(t.propertyName)], color: '#1a4fb5' },
      { tag: [t.processingInstruction, t.meta, t.macroName], color: '#a3320b' },
      { tag: t.invalid, color: '#c00000' },
    ]),
  },
  dark: {
    gutter: '#2e2e2e',
    lineNumber: '#a3a3a3',
    activeLine: '#2e2e2e',
    highlight: HighlightStyle.define([
      { tag: [t.keyword, t.modifier, t.controlKeyword, t.operatorKeyword], color: '#d3a8ff' },
      { tag: [t.string, t.character], color: '#b5e08f' },
      { tag: [t.escape, t.special(t.string), t.regexp], color: '#ffad80' },
      { tag: [t.number, t.bool, t.null, t.atom], color: '#ffad80' },
      { tag: [t.comment, t.lineComment, t.blockComment], color: '#a3a3a3', fontStyle: 'italic' },
      { tag: [t.typeName, t.className, t.namespace], color: '#ffd580' },
      { tag: [t.function(t.variableName), t.function(t.propertyName)], color: '#8fb8ff' },
      { tag: [t.processingInstruction, t.meta, t.macroName], color: '#ff9e9e' },
      { tag: [t.operator, t.punctuation, t.bracket], color: '#9fe3ff' },
      { tag: t.invalid, color: '#ff8080' },
    ]),
  },
};

/** The colours of Mantine's light or dark scheme. */
function themeOf(dark: boolean): Extension {
  const scheme = dark ? schemes.dark : schemes.light;
  return [
    EditorView.theme(
      {
        '.cm-gutters': { backgroundColor: scheme.gutter, color: scheme.lineNumber },
        '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: scheme.activeLine },
      },
      { dark },
    ),
    syntaxHighlighting(scheme.highlight),
  ];
}

/** The settings as the compartments hold them. */
const configured = (settings: EditorSettings) => ({
  aria: EditorView.contentAttributes.of({
    'aria-label': settings.label,
    ...(settings.describedBy ? { 'aria-describedby': settings.describedBy } : {}),
  }),
  tab: settings.tabIndents ? keymap.of([indentWithTab]) : [],
  theme: themeOf(settings.dark),
});

/** The change of an open editor's settings. */
export function settingsEffects(settings: EditorSettings): StateEffect<unknown>[] {
  const parts = configured(settings);
  return [
    compartments.aria.reconfigure(parts.aria),
    compartments.tab.reconfigure(parts.tab),
    compartments.theme.reconfigure(parts.theme),
  ];
}

/** A fresh editor state: line numbers, bracket matching, undo history, search, no Tab by default. */
export function createState(
  doc: string,
  settings: EditorSettings,
  events: { onRun: () => void; onChange: (update: string) => void },
): EditorState {
  const parts = configured(settings);
  return EditorState.create({
    doc,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      highlightSelectionMatches(),
      EditorState.tabSize.of(4),
      indentUnit.of('    '),
      layout,
      compartments.language.of([]),
      compartments.aria.of(parts.aria),
      compartments.tab.of(parts.tab),
      compartments.theme.of(parts.theme),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              events.onRun();
              return true;
            },
          },
        ]),
      ),
      keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap]),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) events.onChange(update.state.doc.toString());
      }),
    ],
  });
}

// Each language's grammar is fetched the first time it is shown.
const loaders: Record<CodingLanguage, () => Promise<Extension>> = {
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  // PHP from its `<?php` tag on, as php-cli reads it; text before the tag is not parsed as HTML.
  php: () =>
    import('@codemirror/lang-php').then(
      (m) => new LanguageSupport(m.phpLanguage.configure({ top: 'Template' })),
    ),
};
const loaded = new Map<CodingLanguage, Promise<Extension>>();

/** The highlighting of a language; none (plain text) when its grammar cannot be fetched. */
export function languageSupport(language: CodingLanguage): Promise<Extension> {
  let support = loaded.get(language);
  if (!support) {
    support = loaders[language]().catch(() => {
      loaded.delete(language);
      return [];
    });
    loaded.set(language, support);
  }
  return support;
}
