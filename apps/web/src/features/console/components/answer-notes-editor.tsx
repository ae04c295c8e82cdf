import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  ANSWER_NOTE_MAX_LENGTH,
  ANSWER_NOTES_MAX,
  type AnswerNote,
  AnswerNoteMessages,
} from '@portico/contract/answer-notes';
import { type MouseEvent, useRef, useState } from 'react';
import { NotedText } from '../../../components/noted-text';
import classes from './evaluation-answer-card.module.css';

type Span = { start: number; end: number; quote: string };

/** The characters of `container`'s text before the point (node, offset). */
function offsetIn(container: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}'’-]/u.test(c);

/** The words selected inside the answer, whole words, without the spaces at its ends; null for none. */
export function selectedSpan(container: HTMLElement, text: string): Span | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  let start = offsetIn(container, range.startContainer, range.startOffset);
  let end = offsetIn(container, range.endContainer, range.endOffset);
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  // A selection that cuts a word takes the whole word: a comment is on words, not on letters.
  while (start > 0 && isWordChar(text[start - 1]) && isWordChar(text[start])) start--;
  while (end < text.length && end > start && isWordChar(text[end]) && isWordChar(text[end - 1])) end++;
  return end > start ? { start, end, quote: text.slice(start, end) } : null;
}

const overlaps = (a: Span, notes: readonly AnswerNote[]) =>
  notes.some((n) => a.start < n.end && n.start < a.end);

interface Props {
  text: string;
  notes: AnswerNote[];
  readOnly: boolean;
  onChange: (notes: AnswerNote[]) => void;
  /** 'question 2', for the fields' names. */
  label: string;
}

/**
 * The student's essay with the teacher's inline comments (issue 40): select words, write what is
 * to say about them, and they are marked and numbered in place for the student; each comment can
 * be changed or removed in the list under the essay.
 */
export function AnswerNotesEditor({ text, notes, readOnly, onChange, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<Span | null>(null);
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState<number | null>(null);

  const onSelect = (_e?: MouseEvent) => {
    const container = box.current?.querySelector<HTMLElement>('[data-noted-text]');
    if (readOnly || !container) return;
    const span = selectedSpan(container, text);
    if (!span) return;
    if (overlaps(span, notes)) return setProblem(AnswerNoteMessages.overlap);
    if (notes.length >= ANSWER_NOTES_MAX) return setProblem(AnswerNoteMessages.tooMany);
    setProblem('');
    setPending(span);
  };

  const add = (comment: string) => {
    if (!pending) return;
    onChange([...notes, { ...pending, text: comment }].sort((a, b) => a.start - b.start));
    setPending(null);
    window.getSelection()?.removeAllRanges();
  };

  return (
    <Stack gap={6}>
      {!readOnly && (
        <Text size="xs" c="gray.7">
          Select words of the essay to comment on them where they are.
        </Text>
      )}
      {(pending || problem) && (
        <Paper withBorder p="xs" radius="sm" className={classes.pendingNote}>
          {pending ? (
            <NoteForm
              quote={pending.quote}
              label={`Comment on the selected words of ${label}`}
              onSave={add}
              onCancel={() => setPending(null)}
            />
          ) : (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </Paper>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: selecting text is the act; the list below is the keyboard's way to every comment. */}
      <div ref={box} onMouseUp={onSelect} onKeyUp={() => onSelect()} className={classes.answer}>
        <NotedText
          text={text}
          notes={notes}
          listLabel={`Inline comments on ${label}`}
          renderNote={(note, n) =>
            editing === n ? (
              <NoteForm
                quote={note.quote}
                initial={note.text}
                label={`Comment ${n} on ${label}`}
                onSave={(comment) => {
                  onChange(notes.map((x) => (x === note ? { ...x, text: comment } : x)));
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <NoteLine
                note={note}
                readOnly={readOnly}
                onEdit={() => setEditing(n)}
                onRemove={() => onChange(notes.filter((x) => x !== note))}
                n={n}
              />
            )
          }
        />
      </div>
    </Stack>
  );
}

function NoteLine({
  note,
  n,
  readOnly,
  onEdit,
  onRemove,
}: {
  note: AnswerNote;
  n: number;
  readOnly: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
      <span>
        <i>“{note.quote.length > 80 ? `${note.quote.slice(0, 79)}…` : note.quote}”</i> — {note.text}
      </span>
      {!readOnly && (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={onEdit}>
            Edit<span className="visually-hidden"> comment {n}</span>
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
            Remove<span className="visually-hidden"> comment {n}</span>
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** The words a comment is on, and the comment: saved with Enter (Shift+Enter a new line). */
function NoteForm({
  quote,
  initial = '',
  label,
  onSave,
  onCancel,
}: {
  quote: string;
  initial?: string;
  label: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const save = () => value.trim() && onSave(value.trim());
  return (
    <Stack gap={4}>
      <Text size="xs" c="gray.7" lineClamp={2}>
        On “{quote}”
      </Text>
      <Textarea
        aria-label={label}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={ANSWER_NOTE_MAX_LENGTH}
        value={value}
        autoFocus
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            save();
          }
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <Group gap="xs">
        <Button size="compact-sm" onClick={save} disabled={!value.trim()}>
          {initial ? 'Save' : 'Add comment'}
        </Button>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
