import {
  type SyncTrackRequest,
  type SyncTrackResponse,
  SyncTrackResultSchema,
  type TrackRecord,
} from '@portico/contract/assessment-sync';
import { ApiError } from '../../../lib/api-error';
import { apiPost } from '../../../lib/http';
import { RUNNER_ID } from './runner-id';

export type SyncResult = NonNullable<SyncTrackResponse['data']>;

/**
 * POST sync-track (spec 3 §7). A refused call or a lost network throws ApiError as every call
 * does; `error: true` in the answer is returned for the queue to treat as a refusal.
 */
export async function sendTracks(tracks: TrackRecord[], signal?: AbortSignal): Promise<SyncResult> {
  const body: SyncTrackRequest = { track: tracks, runnerId: RUNNER_ID };
  const response = await apiPost<SyncTrackResponse>('sync-track', body, { signal });
  const parsed = SyncTrackResultSchema.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiError('Unexpected sync-track answer', { status: 200, fromServer: false });
  }
  return parsed.data;
}
