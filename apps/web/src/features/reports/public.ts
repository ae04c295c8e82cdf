// The reports feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// What other screens show of a report: the runner's end-of-test report, the dashboard's latest
// scores and what they mean, the profile's score targets, band colours, the leaderboard; and an
// answer's instant feedback measures, which the console shows beside the grading (issue 41).
export { defaultReportQueryKey, useDefaultReport } from './api/get-default-report';
export { useLatestReport, useScoreMeanings } from './api/score-meanings';
export { CriterionReadings } from './components/criterion-readings';
export { studyTime } from './components/english-level-card';
export { FeedbackFacts, SpeakingFacts } from './components/feedback-facts';
export { LazyDefaultReportView } from './components/lazy-report-view';
export { Leaderboard } from './components/leaderboard';
export { LatestScoreMeaning, reportScores } from './components/score-meaning';
export { ScoreTargetsForm } from './components/score-targets-form';
export { bandColour, bandLabel } from './utils/band';
