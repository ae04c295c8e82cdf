import { LiveClassMessages } from '@portico/contract/live-classes';

/** The live class pages' words: the spec's word for word (spec 3 §2, §8), Portico's beside them. */
export const TEXTS = {
  liveClasses: 'Live Classes',
  batches: 'Batches',
  myClasses: 'My Live Classes',
  myClassesLink: 'My classes',
  browseBatches: 'Browse batches',
  // spec 3 §2 the class button by clsStatus.
  finished: 'Finished',
  launch: 'Launch',
  notStarted: 'Not started',
  cancelled: 'Cancelled',
  liveNow: 'Live now',
  // spec 3 §2 batch detail.
  todayTab: "Today's Lectures",
  previousTab: 'Previous Lectures',
  upcomingTab: 'Upcoming Lectures',
  playRecorded: 'Play recorded video',
  downloadKeys: 'Download Answer keys',
  comingSoon: 'Coming Soon',
  // spec 3 §8.
  noLiveClass: LiveClassMessages.noLiveClass,
  noClassAvailable: LiveClassMessages.noClassAvailable,
  noClassFound: LiveClassMessages.noClassFound,
  noBatches: LiveClassMessages.noBatches,
  // Portico.
  minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
  eBooks: 'Download e-books',
  batchType: 'Batch type',
  language: 'Language',
  all: 'All',
  viewBatches: 'View batches',
  inBatch: 'Your batch',
  paused: 'Not running',
  classDate: 'Class date',
  clearDate: 'Clear date',
  futureDate: 'Choose today or an earlier day',
  notInBatch: 'You are not in this batch: its join links, recordings and answer keys are for its students.',
  notInAnyBatch: 'You are not in a batch of this course yet. Your institute adds you to one.',
  batchPaused: 'This batch is not running at the moment: there is no class to join.',
  launchFailed: 'The live class could not be opened. Please try again.',
  today: 'Today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
} as const;
