import type { TrackRecord } from '@portico/contract/assessment-sync';
import type { TrackAck } from './track-store-types';

/** An older record never replaces a newer one; the same trackNumber is the same edit. */
export const replaces = (incoming: TrackRecord, stored: TrackRecord | undefined) =>
  stored === undefined || incoming.trackNumber >= stored.trackNumber;

export const byTrackNumber = (a: TrackRecord, b: TrackRecord) => a.trackNumber - b.trackNumber;

/** The highest acknowledged trackNumber per item of a list of acks. */
export function highestAcks(acks: readonly TrackAck[]): Map<string, number> {
  const highest = new Map<string, number>();
  for (const ack of acks) {
    const seen = highest.get(ack.itemId);
    if (seen === undefined || ack.trackNumber > seen) highest.set(ack.itemId, ack.trackNumber);
  }
  return highest;
}
