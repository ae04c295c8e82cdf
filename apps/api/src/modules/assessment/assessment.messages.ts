/** The messages of the assessment area, as the student reads them. */
export const AssessmentMessages = {
  testNotFound: 'Test not found.',
  notATest: 'This is not a test.',
  wrongTest: 'This test does not belong to that card.',
  wrongCourse: 'This test is not part of that course.',
  notEnded: 'The report is available once the test has ended.',
  reviewDisabled: 'Review is not available for this test.',
  notTaken: 'Please complete the test before requesting evaluation.',
  notEvaluated: 'This test does not need an evaluation.',
  alreadyRequested: 'Evaluation has already been requested for this test.',
  evaluationRequested: 'Your request for evaluation has been submitted.',
  notAQuiz: 'This is not a quiz.',
  otherStudent: 'This record belongs to another student.',
  whichCard: 'Give the card (groupId) and course of this test.',
  notAdaptive: 'This section does not choose its questions one at a time.',
  sectionNotStarted: 'This section has not started yet.',
} as const;

export interface Student {
  id: string;
  companyCode: string;
}
