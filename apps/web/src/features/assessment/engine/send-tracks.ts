import {
  type SyncTrackRequest,
  type SyncTrackResult,
  syncApi,
  type TrackRecord,
} from '@portico/contract/assessment-sync';
import { callData } from '../../../lib/api-client';
import { RUNNER_ID } from './runner-id';

export type SyncResult = SyncTrackResult;

/**
 * POST sync-track (spec 3 §7). A refused call, a lost network or an answer that is not a sync
 * result throws ApiError as every call does; `error: true` in the answer is returned for the queue
 * to treat as a refusal.
 */
export async function sendTracks(tracks: TrackRecord[], signal?: AbortSignal): Promise<SyncResult> {
  const body: SyncTrackRequest = { track: tracks, runnerId: RUNNER_ID };
  return callData(syncApi.syncTrack, { body }, { signal });
}
