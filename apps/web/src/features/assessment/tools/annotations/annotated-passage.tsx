import { useCallback, useId, useMemo, useRef } from 'react';
import { HtmlContent, sanitizeHtml } from '../../../../components/html-content';
import { deferredView } from '../../items/deferred-view';
import type { AnnotationPopoverProps } from './annotation-popover';
import { type Annotation, addAnnotation, withinText } from './annotations';
import classes from './annotations.module.css';
import { parsePassage } from './passage-dom';
import { floatActions, passageEvents } from './passage-events';
import { useAnnotations } from './use-annotations';
import { useDrawnMarks, useMenuFollowsSelection, usePassageFloat } from './use-passage-float';

// The highlight and note menu (Mantine's Popover) comes after the first question (deferred-view.ts).
const AnnotationPopover = deferredView<AnnotationPopoverProps>(
  () => import('./annotation-popover').then((m) => m.AnnotationPopover),
  () => null,
);

export interface AnnotatedPassageProps {
  /** The passage's server HTML; it is sanitised here exactly as HtmlContent does. */
  html: string | null | undefined;
  /** Where this passage's annotations are kept: `${attemptId}:${itemId}`. */
  storageKey: string;
  label?: string;
  /** The runner's pane class (scrolling, border). */
  className?: string;
}

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
  const elements = { section, wrap, passage };
  const popover = usePassageFloat(elements, visible);
  const focusAfterDraw = useDrawnMarks(passage, clean, length, visible, describedBy);
  const mouseDown = useMenuFollowsSelection(popover.openMenu);

  /** Adds `candidate` and remembers which mark to focus once drawn: its own or the one it merged into. */
  const addAndFocus = (candidate: Annotation) => {
    const kept = addAnnotation(visible, candidate).find(
      (a) => a.kind === candidate.kind && a.start <= candidate.start && a.end >= candidate.end,
    );
    focusAfterDraw.current = kept?.id ?? candidate.id;
    add(candidate);
    popover.show(null);
    section.current?.ownerDocument.getSelection()?.removeAllRanges();
  };
  const actions = floatActions(popover, { visible, addAndFocus, remove, clear });
  const events = passageEvents(popover, elements, visible);

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
      {...events}
    >
      <div ref={wrap} className={classes.wrap}>
        <AnnotationPopover key={popover.seq} float={popover.float} noteOf={popover.noteOf} {...actions} />
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
