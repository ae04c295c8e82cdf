import type { LaunchData } from '@portico/contract/assessment-launch';
import { runnerRules } from '@portico/contract/exam-profile';
import { vi } from 'vitest';

type TrackStoreModule = typeof import('../engine/track-store');

/**
 * The runner's device store, in memory, for tests (IndexedDB is not in jsdom): one per test, kept
 * while the runner starts again (Next Section, a break's end), as IndexedDB keeps it. A test file
 * mocks the module with it and calls `resetDeviceStore` before each test:
 * `vi.mock('../engine/track-store', () => memoryTrackStoreModule());`
 */
let store: unknown;
export const resetDeviceStore = () => {
  store = undefined;
};

export async function memoryTrackStoreModule(): Promise<TrackStoreModule> {
  const original = await vi.importActual<TrackStoreModule>('../engine/track-store');
  return {
    ...original,
    openTrackStore: async () => {
      store ??= original.createMemoryTrackStore();
      return store as ReturnType<TrackStoreModule['createMemoryTrackStore']>;
    },
  };
}

type LaunchSection = LaunchData['testJson']['SectionResponse'][number];

/** One section of a launch, as the server sends it; what a test does not name takes a plain value. */
export function launchSection(
  s: Pick<LaunchSection, 'QuestionPaperSectionID' | 'SectionTitle' | 'ItemResponse'> & Partial<LaunchSection>,
): LaunchSection {
  return {
    TotalTime: 10,
    TotalMarks: s.ItemResponse.length,
    TotalQuestions: s.ItemResponse.length,
    ParentSecRefCode: null,
    ReferenceType: s.SectionTitle,
    AudioUrl: null,
    ...s,
  };
}

/**
 * A started attempt's launch for the runner's tests: its sections and questions, the exam's rules and
 * clock; `testData` adds what a test needs beyond that (section clocks, breaks).
 */
export function launchData({
  attemptId,
  testId = 'test',
  name = 'Practice',
  template,
  examFamily,
  sections,
  timeLimit = 1200,
  timeRemaining = timeLimit,
  sectional = false,
  tracks = [],
  testData = {},
}: {
  attemptId: string;
  testId?: string;
  name?: string;
  template: string;
  examFamily: string;
  sections: LaunchSection[];
  timeLimit?: number;
  timeRemaining?: number;
  sectional?: boolean;
  tracks?: LaunchData['tracks'];
  testData?: Partial<LaunchData['testData']>;
}): LaunchData {
  return {
    tracks,
    studentTestItems: [],
    testJson: {
      testId,
      Name: name,
      Instruction: '',
      Languages: [],
      IsSectionalTimer: sectional,
      testTemplate: template,
      testTemplateVersion: 1,
      SectionResponse: sections,
    },
    testData: {
      userId: 'student-1',
      testId,
      studentTestId: attemptId,
      companyCode: 'portico',
      randomizeNo: null,
      solutionUrl: '',
      token: attemptId,
      returnUrl: null,
      courseId: null,
      learningObjectId: null,
      timeLimit,
      timeRemaining,
      deadline: null,
      graceSeconds: 60,
      isDisableReview: false,
      examFamily,
      rules: runnerRules(template, examFamily),
      extraTimePercent: 0,
      audio: [],
      started: true,
      sections: [],
      ...testData,
    },
    studentTestData: {
      id: attemptId,
      isActive: 1,
      status: 'InProgress',
      createdDateTime: '2026-11-20T10:00:00.000Z',
      endedDateTime: null,
    },
  } as LaunchData;
}
