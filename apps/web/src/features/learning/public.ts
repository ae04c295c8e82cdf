// What the course's pages share about its learning objects (decision 048): a module and its objects,
// what a card offers (start, resume, review, report), how a test is launched, where a mock's report
// lives, the menu entry a page belongs to, and the page shown when a module has nothing yet.
export { useLearningModule } from './api/get-learning-module';
export { learningObjectsQueryKey, useLearningObjects, useModulesObjects } from './api/get-learning-objects';
export { EmptyPage, LESSONS_HINT, LearningPage, LoadFailure, TESTS_HINT } from './components/empty-page';
export { useMenuEntry } from './hooks/use-menu-entry';
export { useTestLaunch } from './hooks/use-test-launch';
export {
  type CardButton,
  evaluationState,
  mockStatusButton,
  practiceCardButtons,
  showsNoAccess,
} from './utils/card-actions';
export {
  type CourseState,
  courseClosedLabel,
  courseClosedText,
  NO_COURSE_STATE,
} from './utils/course-state';
export { mockLaunchDecision, practiceLaunchDecision } from './utils/launch-route';
export { mockReportPath } from './utils/mock-report-path';
export { MOCK_REPORT_EXAMS, MOCK_REPORT_ROUTES } from './utils/mock-report-routes';
export { flattenModules, type ModuleSelection, selectModule } from './utils/module-tree';
export { NOT_IN_MENU, TEXTS } from './utils/texts';
