/**
 * CELPIP's Writing test checks spelling (decision 041): the words of an answer that the speller does
 * not know, each with a few suggestions. The speller is nspell with the Canadian English Hunspell
 * dictionary (dictionary-en-ca, MIT and BSD; CELPIP is written in Canadian English), loaded only
 * when a test whose profile checks spelling shows a writing box: about 550 kB the other tests never
 * fetch.
 */

/** What the answer's check needs of a speller (nspell's own two calls). */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

export interface Misspelt {
  word: string;
  suggestions: string[];
}

/** Words of two letters or more; an apostrophe inside one ('don't', 'Priya's') belongs to it. */
const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

/** The answer's misspelt words, each once in the order they first appear, at most `limit` of them. */
export function misspelt(speller: Speller, text: string, limit = 8): Misspelt[] {
  const seen = new Set<string>();
  const found: Misspelt[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'");
    if (word.length < 2 || seen.has(word)) continue;
    seen.add(word);
    if (speller.correct(word)) continue;
    found.push({ word, suggestions: speller.suggest(word).slice(0, 3) });
    if (found.length === limit) break;
  }
  return found;
}

/** The answer with every whole-word `word` replaced by `by` (the student chose a suggestion). */
export function replaceWord(text: string, word: string, by: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
  return text.replace(new RegExp(`(?<![A-Za-z'’])${escaped}(?![A-Za-z'’])`, 'g'), by);
}

let loading: Promise<Speller> | null = null;

/** The speller, loaded once per page (the dictionary is read on first use). */
export function loadSpeller(): Promise<Speller> {
  loading ??= Promise.all([import('nspell'), import('./spell-dictionary')])
    .then(([{ default: nspell }, { aff, dic }]) => nspell(aff, dic))
    .catch((err: unknown) => {
      loading = null; // a failed load (offline) may be tried again
      throw err;
    });
  return loading;
}
