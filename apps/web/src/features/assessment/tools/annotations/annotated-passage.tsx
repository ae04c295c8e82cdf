import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { HtmlContent, sanitizeHtml } from '../../../../components/html-content';
import { AnnotationPopover, type Box, type Float } from './annotation-popover';
import {
  type Annotation,
  addAnnotation,
  NOTE_MAX,
  newAnnotationId,
  notesUnder,
  segmentsOf,
  withinText,
} from './annotations';
import classes from './annotations.module.css';
import { focusableMark, idsOf, markAt, markPassage, parsePassage, selectedText } from './passage-dom';
import { useAnnotations } from './use-annotations';

export interface AnnotatedPassageProps {
  /** The passage's server HTML; it is sanitised here exactly as HtmlContent does. */
  html: string | null | undefined;
  /** Where this passage's annotations are kept: `${attemptId}:${itemId}`. */
  storageKey: string;
  label?: string;
  /** The runner's pane class (scrolling, border). */
  className?: string;
}

/** Keys that can change a selection made from the keyboard (with caret browsing or shift+arrows). */
const selects = (e: KeyboardEvent) =>
  e.key === 'Shift' ||
  (e.key !== 'Tab' && (e.shiftKey || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a')));
/** How long a selection must stay still before the menu follows it (touch handles fire no mouseup). */
const SETTLE_MS = 400;
const inLayer = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-annotation-layer]') !== null;

/**
 * A reading passage the student can highlight and take notes on, IELTS-style (EXAM-PROFILES.md):
 * select text, then Highlight or Notes; a click, Enter or right-click on a mark offers Clear and
 * Clear all. The marks are drawn into the sanitised passage's own DOM after each change.
 */
export function AnnotatedPassage({ html, storageKey, label = 'Passage', className }: AnnotatedPassageProps) {
  const { annotations, add, remove, clear } = useAnnotations(storageKey);
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const length = useMemo(() => (parsePassage(clean).textContent ?? '').length, [clean]);
  const visible = useMemo(() => withinText(annotations, length), [annotations, length]);
  const section = useRef<HTMLElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const passage = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const uid = useId();
  const describedBy = useCallback((id: string) => `${uid}-${id}`, [uid]);
  const hintId = `${uid}-hint`;
  const [float, setFloat] = useState<Float | null>(null);
  /** Bumped for every new float, so the popover is placed afresh at its new box. */
  const [seq, setSeq] = useState(0);
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
  }, [clean, length, visible, describedBy]);

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
  const latestOpenMenu = useRef(openMenu);
  latestOpenMenu.current = openMenu;
  const mouseDown = useRef(false);
  // A touch selection (a long press, then its handles) ends without mouseup or keyup: the menu follows
  // the selection once it has settled, unless a mouse button is still down mid-drag.
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
  const openMark = (mark: HTMLElement) =>
    show({ kind: 'mark', ids: idsOf(mark), box: boxOf(mark.getBoundingClientRect()) });

  const noteOf = (ids: readonly string[]) =>
    visible.find((a) => ids.includes(a.id) && a.kind === 'note')?.note;
  /** Adds `candidate` and remembers which mark to focus once drawn: its own or the one it merged into. */
  const addAndFocus = (candidate: Annotation) => {
    const kept = addAnnotation(visible, candidate).find(
      (a) => a.kind === candidate.kind && a.start <= candidate.start && a.end >= candidate.end,
    );
    focusAfterDraw.current = kept?.id ?? candidate.id;
    add(candidate);
    show(null);
    section.current?.ownerDocument.getSelection()?.removeAllRanges();
  };

  const actions = {
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
      else if (focusInside) focusSection();
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

  return (
    <section
      ref={section}
      className={className}
      aria-label={label}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the passage scrolls on its own (WCAG 2.1.1), and focus in it is where a keyboard selection starts.
      tabIndex={0}
      onMouseDown={(e) => {
        mouseDown.current = e.button === 0;
      }}
      onMouseUp={onMouseUp}
      onClick={onClick}
      onContextMenu={onContextMenu}
      onKeyUp={onKeyUp}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={wrap} className={classes.wrap}>
        <AnnotationPopover key={seq} float={float} noteOf={noteOf} {...actions} />
        <HtmlContent ref={passage} html={html} />
      </div>
      <span id={hintId} className="visually-hidden">
        Select text, then press Tab to highlight it or add a note.
      </span>
      <div hidden>
        {visible.map((a) => (
          <span key={a.id} id={describedBy(a.id)}>
            {a.kind === 'note' ? `Note: ${a.note ?? ''}` : 'Highlighted'}
          </span>
        ))}
      </div>
    </section>
  );
}
