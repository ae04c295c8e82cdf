/** The study plan's words (issue 42 part 2, decision 060). */
export const TEXTS = {
  title: 'Study plan',
  intro:
    'Set your exam date and the hours you have each week: Portico lays out the weeks until then, with more time for your weakest skills.',
  settings: 'Your exam and your time',
  examDate: 'Exam date',
  hoursPerWeek: 'Hours per week',
  target: (measure: string) => `Target (${measure})`,
  targetHint: (min: number, max: number) =>
    `${min}–${max}; leave empty for none. Kept with your score targets.`,
  save: 'Save and plan',
  saved: 'Your plan is laid out again from today.',
  levelCheck: (level: string, months: number, date: string) =>
    `Test Your English put you at ${level}: about ${months} month${months === 1 ? '' : 's'} of study, so an exam around ${date}.`,
  useSuggestion: 'Use this date',
  noLevelCheck: 'Not sure how long you need? Take Test Your English for a suggestion.',
  weights: 'Where your time goes',
  notTested: 'no test yet',
  week: (n: number, from: string, to: string) => `Week ${n}: ${from} – ${to}`,
  today: 'Today',
  minutes: (n: number) => `${n} min`,
  moved: (from: string) => `Moved from ${from}`,
  movedTo: (to: string) => `Missed, moved to ${to}`,
  doneBy: {
    student: 'ticked by you',
    lesson: 'lesson completed',
    test: 'test finished',
    review: 'cards reviewed',
  },
  open: 'Open',
  noTasksToday: 'Nothing planned for today.',
  cardTitle: "Today's study plan",
  cardEmpty: 'Set your exam date to get a plan for each day.',
  cardSet: 'Set up my plan',
  cardAll: 'See the whole plan',
  allDone: 'All done for today. Well done!',
  history: 'Earlier days',
} as const;
