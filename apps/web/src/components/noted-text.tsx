import { type AnswerNote, anchorNotes, type NotedSegment } from '@portico/contract/answer-anchors';
import type { ReactNode } from 'react';
import classes from './noted-text.module.css';

type Piece = NotedSegment & { last: boolean };

/** The segments cut at line breaks: a page of paragraphs, each piece of a note knowing if it ends it. */
function lines(segments: NotedSegment[]): Piece[][] {
  const out: Piece[][] = [[]];
  for (const seg of segments) {
    const parts = seg.text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) out.push([]);
      if (part) out.at(-1)?.push({ ...seg, text: part, last: i === parts.length - 1 });
    });
  }
  return out.filter((line) => line.some((p) => p.text.trim() !== ''));
}

/** A mark's own class, by its note (instant feedback colours grammar, spelling and linking apart). */
type ClassOf = (note: AnswerNote) => string | undefined;

function piece(p: Piece, i: number, notes: AnswerNote[], classOf?: ClassOf): ReactNode {
  if (p.note === null) return p.text;
  const note = notes[p.note - 1];
  const own = note && classOf?.(note);
  const base = own ? `${classes.mark} ${own}` : classes.mark;
  return (
    <mark
      key={i}
      className={p.last ? `${base} ${classes.numbered}` : base}
      data-note={p.last ? p.note : undefined}
      title={note?.text}
    >
      {p.text}
    </mark>
  );
}

/**
 * A written answer with the teacher's inline comments (issue 40): each commented span marked and
 * numbered where it is, the comments listed under it in the same order. The console shows the text
 * exactly as written (its selections count characters of it); the student's report as paragraphs.
 */
export function NotedText({
  text,
  notes,
  paragraphs = false,
  className,
  listLabel = 'Comments in the answer',
  renderNote,
  classOf,
}: {
  text: string;
  notes: readonly AnswerNote[];
  paragraphs?: boolean;
  className?: string;
  listLabel?: string;
  /** The console's own list (with edit and remove); by default a numbered list of the comments. */
  renderNote?: (note: AnswerNote, number: number) => ReactNode;
  classOf?: ClassOf;
}) {
  const { segments, numbered } = anchorNotes(text, notes);
  const body = paragraphs ? (
    <div className={`${classes.paragraphs} ${className ?? ''}`}>
      {lines(segments).map((line, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the answer's paragraphs never move.
        <p key={n}>{line.map((p, i) => piece(p, i, numbered, classOf))}</p>
      ))}
    </div>
  ) : (
    <div className={`${classes.text} ${className ?? ''}`} data-noted-text="">
      {segments.map((s, i) => piece({ ...s, last: true }, i, numbered, classOf))}
    </div>
  );
  return (
    <>
      {body}
      {numbered.length > 0 && (
        <ol className={classes.list} aria-label={listLabel}>
          {numbered.map((note, i) => (
            <li key={`${note.start}-${note.end}`}>
              {renderNote ? (
                renderNote(note, i + 1)
              ) : (
                <>
                  <span className={classes.quote}>“{note.quote}”</span> — {note.text}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
