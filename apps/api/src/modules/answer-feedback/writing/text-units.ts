/**
 * The units the writing measures count (issue 41): words with where they are, sentences and
 * paragraphs, from the answer exactly as the student wrote it, so every mark's offsets point into it.
 */

export type Word = { text: string; lower: string; start: number; end: number; sentence: number };
export type Sentence = { start: number; end: number; words: number };

/** A word: letters, with inner apostrophes (don't, students') and hyphens (well-known). */
const WORD = /\p{L}+(?:['’]\p{L}+)*(?:-\p{L}+(?:['’]\p{L}+)*)*/gu;
/** A sentence ends at . ! or ? (with closing quotes or brackets) before white space or the end. */
const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s|$)/g;

/** Straight apostrophes, so dictionaries and lists meet one spelling of "don't". */
export const plain = (s: string) => s.replaceAll('’', "'");

/** The sentences of the text, as spans; text with no end mark is one sentence. */
function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (text.slice(from, end).trim()) spans.push({ start: from, end });
    from = end;
  }
  if (text.slice(from).trim()) spans.push({ start: from, end: text.length });
  // A line break also ends a sentence (a heading, a letter's greeting, a list).
  return spans.flatMap((s) => {
    const parts: { start: number; end: number }[] = [];
    let at = s.start;
    for (const line of text.slice(s.start, s.end).split('\n')) {
      if (line.trim()) parts.push({ start: at, end: at + line.length });
      at += line.length + 1;
    }
    return parts;
  });
}

export type TextUnits = { words: Word[]; sentences: Sentence[]; paragraphs: number };

export function textUnits(text: string): TextUnits {
  const spans = sentenceSpans(text);
  const words: Word[] = [];
  let sentence = 0;
  for (const m of text.matchAll(WORD)) {
    while (sentence < spans.length - 1 && m.index >= (spans[sentence]?.end ?? 0)) sentence++;
    words.push({
      text: m[0],
      lower: plain(m[0]).toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
      sentence,
    });
  }
  const counts = new Map<number, number>();
  for (const w of words) counts.set(w.sentence, (counts.get(w.sentence) ?? 0) + 1);
  const sentences = spans.map((s, i) => ({ ...s, words: counts.get(i) ?? 0 })).filter((s) => s.words > 0);
  // A paragraph is a block of text between line breaks: students type one Enter or two.
  const paragraphs = text.split(/\n+/).filter((p) => /\p{L}/u.test(p)).length;
  return { words, sentences, paragraphs };
}

/** Whether the word opens its sentence (a capital there says nothing of a name). */
export function opensSentence(text: string, word: Word): boolean {
  const before = text.slice(0, word.start).replace(/["'“‘([\s]+$/u, '');
  return before === '' || /[.!?:\n]$/.test(before);
}

/**
 * Common English words that carry no content (articles, pronouns, auxiliaries, prepositions,
 * conjunctions): left out of lexical measures, as teachers look at the content words.
 */
export const FUNCTION_WORDS = new Set(
  `a an the and or but if so as of at by for from in into on onto to up with without about above after
  against along among around before behind below beneath beside between beyond down during except inside
  near off out outside over past since through throughout till toward towards under underneath until upon
  within i me my mine myself you your yours yourself yourselves he him his himself she her hers herself it
  its itself we us our ours ourselves they them their theirs themselves this that these those who whom
  whose which what whatever whoever whichever am is are was were be been being have has had having do does
  did doing will would shall should can could may might must ought not no nor very too also just than then
  there here when where why how all any both each few more most other some such only own same again once
  because while although though whether either neither every many much one ones let lets i'm it's don't
  doesn't didn't isn't aren't wasn't weren't can't couldn't won't wouldn't shouldn't i've we've they've
  you've i'd you'd he'd she'd we'd they'd i'll you'll he'll she'll we'll they'll that's there's what's
  let's yes`.split(/\s+/),
);

export const isContentWord = (w: Word) => !FUNCTION_WORDS.has(w.lower) && w.lower.length > 1;
