import { type LaunchData, launchApi } from '@portico/contract/assessment-launch';
import { callData } from '../../../lib/api-client';
import { RUNNER_ID } from '../engine/runner-id';

/**
 * POST assessment/start (decision 007): Start Test, or Next Section of a sectional test. The server
 * starts the clock and hands the questions out; the answer is a launch's, with them. Where a break
 * comes before the section (decision 042), the first call begins the break and `endBreak` (Resume
 * Testing) ends it.
 */
export const startAssessment = (
  studentTestId: string,
  sectionId?: string,
  endBreak = false,
): Promise<LaunchData> =>
  callData(launchApi.start, {
    body: {
      testId: studentTestId,
      runnerId: RUNNER_ID,
      ...(sectionId ? { sectionId } : {}),
      ...(endBreak ? { endBreak } : {}),
    },
  });
