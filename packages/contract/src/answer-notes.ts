import { z } from 'zod';

/**
 * A teacher's inline comments on a written answer (issue 40): each anchored to a span of the
 * student's text, as the console's teacher selected it, and shown to the student in place in the
 * report. The span is kept twice: as offsets into the text the console showed and as the quoted
 * words, so the report (whose copy of the essay may differ in white space) finds it again.
 */

export const ANSWER_NOTE_MAX_LENGTH = 1000;
export const ANSWER_NOTE_QUOTE_MAX_LENGTH = 2000;
export const ANSWER_NOTES_MAX = 60;

export const AnswerNoteMessages = {
  empty: 'An inline comment cannot be empty',
  tooLong: `An inline comment can be at most ${ANSWER_NOTE_MAX_LENGTH} characters`,
  quoteTooLong: `A comment can mark at most ${ANSWER_NOTE_QUOTE_MAX_LENGTH} characters of the answer`,
  tooMany: `An answer can have at most ${ANSWER_NOTES_MAX} inline comments`,
  span: 'An inline comment must mark a span of the answer: its start before its end',
  /** The span's words are not those of the answer at that place (a stale page, or made up). */
  notInAnswer: 'An inline comment marks words that are not in the student’s answer at that place.',
  overlap: 'Two inline comments mark overlapping words; mark each span once.',
} as const;

export const AnswerNoteSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    quote: z.string().min(1).max(ANSWER_NOTE_QUOTE_MAX_LENGTH, AnswerNoteMessages.quoteTooLong),
    text: z
      .string()
      .trim()
      .min(1, AnswerNoteMessages.empty)
      .max(ANSWER_NOTE_MAX_LENGTH, AnswerNoteMessages.tooLong),
  })
  .refine((n) => n.end > n.start && n.end - n.start === n.quote.length, AnswerNoteMessages.span);
export type AnswerNote = z.infer<typeof AnswerNoteSchema>;

export const AnswerNotesSchema = z.array(AnswerNoteSchema).max(ANSWER_NOTES_MAX, AnswerNoteMessages.tooMany);

/**
 * Why the notes cannot be kept on this text, or null: each must quote the text at its offsets, and
 * no two may overlap (a word carries one comment, so the report can mark it once).
 */
export function notesProblem(text: string, notes: readonly AnswerNote[]): string | null {
  const sorted = [...notes].sort((a, b) => a.start - b.start);
  for (const [i, n] of sorted.entries()) {
    if (text.slice(n.start, n.end) !== n.quote) return AnswerNoteMessages.notInAnswer;
    const next = sorted[i + 1];
    if (next && next.start < n.end) return AnswerNoteMessages.overlap;
  }
  return null;
}

/** A piece of the answer as a page shows it: plain, or the words of one note (its number, from 1). */
export type NotedSegment = { text: string; note: number | null };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the quote is in the text, white space matching any white space; the match nearest `near`. */
function findQuote(text: string, quote: string, near: number): { start: number; end: number } | null {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
  let best: { start: number; end: number } | null = null;
  for (const m of text.matchAll(pattern)) {
    const found = { start: m.index, end: m.index + m[0].length };
    if (!best || Math.abs(found.start - near) < Math.abs(best.start - near)) best = found;
  }
  return best;
}

/**
 * The text cut into segments around its notes, numbered in reading order, and the numbers of the
 * notes whose words are no longer found (a page lists those under the answer instead).
 */
export function anchorNotes(
  text: string,
  notes: readonly AnswerNote[],
): { segments: NotedSegment[]; numbered: AnswerNote[]; unanchored: number[] } {
  const located = notes
    .map((note) => ({
      note,
      at: text.slice(note.start, note.end) === note.quote ? note : findQuote(text, note.quote, note.start),
    }))
    .sort((a, b) => (a.at?.start ?? Number.MAX_SAFE_INTEGER) - (b.at?.start ?? Number.MAX_SAFE_INTEGER));
  const numbered = located.map((l) => l.note);
  const segments: NotedSegment[] = [];
  const unanchored: number[] = [];
  let from = 0;
  located.forEach(({ at }, i) => {
    if (!at || at.start < from) {
      unanchored.push(i + 1);
      return;
    }
    if (at.start > from) segments.push({ text: text.slice(from, at.start), note: null });
    segments.push({ text: text.slice(at.start, at.end), note: i + 1 });
    from = at.end;
  });
  if (from < text.length || segments.length === 0) segments.push({ text: text.slice(from), note: null });
  return { segments, numbered, unanchored };
}
