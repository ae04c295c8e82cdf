import { z } from 'zod';
import { envelope } from './envelope';
import { del, get, put } from './route';
import { examScoring, isOnStep, offScale, ScoreMeaningMessages, scoreExams } from './score-scales';

export * from './score-scales';

/** The student's targets: per exam, per measure, a score on that exam's scale. */
export const ScoreTargetsSchema = z
  .partialRecord(
    z.enum(scoreExams, { error: ScoreMeaningMessages.badExam }),
    z.record(z.string(), z.number()),
  )
  .superRefine((targets, ctx) => {
    for (const exam of scoreExams) {
      for (const [name, value] of Object.entries(targets[exam] ?? {})) {
        const m = examScoring[exam].measures.find((x) => x.name === name);
        if (!m)
          ctx.addIssue({
            code: 'custom',
            path: [exam, name],
            message: `${examScoring[exam].label} has no ${name.length > 40 ? `${name.slice(0, 40)}…` : name} score`,
          });
        else if (!isOnStep(value, m))
          ctx.addIssue({ code: 'custom', path: [exam, name], message: offScale(exam, m) });
      }
    }
  });
export type ScoreTargets = z.infer<typeof ScoreTargetsSchema>;
export const ScoreTargetsResponseSchema = envelope(ScoreTargetsSchema);

export const meaningFrameworks = ['CEFR', 'CLB', 'percentile'] as const;

/** One range of a table: scores min..max (of one measure, or every measure when none) read as `level`. */
export const MeaningRowSchema = z.object({
  measure: z.string().trim().max(40).optional(),
  min: z.number(),
  max: z.number(),
  level: z.string().trim().min(1).max(40),
});
export type MeaningRow = z.infer<typeof MeaningRowSchema>;

export const MeaningSourceSchema = z.object({
  publisher: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(300),
  url: z.url({ error: 'source url must be a web address' }).max(500),
  /** The year (or period) of the figures, e.g. '2023' or 'July 2015 - June 2018'. */
  year: z.string().trim().min(1).max(60),
});

/** A table kept as data (decision 043): Portico ships defaults, a company's admin may replace them. */
export const MeaningTableSchema = z
  .object({
    exam: z.enum(scoreExams, { error: ScoreMeaningMessages.badExam }),
    framework: z.enum(meaningFrameworks),
    title: z.string().trim().min(1).max(200),
    source: MeaningSourceSchema,
    /** false when Portico could not check the figures against the owner's own publication. */
    verified: z.boolean(),
    /** Percentile tables that list only some scores: a score reads as 'at least' its row's level. */
    atLeast: z.boolean().default(false),
    note: z.string().max(2000).default(''),
    rows: z.array(MeaningRowSchema).max(200, ScoreMeaningMessages.tooMany),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.min > row.max)
        ctx.addIssue({ code: 'custom', path: ['rows', i], message: ScoreMeaningMessages.badRange });
      const clash = table.rows.some(
        (other, j) =>
          j < i &&
          (other.measure ?? '') === (row.measure ?? '') &&
          other.min <= row.max &&
          row.min <= other.max,
      );
      if (clash) ctx.addIssue({ code: 'custom', path: ['rows', i], message: ScoreMeaningMessages.overlap });
    });
  });
export type MeaningTable = z.infer<typeof MeaningTableSchema>;
export type MeaningTableInput = z.input<typeof MeaningTableSchema>;

/** The company's tables, each its admin's or Portico's default, and the signed-in student's targets. */
export const ScoreMeaningsSchema = z.object({
  tables: z.array(z.object({ custom: z.boolean(), table: MeaningTableSchema })),
  targets: ScoreTargetsSchema,
});
export type ScoreMeanings = z.infer<typeof ScoreMeaningsSchema>;
export const ScoreMeaningsResponseSchema = envelope(ScoreMeaningsSchema);

export const MeaningTableParamsSchema = z.object({
  exam: z.enum(scoreExams, { error: ScoreMeaningMessages.badExam }),
});

/** The console's view: each exam's table in force, whether the company changed it, and the default. */
export const ConsoleMeaningTablesSchema = z.array(
  z.object({
    exam: z.enum(scoreExams),
    custom: z.boolean(),
    table: MeaningTableSchema,
    defaultTable: MeaningTableSchema,
  }),
);
export type ConsoleMeaningTables = z.infer<typeof ConsoleMeaningTablesSchema>;
export const ConsoleMeaningTablesResponseSchema = envelope(ConsoleMeaningTablesSchema);

/** The student's score meanings and targets, and the console's tables (decision 043; decision 049). */
export const scoreMeaningApi = {
  meanings: get('score-meanings', { response: ScoreMeaningsResponseSchema }),
  targets: get('profile/targets', { response: ScoreTargetsResponseSchema }),
  saveTargets: put('profile/targets', { body: ScoreTargetsSchema, response: ScoreTargetsResponseSchema }),
  consoleTables: get('console/score-meanings', { response: ConsoleMeaningTablesResponseSchema }),
  saveTable: put('console/score-meanings/:exam', {
    params: MeaningTableParamsSchema,
    body: MeaningTableSchema,
    response: ConsoleMeaningTablesResponseSchema,
  }),
  resetTable: del('console/score-meanings/:exam', {
    params: MeaningTableParamsSchema,
    response: ConsoleMeaningTablesResponseSchema,
  }),
};
