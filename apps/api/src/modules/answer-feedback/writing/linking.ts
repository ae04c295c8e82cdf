import type { Word } from './text-units';

/**
 * Linking devices a writing teacher looks for (coherence and cohesion): sentence adverbials and
 * conjunctions by what they do. 'and' is left out (every text has it).
 */
const DEVICES: Record<string, readonly string[]> = {
  addition: [
    'moreover',
    'furthermore',
    'in addition',
    'additionally',
    'besides',
    'what is more',
    'also',
    'as well as',
  ],
  contrast: [
    'however',
    'nevertheless',
    'nonetheless',
    'on the other hand',
    'whereas',
    'while',
    'although',
    'though',
    'even though',
    'despite',
    'in spite of',
    'in contrast',
    'by contrast',
    'conversely',
    'on the contrary',
    'but',
    'yet',
  ],
  cause: [
    'therefore',
    'thus',
    'consequently',
    'as a result',
    'as a consequence',
    'hence',
    'because',
    'because of',
    'due to',
    'owing to',
    'since',
    'so',
    'for this reason',
    'this means that',
  ],
  example: [
    'for example',
    'for instance',
    'such as',
    'namely',
    'to illustrate',
    'in particular',
    'particularly',
  ],
  sequence: [
    'firstly',
    'secondly',
    'thirdly',
    'first of all',
    'to begin with',
    'finally',
    'lastly',
    'next',
    'subsequently',
    'meanwhile',
    'afterwards',
    'then',
  ],
  conclusion: [
    'in conclusion',
    'to conclude',
    'to sum up',
    'in summary',
    'all in all',
    'overall',
    'in short',
  ],
  emphasis: ['indeed', 'in fact', 'clearly', 'undoubtedly', 'certainly', 'notably'],
  opinion: ['in my opinion', 'in my view', 'from my perspective', 'personally', 'i believe', 'i think'],
};

/** Short conjunctions every writer uses often: overused only from five uses, not three. */
const EVERYDAY = new Set(['but', 'so', 'also', 'because', 'then', 'while', 'since', 'yet', 'i think']);

type Device = { phrase: string; words: string[] };
/** Longest first, so 'even though' is found before 'though'. */
const ALL: Device[] = Object.values(DEVICES)
  .flat()
  .map((phrase) => ({ phrase, words: phrase.split(' ') }))
  .sort((a, b) => b.words.length - a.words.length);

export type LinkingUse = { device: string; start: number; end: number };

/** Every linking device in the words, each word part of one device at most. */
export function linkingUses(words: readonly Word[]): LinkingUse[] {
  const uses: LinkingUse[] = [];
  for (let i = 0; i < words.length; i++) {
    const found = ALL.find((d) =>
      d.words.every((w, k) => words[i + k]?.lower === w && words[i + k]?.sentence === words[i]?.sentence),
    );
    if (!found) continue;
    const last = words[i + found.words.length - 1] as Word;
    uses.push({ device: found.phrase, start: (words[i] as Word).start, end: last.end });
    i += found.words.length - 1;
  }
  return uses;
}

/** The devices used, most used first, and those used often enough for a reader to notice. */
export function linkingSummary(uses: readonly LinkingUse[]) {
  const counts = new Map<string, number>();
  for (const u of uses) counts.set(u.device, (counts.get(u.device) ?? 0) + 1);
  const linking = [...counts.entries()]
    .map(([device, count]) => ({ device, count }))
    .sort((a, b) => b.count - a.count || a.device.localeCompare(b.device));
  const overused = linking.filter((l) => l.count >= (EVERYDAY.has(l.device) ? 5 : 3)).map((l) => l.device);
  return { linking, overused };
}
