import { useEffect, useRef } from 'react';

export interface RunnerShortcuts {
  next: () => void;
  /** Absent where the profile goes forward only. */
  previous?: () => void;
  /** Absent where the profile has no flag. */
  flag?: () => void;
}

/**
 * Alt+N, Alt+P and Alt+M (EXAM-PROFILES.md: every tool by keyboard). Alt with a letter leaves typing
 * alone (a plain letter in an essay is text), and the key's code, not its character, is read: on a
 * Mac, Alt+N types a dead key. A dialog open over the runner keeps its keys to itself.
 */
export function useRunnerShortcuts(shortcuts: RunnerShortcuts) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.repeat) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const action =
        e.code === 'KeyN'
          ? latest.current.next
          : e.code === 'KeyP'
            ? latest.current.previous
            : e.code === 'KeyM'
              ? latest.current.flag
              : undefined;
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
