import type { WritingIndicators } from '@portico/contract/answer-feedback';

/**
 * The numbers a band model reads from an essay's indicators, in a fixed order with names and
 * plain descriptions, so the console can say what the model leans on. A value the essay cannot
 * have (time used where the attempt was not timed) is NaN: the model then reads it as the average
 * of the essays it learnt from.
 */
export const BAND_FEATURES = [
  { name: 'logWords', label: 'Length (log of the words)' },
  { name: 'overMinimum', label: 'Words over the task minimum (share of it, -1 to 1)' },
  { name: 'paragraphs', label: 'Paragraphs (up to 10)' },
  { name: 'errorsPer100', label: 'Grammar problems and misspellings per 100 words' },
  { name: 'grammarPer100', label: 'Grammar problems per 100 words' },
  { name: 'spellingPer100', label: 'Misspellings per 100 words' },
  { name: 'linkingPer100', label: 'Linking devices per 100 words' },
  { name: 'distinctDevices', label: 'Different linking devices' },
  { name: 'overusedDevices', label: 'Linking devices used three times or more' },
  { name: 'sentenceMean', label: 'Mean sentence length (words)' },
  { name: 'sentenceSd', label: 'Spread of sentence length (words)' },
  { name: 'mtld', label: 'Lexical diversity (MTLD)' },
  { name: 'uncommonShare', label: 'Share of uncommon content words' },
  { name: 'promptShare', label: 'Share of content words taken from the prompt' },
  { name: 'timeShare', label: 'Share of the time allowed used' },
] as const;

export type BandFeatureName = (typeof BAND_FEATURES)[number]['name'];
export const BAND_FEATURE_NAMES: readonly BandFeatureName[] = BAND_FEATURES.map((f) => f.name);

const per100 = (count: number, words: number) => (words > 0 ? (100 * count) / words : 0);
const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The essay's values, by name; finite numbers except an unknown time share (NaN). */
export function featureValues(ind: WritingIndicators): Record<BandFeatureName, number> {
  const words = Math.max(0, ind.words);
  return {
    logWords: Math.log1p(words),
    // A task without a minimum gives 0, as an essay exactly at it would.
    overMinimum: ind.minWords && ind.minWords > 0 ? clip(words / ind.minWords - 1, -1, 1) : 0,
    paragraphs: Math.min(10, ind.paragraphs),
    errorsPer100: ind.errorsPer100Words,
    grammarPer100: per100(ind.grammarProblems, words),
    spellingPer100: per100(ind.spellingMistakes, words),
    linkingPer100: ind.linkingPer100Words,
    distinctDevices: ind.linking.length,
    overusedDevices: ind.overusedLinking.length,
    sentenceMean: ind.sentenceLength.mean,
    sentenceSd: ind.sentenceLength.sd,
    mtld: ind.mtld,
    uncommonShare: ind.uncommonShare,
    promptShare: ind.promptShare,
    timeShare:
      ind.secondsUsed !== null && ind.secondsAllowed !== null && ind.secondsAllowed > 0
        ? clip(ind.secondsUsed / ind.secondsAllowed, 0, 2)
        : Number.NaN,
  };
}

/** The essay's feature vector, in the order of BAND_FEATURE_NAMES. */
export function featureVector(ind: WritingIndicators): number[] {
  const values = featureValues(ind);
  // Anything not finite (an indicator gone wrong) counts as unknown rather than as an extreme.
  return BAND_FEATURE_NAMES.map((name) => (Number.isFinite(values[name]) ? values[name] : Number.NaN));
}
