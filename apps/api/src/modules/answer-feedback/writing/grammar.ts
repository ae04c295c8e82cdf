import type { FeedbackMark } from '@portico/contract/answer-feedback';
import type { Variety } from './spelling';

/**
 * Grammar problems with their span and a suggestion (issue 41, decision 058): Harper (harper.js),
 * an offline grammar checker in Rust compiled to WebAssembly, run in the API's own process. Its
 * spell check is off (spelling.ts checks spelling in the exam's variety), and so are its rules of
 * style rather than grammar: sentence length is measured apart, and spelt-out numbers or title case
 * are a house style, not an error in an essay.
 */

type Harper = typeof import('harper.js');
type Linter = InstanceType<Harper['LocalLinter']>;

const OFF = ['SpellCheck', 'LongSentences', 'SpelledNumbers', 'UseTitleCase', 'OxfordComma'] as const;

const DIALECTS = { 'en-GB': 'British', 'en-US': 'American', 'en-CA': 'Canadian' } as const;

const linters = new Map<Variety, Promise<Linter>>();

/**
 * One linter per variety for the life of the process: its WebAssembly takes about 2 s to compile
 * the first time, after which an essay takes milliseconds.
 */
function linterOf(variety: Variety): Promise<Linter> {
  let linter = linters.get(variety);
  if (!linter) {
    linter = (async () => {
      const [{ LocalLinter, Dialect }, { binary }] = await Promise.all([
        import('harper.js'),
        import('harper.js/binary'),
      ]);
      const made = new LocalLinter({ binary, dialect: Dialect[DIALECTS[variety]] });
      await made.setup();
      const config = await made.getLintConfig();
      for (const rule of OFF) config[rule] = false;
      await made.setLintConfig(config);
      return made;
    })();
    // A failed start is tried again by the next check rather than kept.
    linter.catch(() => linters.delete(variety));
    linters.set(variety, linter);
  }
  return linter;
}

/** Harper's kinds that are spelling, not grammar (a typo rule can still fire with spell check off). */
const SPELLING_KINDS = new Set(['Spelling', 'Typo']);

/** Harper's messages quote with backticks; a student reads quotation marks. */
const quoted = (message: string) => message.replace(/`([^`]*)`/g, '“$1”');

/**
 * Harper counts characters (code points); a page counts UTF-16 units. They differ only after an
 * emoji or another character outside the Basic Multilingual Plane.
 */
function unitOffsets(text: string): (i: number) => number {
  const chars = Array.from(text);
  if (chars.length === text.length) return (i) => i;
  const at: number[] = [0];
  for (const c of chars) at.push((at.at(-1) ?? 0) + c.length);
  return (i) => at[i] ?? text.length;
}

/** Harper lints a piece at a time, between which other calls are served (one lint is synchronous). */
const PIECE = 2000;

/**
 * The text in pieces of about PIECE characters, cut after a line break or a sentence's end, each
 * with where it starts: 20,000 characters linted at once held the event loop for half a second.
 */
export function pieces(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  let from = 0;
  while (from < text.length) {
    let to = Math.min(text.length, from + PIECE);
    if (to < text.length) {
      const window = text.slice(from, to);
      const cut = Math.max(window.lastIndexOf('\n'), window.search(/[.!?]\s[^.!?]*$/) + 1);
      if (cut > PIECE / 4) to = from + cut + 1;
    }
    out.push({ start: from, text: text.slice(from, to) });
    from = to;
  }
  return out;
}

export async function checkGrammar(text: string, variety: Variety): Promise<FeedbackMark[]> {
  const linter = await linterOf(variety);
  const marks: FeedbackMark[] = [];
  for (const piece of pieces(text)) {
    if (piece.start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const mark of await lintPiece(linter, piece.text)) {
      marks.push({ ...mark, start: mark.start + piece.start, end: mark.end + piece.start });
    }
  }
  return marks;
}

async function lintPiece(linter: Linter, text: string): Promise<FeedbackMark[]> {
  const lints = await linter.lint(text);
  const unit = unitOffsets(text);
  const marks = lints.map((lint): FeedbackMark => {
    const chars = lint.span();
    const span = { start: unit(chars.start), end: unit(chars.end) };
    const suggestions = lint
      .suggestions()
      .map((s) => s.get_replacement_text())
      .filter((s, i, all) => all.indexOf(s) === i)
      .slice(0, 3);
    const mark: FeedbackMark = {
      start: span.start,
      end: span.end,
      quote: text.slice(span.start, span.end),
      kind: SPELLING_KINDS.has(lint.lint_kind()) ? 'spelling' : 'grammar',
      message: quoted(lint.message()),
      suggestions,
    };
    lint.free();
    return mark;
  });
  return marks;
}

/** Starts the linter early (the server's start), so the first student does not wait for it. */
export function warmGrammar(variety: Variety): Promise<unknown> {
  return linterOf(variety).catch(() => undefined);
}
