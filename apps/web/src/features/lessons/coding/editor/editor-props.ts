import type { CodingLanguage } from '@portico/contract/coding';

/** The code editor's props, shared by CodeMirror (loaded on demand) and its plain fallbacks. */
export type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  language: CodingLanguage;
  /** The accessible name of the editable area. */
  label: string;
  /** The id of the text that explains the editor's keys. */
  describedBy?: string;
  /** Tab indents (Escape, then Tab, leaves); otherwise Tab moves focus on, as everywhere else. */
  tabIndents?: boolean;
  /** Mantine's dark colour scheme is on. */
  dark?: boolean;
  /** Ctrl+Enter (⌘+Enter on a Mac). */
  onRun?: () => void;
};
