import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Picked } from './add-to-deck-button';

// The button, its call and its texts load with the first selection, not with every passage's page.
const AddToDeckButton = lazy(() =>
  import('./add-to-deck-button').then((m) => ({ default: m.AddToDeckButton })),
);

/** The sentence of a passage around a selection (up to its stops), for the card's example. */
function sentenceAround(selection: Selection, word: string): string {
  const text = selection.anchorNode?.textContent ?? '';
  const at = text.indexOf(word);
  if (at < 0) return '';
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
  const after = text.slice(at + word.length);
  const stop = after.search(/[.?!](\s|$)/);
  return text
    .slice(start < 0 ? 0 : start + 2, stop < 0 ? text.length : at + word.length + stop + 1)
    .trim()
    .slice(0, 600);
}

/** The word or phrase selected inside `area` (none when the selection is empty, long or elsewhere). */
function usePicked(area: RefObject<HTMLDivElement | null>) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const read = useCallback(() => {
    const selection = window.getSelection();
    const word = selection?.toString().trim().replace(/\s+/g, ' ') ?? '';
    if (!selection || !word || word.length > 80 || selection.rangeCount === 0) return setPicked(null);
    const range = selection.getRangeAt(0);
    if (!area.current?.contains(range.commonAncestorContainer)) return setPicked(null);
    const box = range.getBoundingClientRect();
    const origin = area.current.getBoundingClientRect();
    setPicked({
      word,
      sentence: sentenceAround(selection, word),
      top: box.bottom - origin.top + 6,
      left: Math.max(0, box.left - origin.left),
    });
  }, [area]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setPicked(null);
    };
    // A selection made with the mouse, a finger or Shift and the arrow keys: read once it settles.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSelection = () => {
      clearTimeout(timer);
      timer = setTimeout(read, 250);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('selectionchange', onSelection);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('selectionchange', onSelection);
    };
  }, [read]);

  return [picked, setPicked] as const;
}

/**
 * Around a passage: selecting a word or phrase (with the mouse, a finger or Shift and the arrow keys)
 * offers 'Add to deck', which saves it with its sentence to the student's 'My words' deck. The button
 * is a real button just under the selection and next after the passage in the Tab order; Escape
 * closes it.
 */
export function AddToDeck({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = usePicked(area);
  return (
    <div ref={area} style={{ position: 'relative' }}>
      {children}
      {picked && (
        <Suspense fallback={null}>
          <AddToDeckButton picked={picked} onDone={() => setPicked(null)} />
        </Suspense>
      )}
    </div>
  );
}
