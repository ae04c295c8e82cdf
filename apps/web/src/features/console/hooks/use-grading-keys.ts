import { useEffect, useRef } from 'react';
import { isBandKey } from '../utils/typed-band';

export type GradingKey = 'next' | 'previous' | 'save' | 'release' | 'play' | 'help';

/** The workspace's shortcuts, as the list on '?' shows them. */
export const GRADING_SHORTCUTS: { keys: string[]; what: string }[] = [
  {
    keys: ['0', '…', '9'],
    what: 'Pick the band or score of the criterion in focus, or of the first one not given (then go to the next)',
  },
  { keys: ['4', '.', '5'], what: 'A half band, where the scale has them' },
  { keys: ['←', '→'], what: 'Step through the criterion’s scale' },
  { keys: ['Backspace'], what: 'Clear the criterion in focus' },
  { keys: ['Tab'], what: 'The next criterion, comment or button' },
  {
    keys: ['J'],
    what: 'Next attempt in the queue (grading by question: the next with that answer not graded)',
  },
  {
    keys: ['K'],
    what: 'Previous attempt in the queue (grading by question: the previous with that question)',
  },
  { keys: ['Ctrl', 'S'], what: 'Save the draft now (⌘ S on a Mac)' },
  { keys: ['Ctrl', 'Enter'], what: 'Release to the student, after a confirmation (⌘ Enter on a Mac)' },
  { keys: ['P'], what: 'Play or pause the student’s recording (Alt P inside a text box)' },
  { keys: ['?'], what: 'This list' },
];

/** Where a plain letter is text being typed, not a shortcut. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
}

/** The workspace act a key press asks for, or null (a dialog open, a letter typed into a field). */
export function gradingKeyOf(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): GradingKey | null {
  if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return null;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey) {
    if (e.key === 's' || e.key === 'S') return 'save';
    if (e.key === 'Enter') return 'release';
    return null;
  }
  if (e.altKey && !mod && e.code === 'KeyP') return 'play';
  if (e.altKey || mod || isTyping(e.target)) return null;
  if (e.key === '?') return 'help';
  return ({ j: 'next', k: 'previous', p: 'play' } as const)[e.key.toLowerCase() as 'j' | 'k' | 'p'] ?? null;
}

/** The first criterion on the page not given yet (else the first): its chosen or first band. */
export function firstOpenBand(): HTMLInputElement | null {
  const pickers = [...document.querySelectorAll<HTMLElement>('[data-band-picker]:not([aria-disabled])')];
  const open = pickers.find((p) => !p.querySelector('input:checked')) ?? pickers[0];
  return open?.querySelector<HTMLInputElement>('input:checked') ?? open?.querySelector('input') ?? null;
}

/**
 * A digit typed outside every field and criterion goes to the first criterion not given yet, as
 * if typed there (its picker reads the key); true when it did.
 */
function typeIntoOpenBand(e: KeyboardEvent): boolean {
  if (!isBandKey(e.key) || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return false;
  if (e.target instanceof Element && e.target.closest('[data-band-picker], [role="dialog"]')) return false;
  const band = firstOpenBand();
  if (!band) return false;
  e.preventDefault();
  band.focus();
  band.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, bubbles: true }));
  return true;
}

/** Listens for the workspace's shortcuts on the whole page while it is open. */
export function useGradingKeys(acts: Partial<Record<GradingKey, () => void>>) {
  const current = useRef(acts);
  current.current = acts;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typeIntoOpenBand(e)) return;
      const key = gradingKeyOf(e);
      const act = key ? current.current[key] : undefined;
      if (!act) return;
      e.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** Plays or pauses the student's recording of the answer in focus, else the page's first. */
export function toggleStudentRecording() {
  const near = document.activeElement?.closest('section')?.querySelector('audio[data-student-recording]');
  const audio = (near ?? document.querySelector('audio[data-student-recording]')) as HTMLAudioElement | null;
  if (!audio) return;
  if (audio.paused) void audio.play().catch(() => undefined);
  else audio.pause();
}
