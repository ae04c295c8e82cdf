import { z } from 'zod';

/**
 * The reported scores of the exams whose overall is not one section's scaled score (decision 040):
 * PTE Academic (the overall and the four communicative skills, 10-90) and the Duolingo English Test
 * (the overall, four individual and four integrated subscores, 10-160 in steps of 5). Scored with
 * the attempt and kept in its report, so the report, the mock report, the report cards, the trend
 * and the dashboard read one overall, computed one way.
 */
export const examScoreExams = ['pte', 'duolingo'] as const;

export const ExamSubscoreSchema = z.object({
  /** 'Listening', 'Reading', 'Speaking', 'Writing'; Duolingo's integrated: 'Literacy', 'Comprehension', 'Conversation', 'Production'. */
  name: z.string(),
  /** skill: scored from the tasks counting towards it; integrated: the mean of two skills (Duolingo). */
  kind: z.enum(['skill', 'integrated']),
  /** On the exam's scale; null while a task counting towards it waits for the teacher. */
  score: z.number().nullable(),
  /** Tasks counting towards it that wait for the teacher. */
  awaiting: z.number(),
  /** Tasks counting towards it (integrated: those of its two skills). */
  tasks: z.number(),
});
export type ExamSubscore = z.infer<typeof ExamSubscoreSchema>;

export const ExamScoresSchema = z.object({
  exam: z.enum(examScoreExams),
  /** PTE 10-90, Duolingo 10-160; null until every skill of the exam has a score. */
  overall: z.number().nullable(),
  subscores: z.array(ExamSubscoreSchema),
});
export type ExamScores = z.infer<typeof ExamScoresSchema>;

/** How Portico makes each overall, in a line the report shows beside it. */
export const overallMethod: Record<ExamScores['exam'], string> = {
  pte:
    "Portico's overall is scaled from your points on every task of the test, each counted once. " +
    "Pearson's overall is not an average of the four skills either, but its exact scaling is not published.",
  duolingo:
    'The overall is the mean of the four skill subscores, rounded to the nearest 5; each integrated ' +
    'subscore is the mean of its two skills, as the Duolingo English Test reports them.',
};

/**
 * ETS: a GRE measure in which no question is answered is reported as NS (No Score), not 130
 * (ets.org, 'GRE General Test scoring', score users).
 */
export const NO_SCORE = 'NS';

/**
 * CELPIP levels are M, 3-12 (Paragon's CELPIP level chart): M ('minimal proficiency or insufficient
 * information to assess', CLB 0-2) is stored as 0, the one level number below 3 a table may give.
 */
export const CELPIP_M = 0;
export const CELPIP_LOWEST_NUMBERED = 3;

/** A CELPIP level as CELPIP shows it: 'M' below level 3. */
export const celpipLevelLabel = (level: number) => (level < CELPIP_LOWEST_NUMBERED ? 'M' : String(level));
