import { z } from 'zod';
import { envelope, idField } from './envelope';
import { post } from './route';

/**
 * The exam profiles of EXAM-PROFILES.md: how the runner behaves for each exam, chosen by the test's
 * template (and, for IELTS tests of the default layout, its exam family). Shared by the API, which
 * enforces what matters (section locks, audio plays, extra time, forward only), and the runner, which
 * shows it.
 */
export const examProfiles = ['ielts', 'pte', 'gre', 'sat', 'celpip', 'duolingo', 'default'] as const;
export type ExamProfile = (typeof examProfiles)[number];

export function examProfileOf(testTemplate: string, examFamily?: string | null): ExamProfile {
  const template = testTemplate.toLowerCase();
  const family = (examFamily ?? '').toLowerCase();
  if (template === 'ielts' || family.startsWith('ielts')) return 'ielts';
  if (template.startsWith('grelayout')) return 'gre';
  if (template === 'sat-digital') return 'sat';
  if (template === 'ptelayout') return 'pte';
  if (template === 'celpip') return 'celpip';
  if (template === 'duolingo') return 'duolingo';
  return 'default';
}

/**
 * What a practice test relaxes of its profile (EXAM-PROFILES.md 'Practice versus mock'): data on the
 * test, set by its author. Absent: the profile's rules hold, as in a mock.
 */
export const TestRelaxesSchema = z
  .object({
    /** How many times each recording may be played (the profile's own: once). */
    audioPlays: z.number().int().min(1).max(10).optional(),
    /** May a spoken answer be recorded again. */
    reRecord: z.boolean().optional(),
    /** May the student go back to an earlier question (PTE and Duolingo go forward only). */
    goBack: z.boolean().optional(),
    /** May a scheduled break (the SAT's, decision 042) be ended early with Resume Testing. */
    endBreakEarly: z.boolean().optional(),
  })
  .strict();
export type TestRelaxes = z.infer<typeof TestRelaxesSchema>;

export const RunnerRulesSchema = z.object({
  profile: z.enum(examProfiles),
  /** Plays of each section's recording; null: as often as the student likes. */
  audioPlays: z.number().nullable(),
  reRecord: z.boolean(),
  goBack: z.boolean(),
  /** Speaking: a preparation countdown, then the recording starts by itself. */
  autoRecord: z.boolean(),
  /** PTE Academic: this many seconds of silence close the microphone. */
  silenceStopSeconds: z.number().nullable(),
  /**
   * CELPIP, Duolingo and PTE time each task that carries its own time (its TimeLimitSeconds: PTE's
   * Summarize Written Text 10 min, Essay 20): the task's own clock; when it runs out the runner
   * moves on by itself, and the server counts no later answer to it (track-sync.ts).
   */
  itemClock: z.boolean(),
  /**
   * Sections (by referenceType) that go forward only even where the profile may go back: CELPIP
   * Listening (no return to an earlier question; its recording starts by itself).
   */
  forwardOnlyParts: z.array(z.string()),
  /**
   * The writing boxes check spelling (CELPIP's Writing test has a spell checker); the other exams'
   * boxes check nothing (EXAM-PROFILES.md 'writing').
   */
  spellCheck: z.boolean(),
});
export type RunnerRules = z.infer<typeof RunnerRulesSchema>;

/** The free runner: recordings play again, answers re-record, and the student goes back. */
const free: Omit<RunnerRules, 'profile'> = {
  audioPlays: null,
  reRecord: true,
  goBack: true,
  autoRecord: false,
  silenceStopSeconds: null,
  itemClock: false,
  forwardOnlyParts: [],
  spellCheck: false,
};

const strict: Record<ExamProfile, Omit<RunnerRules, 'profile'>> = {
  ielts: {
    audioPlays: 1,
    reRecord: false,
    goBack: true,
    autoRecord: true,
    silenceStopSeconds: null,
    itemClock: false,
    forwardOnlyParts: [],
    spellCheck: false,
  },
  pte: {
    audioPlays: 1,
    reRecord: false,
    goBack: false,
    autoRecord: true,
    silenceStopSeconds: 3,
    // Pearson: Summarize Written Text 10 minutes, Essay 20, each on its own (decision 041).
    itemClock: true,
    forwardOnlyParts: [],
    spellCheck: false,
  },
  gre: free,
  sat: free,
  celpip: {
    audioPlays: 1,
    reRecord: false,
    goBack: true,
    autoRecord: true,
    silenceStopSeconds: null,
    itemClock: true,
    forwardOnlyParts: ['Listening'],
    spellCheck: true,
  },
  duolingo: {
    // EXAM-PROFILES.md: Duolingo's recordings play again, limited only where the item says so.
    audioPlays: null,
    reRecord: false,
    goBack: false,
    autoRecord: true,
    silenceStopSeconds: null,
    itemClock: true,
    forwardOnlyParts: [],
    spellCheck: false,
  },
  // Portico's own tests (and in-lesson quizzes) keep the free runner they always had.
  default: free,
};

/** The rules an attempt runs by: the profile's, with what the test relaxes. */
export function runnerRules(
  testTemplate: string,
  examFamily: string | null | undefined,
  relaxes: TestRelaxes = {},
): RunnerRules {
  const profile = examProfileOf(testTemplate, examFamily);
  const base = strict[profile];
  return {
    profile,
    ...base,
    audioPlays: base.audioPlays === null ? null : Math.max(base.audioPlays, relaxes.audioPlays ?? 0),
    reRecord: base.reRecord || (relaxes.reRecord ?? false),
    goBack: base.goBack || (relaxes.goBack ?? false),
    // A practice test that lets the student go back does so in every part.
    forwardOnlyParts: relaxes.goBack ? [] : base.forwardOnlyParts,
  };
}

/**
 * Plays of a question's own recording: the item's limit when it has one (decision 039: Duolingo's
 * Listen and Type plays three times), else the attempt's rule; null: as often as the student likes.
 * The server counts by it and the runner shows it, so both read it here.
 */
export const recordingPlays = (rules: Pick<RunnerRules, 'audioPlays'>, itemPlays?: number | null) =>
  itemPlays ?? rules.audioPlays;

/** May the student go back to an earlier question of a section (its referenceType)? */
export const goesBack = (rules: Pick<RunnerRules, 'goBack' | 'forwardOnlyParts'>, referenceType: string) =>
  rules.goBack && !rules.forwardOnlyParts.includes(referenceType);

/** Extra time of an access arrangement (EXAM-PROFILES.md: ×1.25, ×1.5, ×2), in percent. */
export const extraTimePercents = [0, 25, 50, 100] as const;
export type ExtraTimePercent = (typeof extraTimePercents)[number];

/** A section's or a test's time with the student's extra time, in whole seconds. */
export const withExtraTime = (seconds: number, percent: number) =>
  Math.round((seconds * (100 + percent)) / 100);

/**
 * One recording's plays in an attempt, as a launch reports them: a section's recording (itemId null)
 * or a question's own (PTE, CELPIP and Duolingo play theirs once too).
 */
export const SectionAudioSchema = z.object({
  sectionId: z.string(),
  /** The question whose own recording this is; null: the section's recording. */
  itemId: z.string().nullable(),
  plays: z.number(),
  /**
   * Seconds since its last play began (null: never played). A runner that reloads mid-recording
   * goes on from there: the recording runs like a broadcast, it is not played again.
   */
  startedSecondsAgo: z.number().nullable(),
});
export type SectionAudio = z.infer<typeof SectionAudioSchema>;

/**
 * POST /api/assessment/audio-play: the runner asks before it plays a section's recording (sectionId)
 * or a question's own (itemId); exactly one of the two.
 */
export const AudioPlayRequestSchema = z
  .object({
    testId: idField('testId'),
    sectionId: idField('sectionId').optional(),
    itemId: idField('itemId').optional(),
  })
  .refine((r) => (r.sectionId === undefined) !== (r.itemId === undefined), {
    message: 'Name the section or the question whose recording is played.',
  });
export type AudioPlayRequest = z.infer<typeof AudioPlayRequestSchema>;
export const AudioPlayDataSchema = z.object({
  plays: z.number(),
  /** null: no limit. */
  allowed: z.number().nullable(),
});
export type AudioPlayData = z.infer<typeof AudioPlayDataSchema>;
export const AudioPlayResponseSchema = envelope(AudioPlayDataSchema);
export type AudioPlayResponse = z.infer<typeof AudioPlayResponseSchema>;

export const AudioPlayMessages = {
  notInTest: 'This recording is not part of this test.',
  playedOut: 'This recording has already been played.',
  ended: 'This test has ended. Its recordings can be played in the review.',
  notStarted: 'This part of the test has not started yet.',
} as const;

/** A recording's plays, counted before it starts (decision 021; decision 049). */
export const audioPlayApi = {
  audioPlay: post('assessment/audio-play', {
    body: AudioPlayRequestSchema,
    response: AudioPlayResponseSchema,
  }),
};
