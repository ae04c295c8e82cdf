import type { FeedbackMark } from '@portico/contract/answer-feedback';
import nspell from 'nspell';
import { opensSentence, plain, type Word } from './text-units';

/**
 * Spelling in the exam's variety (issue 41): Hunspell's dictionaries (SCOWL, as packaged by
 * wooorm's dictionary-en*) through nspell. A word spelt the other variety's way is told apart from
 * a mistake: IELTS and PTE accept either, used consistently.
 */

export type Variety = 'en-GB' | 'en-US' | 'en-CA';
type Speller = ReturnType<typeof nspell>;

const loaders: Record<Variety, () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>> = {
  'en-GB': () => import('dictionary-en-gb'),
  'en-US': () => import('dictionary-en'),
  'en-CA': () => import('dictionary-en-ca'),
};
const NAMES: Record<Variety, string> = { 'en-GB': 'British', 'en-US': 'American', 'en-CA': 'Canadian' };

const spellers = new Map<Variety, Promise<Speller>>();
/** One speller per variety for the life of the process (loading one takes about 0.3 s). */
export function spellerOf(variety: Variety): Promise<Speller> {
  let speller = spellers.get(variety);
  if (!speller) {
    speller = loaders[variety]().then(({ default: dictionary }) =>
      nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }),
    );
    spellers.set(variety, speller);
  }
  return speller;
}

/**
 * Suggestions are the slow part of a check (nspell tries every edit of the word: 10 ms for a short
 * word, 140 ms for a nonsense one). An answer gets suggestions for at most SUGGESTED_WORDS words not
 * met before, within SUGGESTED_MS of work, none for a word longer than SUGGESTED_LENGTH; its other
 * misspellings are marked without one. The loop gives way after each suggestion, so 20,000
 * characters of nonsense hold no other call for more than one word's suggestion (measured: decision
 * 058).
 */
const SUGGESTED_WORDS = 30;
const SUGGESTED_MS = 1000;
const SUGGESTED_LENGTH = 16;
type Budget = { left: number; until: number; used: boolean };

/** A word misspelt once is often misspelt again: suggestions are kept (5,000 at most). */
const suggested = new Map<string, string[]>();
function suggestionsFor(speller: Speller, variety: Variety, word: string, budget: Budget): string[] {
  const key = `${variety} ${word}`;
  let list = suggested.get(key);
  if (!list) {
    if (budget.left <= 0 || performance.now() > budget.until || word.length > SUGGESTED_LENGTH) return [];
    budget.left--;
    budget.used = true;
    list = speller.suggest(word).slice(0, 3);
    if (suggested.size > 5000) suggested.clear();
    suggested.set(key, list);
  }
  return list;
}

/** How one variety's spelling becomes another's: colour/color, organise/organize, centre/center, travelled/traveled. */
const VARIANTS: [RegExp, string][] = [
  [/our(s|ed|ing|ite|ites|able)?$/, 'or$1'],
  [/or(s|ed|ing|ite|ites|able)?$/, 'our$1'],
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/iz(e|es|ed|ing|ation|ations)$/, 'is$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/yz(e|es|ed|ing)$/, 'ys$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ter(s)?$/, 'tre$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/([aeiou])l(ed|ing|er|ers)$/, '$1ll$2'],
  [/ogue(s)?$/, 'og$1'],
  [/og(s)?$/, 'ogue$1'],
  [/ence$/, 'ense'],
  [/ense$/, 'ence'],
];

/** The word in the variety's own spelling, found by its usual changes; else the dictionary's first guess. */
function varietySpelling(speller: Speller, variety: Variety, word: string, budget: Budget): string[] {
  const lower = word.toLowerCase();
  const own = VARIANTS.map(([from, to]) => lower.replace(from, to)).filter(
    (w) => w !== lower && speller.correct(w),
  );
  return own.length ? [own[0] as string] : suggestionsFor(speller, variety, lower, budget).slice(0, 1);
}

export type Spelling = {
  marks: FeedbackMark[];
  /** Whether a word is spelt as the dictionary of the variety (or the other one) has it. */
  known: (w: Word) => boolean;
};

/**
 * Every misspelt word of the answer and every word of the other variety. Words of the prompt (its
 * names and terms) are never counted, nor numbers, abbreviations in capitals, or a capitalised word
 * inside a sentence that no dictionary knows (a name: Portico cannot tell it from a mistake).
 */
export async function checkSpelling(
  text: string,
  words: readonly Word[],
  variety: Variety,
  prompt: ReadonlySet<string>,
): Promise<Spelling> {
  const own = await spellerOf(variety);
  const others = await Promise.all(
    (['en-GB', 'en-US'] as const)
      .filter((v) => v !== variety)
      .map(async (v) => ({ v, s: await spellerOf(v) })),
  );
  const correct = (s: Speller, w: string) => s.correct(w) || s.correct(w.toLowerCase());
  const known = (w: Word) => correct(own, plain(w.text)) || others.some(({ s }) => correct(s, plain(w.text)));
  const marks: FeedbackMark[] = [];
  const budget: Budget = { left: SUGGESTED_WORDS, until: performance.now() + SUGGESTED_MS, used: false };
  for (const [i, w] of words.entries()) {
    // Other companies' calls are served after each new suggestion and between stretches of words.
    if (budget.used || (i > 0 && i % 200 === 0)) {
      budget.used = false;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const spelt = plain(w.text);
    if (prompt.has(w.lower) || /^\p{Lu}{2,}$/u.test(spelt) || correct(own, spelt)) continue;
    const other = others.find(({ s }) => correct(s, spelt));
    if (other) {
      const ours = varietySpelling(own, variety, spelt, budget);
      marks.push({
        start: w.start,
        end: w.end,
        quote: w.text,
        kind: 'variety',
        message: `${NAMES[other.v]} spelling${ours[0] ? ` (${NAMES[variety]}: ${ours[0]})` : ''}. Either is accepted if you keep to one throughout.`,
        suggestions: ours,
      });
      continue;
    }
    if (/^\p{Lu}/u.test(spelt) && !opensSentence(text, w)) continue;
    const suggestions = suggestionsFor(own, variety, spelt, budget);
    marks.push({
      start: w.start,
      end: w.end,
      quote: w.text,
      kind: 'spelling',
      message: suggestions[0]
        ? `Spelling: did you mean “${suggestions[0]}”?`
        : 'Spelling: not a word the dictionary knows.',
      suggestions,
    });
  }
  return { marks, known };
}
