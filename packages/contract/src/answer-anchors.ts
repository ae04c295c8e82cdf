/**
 * Where a teacher's inline comments sit in a written answer (issue 40), as pages show them: no schema
 * here (answer-notes.ts has those), so the student's report marks the comments without loading zod.
 */

/** A comment on a span of the answer: offsets into the text the console showed, its words, the comment. */
export type AnswerNote = { start: number; end: number; quote: string; text: string };

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
