/**
 * A student's highlights and notes on a reading passage (EXAM-PROFILES.md, 'highlight and notes').
 * They are kept as character offsets into the text of the sanitised passage, never as HTML, so a
 * re-render or a reload puts them back on the same words and a note can never become markup.
 */
export type AnnotationKind = 'highlight' | 'note';

export interface Annotation {
  id: string;
  /** First character, as an offset into the passage's textContent. */
  start: number;
  /** One past the last character. */
  end: number;
  kind: AnnotationKind;
  note?: string;
}

/** A stretch of the passage with one look: highlighted, noted or both. */
export interface Segment {
  start: number;
  end: number;
  highlight?: string;
  note?: string;
}

/** IELTS on computer limits a note's length; 1,000 characters is plenty for a reminder. */
export const NOTE_MAX = 1000;
/** Far above what a student makes on one passage; it bounds the work a damaged store can cause. */
export const MAX_ANNOTATIONS = 500;
const MAX_OFFSET = 10_000_000;
const ID = /^[A-Za-z0-9_-]{1,40}$/;

export function newAnnotationId(): string {
  // Not crypto.randomUUID: it is missing outside secure contexts, and uniqueness per passage is enough.
  return `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

const byStart = (a: Annotation, b: Annotation) => a.start - b.start || a.end - b.end;

/**
 * Highlights that overlap or touch join into one, as they would look anyway. A note never shares
 * text with another note, so every noted word has exactly one note to show: a note laid over others
 * takes their place (the editor is opened with their text, see notesUnder).
 */
function joins(a: Annotation, b: Annotation): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === 'highlight' ? a.start <= b.end && b.start <= a.end : a.start < b.end && b.start < a.end;
}

/** The annotations with `next` added, merged with those of its kind it overlaps. */
export function addAnnotation(list: readonly Annotation[], next: Annotation): Annotation[] {
  if (!(next.end > next.start)) return [...list];
  const joined = list.filter((a) => joins(a, next));
  if (joined.length === 0) return [...list, next].sort(byStart);
  const merged: Annotation = {
    ...next,
    // The earliest id stays, so a mark that had focus keeps its identity.
    id: joined[0]?.id ?? next.id,
    start: Math.min(next.start, ...joined.map((a) => a.start)),
    end: Math.max(next.end, ...joined.map((a) => a.end)),
  };
  return [...list.filter((a) => !joined.includes(a)), merged].sort(byStart);
}

export function removeAnnotations(list: readonly Annotation[], ids: readonly string[]): Annotation[] {
  return list.filter((a) => !ids.includes(a.id));
}

export function clearAll(): Annotation[] {
  return [];
}

/** The notes a new note over [start, end) would replace, so their text is not lost. */
export function notesUnder(list: readonly Annotation[], start: number, end: number): Annotation[] {
  return list.filter((a) => a.kind === 'note' && a.start < end && start < a.end);
}

/** Those that still fit a passage of `length` characters (the passage may have been edited since). */
export function withinText(list: readonly Annotation[], length: number): Annotation[] {
  return list.filter((a) => a.end <= length);
}

/** The covered stretches of a passage of `length` characters, in order. */
export function segmentsOf(length: number, list: readonly Annotation[]): Segment[] {
  const cuts = new Set<number>();
  for (const a of list) {
    if (a.start < length) cuts.add(Math.max(0, a.start));
    cuts.add(Math.min(length, a.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] ?? 0;
    const end = points[i + 1] ?? 0;
    const over = list.filter((a) => a.start <= start && a.end >= end);
    const highlight = over.find((a) => a.kind === 'highlight')?.id;
    const note = over.findLast((a) => a.kind === 'note')?.id;
    if (highlight || note) segments.push({ start, end, highlight, note });
  }
  return segments;
}

function parseOne(raw: unknown): Annotation | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, start, end, kind, note } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null;
  const from = start as number;
  const to = end as number;
  if (from < 0 || to <= from || to > MAX_OFFSET) return null;
  if (kind === 'highlight') return { id, start: from, end: to, kind };
  if (kind !== 'note' || typeof note !== 'string' || !note.trim() || note.length > NOTE_MAX) return null;
  return { id, start: from, end: to, kind, note };
}

/**
 * What was stored, if it is annotations at all. The store is the browser's and may hold anything
 * (an older shape, another app's value, a damaged write): whatever does not fit is dropped.
 */
export function parseAnnotations(raw: unknown): Annotation[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  let list: Annotation[] = [];
  for (const item of raw.slice(0, MAX_ANNOTATIONS)) {
    const a = parseOne(item);
    if (!a || seen.has(a.id)) continue;
    seen.add(a.id);
    list = addAnnotation(list, a);
  }
  return list;
}
