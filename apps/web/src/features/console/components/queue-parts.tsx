import { Text, Textarea } from '@mantine/core';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { AlertIcon } from '../../../components/icons';

/**
 * Pieces every queue's list and drawer repeat (support, evaluations, score reports, career,
 * applications): the due time, the card's age line, who works on an item, and the note to a student.
 */

/** 'Due in 5 h', or 'Overdue by 2 h' in red with a warning sign; '-' when nothing waits. */
export function DueMark({ due }: { due: { text: string; overdue: boolean } | null }) {
  if (!due)
    return (
      <Text span inherit>
        -
      </Text>
    );
  if (!due.overdue)
    return (
      <Text span inherit>
        {due.text}
      </Text>
    );
  return (
    <Text span inherit c="red.9" fw={700} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <AlertIcon size={16} />
      {due.text}
    </Text>
  );
}

/** Who works on an item, or Nobody. */
export const assigneeOf = (item: { assignee: { name: string } | null }) => item.assignee?.name ?? 'Nobody';

/** A queue card's age line, with the due time while the item waits. */
export function AgeLine({ children, due }: { children: ReactNode; due?: ReactNode }) {
  return (
    <Text size="sm">
      {children}
      {due && (
        <>
          {' · '}
          {due}
        </>
      )}
    </Text>
  );
}

/** A queue card's last line: who works on the item. */
export function AssignedLine({ item }: { item: { assignee: { name: string } | null } }) {
  return (
    <Text size="sm" c="dimmed">
      Assigned to: {assigneeOf(item)}
    </Text>
  );
}

/** A note's text, its failure and its field (focused when the note is refused); typing clears the failure. */
export function useNote() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const change = (next: string) => {
    setValue(next);
    setError(null);
  };
  /** The request the note makes, as its schema parsed it; refused, the field shows why (and takes focus). */
  const accept = <T,>(parsed: Parsed<T>, fallback: string, focus = true): T | undefined => {
    if (parsed.success) {
      setError(null);
      return parsed.data;
    }
    setError(parsed.error.issues[0]?.message ?? fallback);
    if (focus) ref.current?.focus();
    return undefined;
  };
  return { value, setValue, error, setError, ref, change, accept };
}

/** A schema's verdict on a note (zod's safeParse). */
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

export type Note = ReturnType<typeof useNote>;

interface NoteProps {
  ref: Ref<HTMLTextAreaElement>;
  label: string;
  /** What the note is for, before its count. */
  hint?: string;
  max: number;
  value: string;
  error: string | null;
  rows?: number;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A note to the student (a reply, a remark, a comment) with its length counted under it. */
export function NoteField({ hint, max, value, rows = 4, onChange, ...props }: NoteProps) {
  return (
    <Textarea
      {...props}
      rows={rows}
      resize="vertical"
      maxLength={max}
      value={value}
      description={`${hint ? `${hint} ` : ''}${value.length} / ${max} characters`}
      // The count stays under the box; a message goes below it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
