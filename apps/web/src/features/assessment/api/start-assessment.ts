import type { AssessmentLaunchResponse, LaunchData } from '@portico/contract/assessment-launch';
import { ApiError } from '../../../lib/api-error';
import { apiPost } from '../../../lib/http';
import { RUNNER_ID } from '../engine/runner-id';

/**
 * POST assessment/start (decision 007): Start Test, or Next Section of a sectional test. The server
 * starts the clock and hands the questions out; the answer is a launch's, with them. Where a break
 * comes before the section (decision 042), the first call begins the break and `endBreak` (Resume
 * Testing) ends it.
 */
export async function startAssessment(
  studentTestId: string,
  sectionId?: string,
  endBreak = false,
): Promise<LaunchData> {
  const response = await apiPost<AssessmentLaunchResponse>('assessment/start', {
    testId: studentTestId,
    runnerId: RUNNER_ID,
    ...(sectionId ? { sectionId } : {}),
    ...(endBreak ? { endBreak } : {}),
  });
  if (!response.data)
    throw new ApiError('Something went wrong. Please try again.', { status: 200, fromServer: true });
  return response.data;
}
