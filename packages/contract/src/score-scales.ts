// The exams' score scales a target is set on, without a schema (decision 050): the dashboard and
// the reports read these, and need no zod to do it. score-meaning.ts holds the schemas.
/**
 * What a score means for the student's goal (decision 043): each exam's score read on a
 * framework (IELTS, PTE and Duolingo on the CEFR, CELPIP levels on the CLB, GRE and SAT as
 * percentiles), from tables kept as data with their source, and the gap to the student's targets.
 */
export const scoreExams = ['ielts', 'pte', 'celpip', 'duolingo', 'gre', 'sat'] as const;
export type ScoreExam = (typeof scoreExams)[number];

export interface ExamMeasure {
  name: string;
  min: number;
  max: number;
  step: number;
}

export interface ExamScoring {
  label: string;
  /** The unit of a gap: singular and plural ('0.5 band below', '2 bands below'). */
  unit: [string, string];
  measures: ExamMeasure[];
}

const measures = (names: string[], min: number, max: number, step: number): ExamMeasure[] =>
  names.map((name) => ({ name, min, max, step }));

/** The scores a student may set a target for, on each exam's reported scale (SCORING.md). */
export const examScoring: Record<ScoreExam, ExamScoring> = {
  ielts: {
    label: 'IELTS',
    unit: ['band', 'bands'],
    measures: measures(['Overall', 'Listening', 'Reading', 'Writing', 'Speaking'], 0, 9, 0.5),
  },
  pte: {
    label: 'PTE Academic',
    unit: ['point', 'points'],
    measures: measures(['Overall', 'Listening', 'Reading', 'Speaking', 'Writing'], 10, 90, 1),
  },
  celpip: {
    label: 'CELPIP-General',
    unit: ['level', 'levels'],
    measures: measures(['Listening', 'Reading', 'Writing', 'Speaking'], 3, 12, 1),
  },
  duolingo: {
    label: 'Duolingo English Test',
    unit: ['point', 'points'],
    measures: measures(['Overall'], 10, 160, 5),
  },
  gre: {
    label: 'GRE General Test',
    unit: ['point', 'points'],
    measures: [...measures(['Verbal', 'Quant'], 130, 170, 1), ...measures(['Writing'], 0, 6, 0.5)],
  },
  sat: {
    label: 'SAT',
    unit: ['point', 'points'],
    measures: [
      ...measures(['Total'], 400, 1600, 10),
      ...measures(['Reading and Writing', 'Math'], 200, 800, 10),
    ],
  },
};

export const ScoreMeaningMessages = {
  badExam: `exam must be one of ${scoreExams.join(', ')}`,
  saved: 'Your targets are saved.',
  tableSaved: 'The table is saved.',
  tableReset: 'The table is back to Portico’s default.',
  badRange: 'Each row needs a lowest score no higher than its highest score.',
  overlap: 'Two rows of the same measure overlap: each score may have one meaning.',
  tooMany: 'A table holds at most 200 rows.',
} as const;

export const offScale = (exam: ScoreExam, m: ExamMeasure) =>
  `${examScoring[exam].label} ${m.name} target must be ${m.min} to ${m.max} in steps of ${m.step}`;

export const isOnStep = (value: number, m: ExamMeasure) =>
  Number.isFinite(value) &&
  value >= m.min &&
  value <= m.max &&
  Math.abs(Math.round((value - m.min) / m.step) * m.step - (value - m.min)) < 1e-9;
