import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Box, Float } from './annotation-popover';
import { type Annotation, segmentsOf } from './annotations';
import classes from './annotations.module.css';
import { focusableMark, idsOf, markPassage, parsePassage, selectedText } from './passage-dom';

/** How long a selection must stay still before the menu follows it (touch handles fire no mouseup). */
const SETTLE_MS = 400;

/** The annotated passage's elements: the focusable section, the popover's wrapper, the passage. */
export interface PassageElements {
  section: RefObject<HTMLElement | null>;
  wrap: RefObject<HTMLDivElement | null>;
  passage: RefObject<(HTMLDivElement & HTMLSpanElement) | null>;
}

export type PassageFloat = ReturnType<typeof usePassageFloat>;

/**
 * What floats over the passage (annotation-popover.tsx): the menu for a selection, a mark's Clear,
 * the note editor, a note peeked at; each placed in the wrapper's coordinates.
 */
export function usePassageFloat({ section, wrap, passage }: PassageElements, visible: readonly Annotation[]) {
  const [float, setFloat] = useState<Float | null>(null);
  /** Bumped for every new float, so the popover is placed afresh at its new box. */
  const [seq, setSeq] = useState(0);

  const show = (next: Float | null) => {
    setFloat(next);
    if (next) setSeq((n) => n + 1);
  };
  const boxOf = (rect: Box | null): Box => {
    const origin = wrap.current?.getBoundingClientRect();
    if (!rect || !origin) return { left: 0, top: 0, width: 0, height: 0 };
    return {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
    };
  };
  const focusSection = () => section.current?.focus({ preventScroll: true });

  const openMenu = (): boolean => {
    // A half-written note or an open Clear dialog is not replaced by a new selection's menu.
    if (float && float.kind !== 'menu' && float.kind !== 'peek') return false;
    const el = passage.current;
    const selected = el && selectedText(el);
    if (!selected) return false;
    const { start, end } = selected;
    if (float?.kind === 'menu' && float.start === start && float.end === end) return true;
    show({ kind: 'menu', start, end, box: boxOf(selected.rect) });
    return true;
  };
  const openMark = (mark: HTMLElement) =>
    show({ kind: 'mark', ids: idsOf(mark), box: boxOf(mark.getBoundingClientRect()) });
  const noteOf = (ids: readonly string[]) =>
    visible.find((a) => ids.includes(a.id) && a.kind === 'note')?.note;

  return { float, seq, show, boxOf, focusSection, openMenu, openMark, noteOf };
}

/**
 * Draws the marks into the sanitised passage's own DOM after each change. A mark asked for in
 * `focusAfterDraw` (one just added, or the one it merged into) gets the focus once drawn.
 */
export function useDrawnMarks(
  passage: PassageElements['passage'],
  clean: string,
  length: number,
  visible: readonly Annotation[],
  describedBy: (id: string) => string,
) {
  const focusAfterDraw = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = passage.current;
    if (!el) return;
    const fragment = parsePassage(clean);
    const noteOf = (id: string) => visible.find((a) => a.id === id)?.note;
    markPassage(fragment, segmentsOf(length, visible), {
      className: classes.mark ?? '',
      describedBy,
      noteOf,
    });
    el.replaceChildren(fragment);
    const id = focusAfterDraw.current;
    focusAfterDraw.current = null;
    if (id) focusableMark(el, id)?.focus();
  }, [clean, length, visible, describedBy, passage]);
  return focusAfterDraw;
}

/**
 * A touch selection (a long press, then its handles) ends without mouseup or keyup: the menu follows
 * the selection once it has settled, unless a mouse button is still down mid-drag (`mouseDown`).
 */
export function useMenuFollowsSelection(openMenu: () => boolean) {
  const latestOpenMenu = useRef(openMenu);
  latestOpenMenu.current = openMenu;
  const mouseDown = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => mouseDown.current || latestOpenMenu.current(), SETTLE_MS);
    };
    const onUp = () => {
      mouseDown.current = false;
    };
    document.addEventListener('selectionchange', onChange);
    document.addEventListener('mouseup', onUp);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
      document.removeEventListener('mouseup', onUp);
    };
  }, []);
  return mouseDown;
}
