/** What the score predictor's card says (decision 059). */
export const TEXTS = {
  title: 'Predicted score',
  loading: 'Working out your predicted score',
  intro: (exam: string, coverage: number) =>
    `Your likely ${exam} score if you sat it now. The range holds your real score about ${Math.round(
      coverage * 10,
    )} times in 10.`,
  range: (low: string, high: string) => `${low}–${high}`,
  rangeLabel: (measure: string, score: string, low: string, high: string, min: number, max: number) =>
    `${measure}: predicted ${score}, likely ${low} to ${high}, on a scale of ${min} to ${max}`,
  notEnough: 'Not enough evidence yet.',
  noTarget: 'Set a target on your profile to see the gap.',
  error: 'Your predicted score could not be loaded.',
} as const;
