import { CourseAccessMessages } from '@portico/contract/courses';

/** The dashboard's words (spec 1 §2, §8). */
export const TEXTS = {
  title: 'Dashboard',
  daysLeft: (n: number) => (n === 1 ? '1 day left' : `${n} days left`),
  expired: CourseAccessMessages.expired,
  /** Portico: staff revoked the student's enrolment in the course. */
  revoked: CourseAccessMessages.revoked,
  /** Portico: the course's enrolment starts later (the day is day first). */
  upcoming: CourseAccessMessages.upcoming,
  frenchTitle: 'Your free French course is ready',
  /** Only when the student's score report was verified: the free French course is its reward. */
  // Its length is the reward product's, said on the score banner and form (decision 045), not here.
  frenchBodyVerified:
    'Your IELTS score report has been verified: the French course and its live classes are yours, free.',
  frenchBody: 'Enjoy live French classes, free: join them from the French course.',
  goToLiveClass: 'Go To Live Class',
  /** On another course's dashboard the live classes are the French course's: open it first. */
  openFrench: 'Open the French course',
  testYourEnglish: 'Test Your English',
  testYourEnglishBody: 'A 20-minute level check: your level and how long to study.',
  walkthrough: 'Getting started',
  performance: 'Your performance',
  performanceEmpty: 'Take a practice test to see your progress here.',
  predicted: 'Predicted overall',
  /** Other exams: the card's per cent is not the exam's score (that is on its own scale, below). */
  percentNote: 'Questions answered correctly in each section, over your recent tests.',
  /** PTE, CELPIP, Duolingo, SAT, GRE: the newest test's scores on the exam's own scale. */
  scaleNote: (test: string, exam: string) => `Your latest test, ${test}, on the ${exam} scale.`,
  awaiting: 'Awaiting evaluation',
  usage: 'Portal usage',
  totalTests: 'Total Tests Taken',
  classesAttended: 'Live Class Attended',
  videosWatched: 'No. of Videos Watched',
  ongoingClasses: 'Ongoing Classes',
  noClasses: 'No Online Classes Found!',
  launch: 'Launch Live Class',
  notStarted: 'Not Started',
  noticeboard: 'Noticeboard',
  viewAll: 'View all',
  visaInsights: 'Visa insights',
  wordOfTheDay: 'Word of the Day',
  tipOfTheDay: 'Tip of the Day',
  trending: 'Trending Videos',
  launchFailed: 'The live class could not be opened. Please try again.',
} as const;
