import { type LaunchData, launchApi } from '@portico/contract/assessment-launch';
import { callData } from '../../../lib/api-client';
import { RUNNER_ID } from '../engine/runner-id';

/**
 * POST assessment/next-item (decision 064): in an item-by-item adaptive section the server chooses
 * the question of the next place from the answers saved so far; `afterItemId` is the question the
 * student leaves (none at the section's first place). The answer is a launch's, with it.
 */
export const nextAdaptiveItem = (
  studentTestId: string,
  sectionId: string,
  afterItemId?: string,
): Promise<LaunchData> =>
  callData(launchApi.nextItem, {
    body: {
      testId: studentTestId,
      runnerId: RUNNER_ID,
      sectionId,
      ...(afterItemId ? { afterItemId } : {}),
    },
  });
