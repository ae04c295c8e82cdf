import { z } from 'zod';
import { envelope } from './envelope';
import { get, put } from './route';

/**
 * Item analysis in the console (issue 45 part 1): how each test and each of its questions behaved
 * for the students who took it — attempts, facility, discrimination, time spent and, for choice
 * questions, how often each option was chosen by the strongest and weakest thirds — with the
 * questions that look broken flagged, the test's reliability and its score distribution. Faculty
 * read the attempts of their courses, admins the whole company's; an admin retires a flagged
 * question (new attempts leave it out) or brings it back. Figures are of each student's first ended
 * attempt (Moodle's default), computed when the page is read.
 */
export const ItemAnalysisMessages = {
  notFound: 'No such test.',
  itemNotFound: 'No such question in this test.',
  retired: 'Retired: new attempts leave the question out. Attempts already made keep it and its marks.',
  restored: 'Restored: new attempts include the question again.',
} as const;

/**
 * Why a question looks broken (Moodle's quiz statistics): strong students do worse on it than weak
 * ones, strong students prefer a wrong option, nobody or everybody gets it right. `few-attempts`:
 * too few attempts for the discrimination flags to mean anything yet.
 */
export const ItemFlagSchema = z.enum([
  'negative-discrimination',
  'distractor-beats-key',
  'nobody-right',
  'everybody-right',
  'few-attempts',
]);
export type ItemFlag = z.infer<typeof ItemFlagSchema>;

/** What each flag means, as the page and the exported table say it. */
export const ITEM_FLAG_WORDS: Record<ItemFlag, string> = {
  'negative-discrimination': 'Strong students do worse on it than weak ones',
  'distractor-beats-key': 'Strong students prefer a wrong option',
  'nobody-right': 'Nobody got it right',
  'everybody-right': 'Everybody got it right',
  'few-attempts': 'Too few attempts to judge how it separates students',
};

/** A share from 0 to 1; null where no attempt defines it. */
const share = z.number().min(0).max(1);

export const OptionAnalysisSchema = z.object({
  id: z.string(),
  /** The option's text, as plain text. */
  label: z.string(),
  key: z.boolean(),
  count: z.number().int(),
  share: share.nullable(),
  /** Its share among the strongest and the weakest third of the attempts, by their total. */
  strong: share.nullable(),
  weak: share.nullable(),
});
export type OptionAnalysis = z.infer<typeof OptionAnalysisSchema>;

export const ItemAnalysisSchema = z.object({
  id: z.string(),
  key: z.string(),
  /** Its place in the test, from 1. */
  number: z.number().int(),
  section: z.string(),
  type: z.string(),
  /** The question's text, plain, at most 200 characters. */
  text: z.string(),
  retired: z.boolean(),
  maxPoints: z.number(),
  attempts: z.number().int(),
  facility: share.nullable(),
  /** Item–rest correlation, −1 to 1. */
  discrimination: z.number().nullable(),
  /** The upper−lower 27 % index, −1 to 1. */
  upperLower: z.number().nullable(),
  /** Discriminative efficiency: the discrimination as a share of the most this item's facility allows. */
  efficiency: z.number().nullable(),
  meanSeconds: z.number().nullable(),
  /** Choice questions: each option; null for others. */
  options: z.array(OptionAnalysisSchema).nullable(),
  flags: z.array(ItemFlagSchema),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysisSchema>;

export const ScoreBinSchema = z.object({
  /** The bin's range as shares of the maximum: [from, to), the last one [from, 1]. */
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});
export type ScoreBin = z.infer<typeof ScoreBinSchema>;

export const TestAnalysisSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  examFamily: z.string().nullable(),
  /** Students' first ended attempts counted. */
  attempts: z.number().int(),
  meanScore: z.number().nullable(),
  sdScore: z.number().nullable(),
  maxScore: z.number(),
  /** Cronbach's alpha (KR-20 on right-or-wrong questions); null: too few attempts or questions. */
  alpha: z.number().nullable(),
  distribution: z.array(ScoreBinSchema),
  items: z.array(ItemAnalysisSchema),
  /** When the figures were computed (a slow report is read from a snapshot: decision 069). */
  asOf: z.string(),
  /** These figures are a snapshot older than its freshness; newer ones are being computed. */
  refreshing: z.boolean(),
});
export type TestAnalysis = z.infer<typeof TestAnalysisSchema>;

export const TestAnalysisSummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  examFamily: z.string().nullable(),
  /** Students with an ended attempt. */
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
});
export type TestAnalysisSummary = z.infer<typeof TestAnalysisSummarySchema>;

const testParams = z.object({ id: z.uuid({ error: ItemAnalysisMessages.notFound }) });
const TestAnalysisResponse = envelope(TestAnalysisSchema);

export const consoleItemAnalysisApi = {
  list: get('console/item-analysis', {
    response: envelope(z.object({ tests: z.array(TestAnalysisSummarySchema) })),
  }),
  view: get('console/item-analysis/:id', { params: testParams, response: TestAnalysisResponse }),
  /** The test's questions and their figures as a CSV or XLSX file (issue 45 part 3). */
  export: get('console/item-analysis/:id/export', {
    params: testParams,
    query: z.object({ format: z.enum(['csv', 'xlsx'], { error: 'Choose CSV or XLSX.' }) }),
  }),
  /** An admin retires a question (new attempts leave it out) or brings it back. */
  retire: put('console/item-analysis/:id/items/:itemId', {
    params: testParams.extend({ itemId: z.uuid({ error: ItemAnalysisMessages.itemNotFound }) }),
    body: z.object({ retired: z.boolean() }),
    response: TestAnalysisResponse,
  }),
};
