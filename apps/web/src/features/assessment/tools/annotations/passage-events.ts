import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import type { PopoverActions } from './annotation-popover';
import { type Annotation, NOTE_MAX, newAnnotationId, notesUnder } from './annotations';
import { focusableMark, idsOf, markAt, selectedText } from './passage-dom';
import type { PassageElements, PassageFloat } from './use-passage-float';

/** Keys that can change a selection made from the keyboard (with caret browsing or shift+arrows). */
const selects = (e: KeyboardEvent) =>
  e.key === 'Shift' ||
  (e.key !== 'Tab' && (e.shiftKey || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a')));
const inLayer = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-annotation-layer]') !== null;

interface PassageMarks {
  visible: readonly Annotation[];
  /** Adds an annotation and focuses its mark once drawn. */
  addAndFocus: (candidate: Annotation) => void;
  remove: (ids: readonly string[]) => void;
  clear: () => void;
}

/** The popover's buttons: Highlight, Notes and Save, a mark's Edit and Clear, Clear all, and closing. */
export function floatActions(popover: PassageFloat, { visible, addAndFocus, remove, clear }: PassageMarks) {
  const { float, show, focusSection } = popover;
  const actions: PopoverActions = {
    onHighlight: () => {
      if (float?.kind !== 'menu') return;
      addAndFocus({ id: newAnnotationId(), start: float.start, end: float.end, kind: 'highlight' });
    },
    onNotes: () => {
      if (float?.kind !== 'menu') return;
      const { start, end, box } = float;
      // Notes never share text: a new one over older ones replaces them, so it starts with their words.
      const under = notesUnder(visible, start, end).map((a) => a.note ?? '');
      show({ kind: 'editor', start, end, box, initial: under.join('\n\n').slice(0, NOTE_MAX) });
    },
    onSave: (note: string) => {
      if (float?.kind !== 'editor') return;
      addAndFocus({ id: newAnnotationId(), start: float.start, end: float.end, kind: 'note', note });
    },
    onEdit: () => {
      const noted =
        float?.kind === 'mark' && visible.find((a) => float.ids.includes(a.id) && a.kind === 'note');
      if (!noted || !float) return;
      show({ kind: 'editor', start: noted.start, end: noted.end, box: float.box, initial: noted.note ?? '' });
    },
    onClear: () => {
      if (float?.kind === 'mark') remove(float.ids);
      show(null);
      focusSection();
    },
    onClearAll: () => {
      clear();
      show(null);
      focusSection();
    },
    onDismiss: () => show(null),
    onCancel: () => {
      show(null);
      focusSection();
    },
  };
  return actions;
}

/**
 * The passage's mouse, keyboard and focus: a selection opens the menu (mouseup, keyup, Tab into
 * it), a mark opens its Clear (click, Enter, right-click), Escape closes what floats, and focus on
 * a noted mark peeks at its note.
 */
export function passageEvents(
  popover: PassageFloat,
  { section, passage }: PassageElements,
  visible: readonly Annotation[],
) {
  const { float, show, openMenu, openMark, boxOf, noteOf } = popover;
  const onMouseUp = (e: MouseEvent) => {
    if (e.button === 0 && !inLayer(e.target)) openMenu();
  };
  const onClick = (e: MouseEvent) => {
    const mark = passage.current && markAt(e.target, passage.current);
    // A drag that ends on a mark is a selection, not a click on it.
    if (mark && !(passage.current && selectedText(passage.current))) openMark(mark);
  };
  const onContextMenu = (e: MouseEvent) => {
    if (inLayer(e.target) || !passage.current || float?.kind === 'editor') return;
    const mark = markAt(e.target, passage.current);
    if (mark) openMark(mark);
    else if (!openMenu()) {
      if (visible.length === 0) return;
      show({ kind: 'clear-all', box: boxOf({ left: e.clientX, top: e.clientY, width: 0, height: 0 }) });
    }
    e.preventDefault();
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (selects(e) && !inLayer(e.target)) openMenu();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const layer = section.current?.querySelector<HTMLElement>('[data-annotation-layer]');
    if (e.key === 'Escape' && float) {
      e.preventDefault();
      e.stopPropagation();
      const back =
        float.kind === 'mark' && passage.current && focusableMark(passage.current, float.ids[0] ?? '');
      const focusInside = inLayer(e.target);
      show(null);
      if (back) back.focus();
      else if (focusInside) popover.focusSection();
      return;
    }
    // The menu sits by the selection; Tab is the way in from the keyboard, wherever focus is.
    if (e.key === 'Tab' && !e.shiftKey && float?.kind === 'menu' && !inLayer(e.target)) {
      const first = layer?.querySelector<HTMLElement>('button');
      if (first) {
        e.preventDefault();
        first.focus();
      }
      return;
    }
    const mark = passage.current && markAt(e.target, passage.current);
    if (mark && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      openMark(mark);
    }
  };
  // Focus on a noted mark shows its note, as hovering does (the title), so a keyboard user sees it.
  const onFocus = (e: SyntheticEvent) => {
    const mark = passage.current && markAt(e.target, passage.current);
    if (!mark || (float && float.kind !== 'peek')) return;
    const ids = idsOf(mark);
    if (noteOf(ids) !== undefined) show({ kind: 'peek', ids, box: boxOf(mark.getBoundingClientRect()) });
  };
  const onBlur = (e: SyntheticEvent) => {
    if (float?.kind === 'peek' && passage.current && markAt(e.target, passage.current)) show(null);
  };
  return { onMouseUp, onClick, onContextMenu, onKeyUp, onKeyDown, onFocus, onBlur };
}
