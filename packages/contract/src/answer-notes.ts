import { z } from 'zod';
import type { AnswerNote } from './answer-anchors';

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
  .refine(
    (n) => n.end > n.start && n.end - n.start === n.quote.length,
    AnswerNoteMessages.span,
  ) satisfies z.ZodType<AnswerNote>;
export type { AnswerNote } from './answer-anchors';

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
