import { Button, Paper } from '@mantine/core';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getCourseId } from '../../../lib/session';
import { TEXTS } from '../texts';

type Picked = { word: string; sentence: string; top: number; left: number };

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
  const [saving, setSaving] = useState(false);

  const add = async () => {
    const courseId = getCourseId();
    if (!picked || !courseId) return;
    setSaving(true);
    try {
      // The call and its schemas load with the first word saved, not with every passage's page.
      const { saveWord } = await import('../api/review-api');
      await saveWord(courseId, picked.word, picked.sentence);
      notify.show({ color: 'green', message: TEXTS.added(picked.word) });
      setPicked(null);
    } catch (error) {
      notify.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={area} style={{ position: 'relative' }}>
      {children}
      {picked && (
        <Paper
          shadow="md"
          radius="md"
          p={4}
          pos="absolute"
          top={picked.top}
          left={picked.left}
          style={{ zIndex: 300 }}
        >
          <Button
            size="xs"
            loading={saving}
            onClick={add}
            onMouseDown={(e) => e.preventDefault()}
            aria-label={`${TEXTS.addToDeck}: ${picked.word}`}
          >
            {TEXTS.addToDeck}
          </Button>
        </Paper>
      )}
    </div>
  );
}
