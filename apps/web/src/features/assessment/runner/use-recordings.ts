import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { TrackStore } from '../../../lib/engine/track-store';
import { uploadRecording } from '../api/assessment-api';
import { emptyResponse } from '../items/response';
import type { ResponseValue } from '../items/types';
import type { RunnerQuestion } from './restore';

export const recordTypes = new Set(['record-audio', 'record-notify', 'record-video']);

/**
 * Recordings stay on this device until their upload is confirmed (ITEM-TYPES.md record-audio); the
 * uploaded address becomes the answer. Recordings left by an earlier visit are uploaded again.
 */
export function useRecordings(
  attemptId: string,
  questions: readonly RunnerQuestion[],
  store: TrackStore,
  responsesRef: RefObject<Record<string, ResponseValue>>,
  change: (itemId: string, next: ResponseValue, settle: boolean) => void,
  /** A recording is on its way: its answer is not saved until the upload has become a track. */
  pending: { hold: (itemId: string) => void; release: (itemId: string) => void },
) {
  const [recordingUrls, setRecordingUrls] = useState<Record<string, string>>({});
  const [uploadNote, setUploadNote] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: responsesRef is a ref read when the upload ends; change is a new function each render and only writes the answer, so it is left out as before.
  const upload = useCallback(
    async (itemId: string, blob: Blob, mimeType: string) => {
      try {
        const url = await uploadRecording(itemId, blob, mimeType);
        const current = responsesRef.current[itemId] ?? emptyResponse();
        const q = questions.find((x) => x.item.ItemID === itemId);
        // A recording item, or a composite with a spoken part (the part takes the URL from enteredText).
        if (
          q &&
          (recordTypes.has(q.item.ItemType) || q.item.Parts.some((p) => recordTypes.has(p.itemType)))
        ) {
          change(itemId, { ...current, enteredText: url }, false);
        }
        pending.release(itemId);
        await store.deleteRecording(attemptId, itemId);
        setUploadNote(null);
        return url;
      } catch {
        setUploadNote(
          'Your recording is kept on this device and will be uploaded when the connection returns.',
        );
        setTimeout(() => void upload(itemId, blob, mimeType), 10_000);
        return null;
      }
    },
    [attemptId, questions, store],
  );

  const onRecording = async (itemId: string, blob: Blob, mimeType: string) => {
    pending.hold(itemId);
    await store.putRecording(attemptId, itemId, blob, mimeType);
    setRecordingUrls((urls) => ({ ...urls, [itemId]: URL.createObjectURL(blob) }));
    await upload(itemId, blob, mimeType);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: recordings left by an earlier visit are uploaded once per attempt, not again whenever the questions or upload change.
  useEffect(() => {
    for (const q of questions) {
      if (!recordTypes.has(q.item.ItemType)) continue;
      void store.getRecording(attemptId, q.item.ItemID).then((saved) => {
        if (!saved) return;
        pending.hold(q.item.ItemID);
        setRecordingUrls((urls) => ({ ...urls, [q.item.ItemID]: URL.createObjectURL(saved.blob) }));
        void upload(q.item.ItemID, saved.blob, saved.mimeType);
      });
    }
  }, [attemptId]);

  return { recordingUrls, uploadNote, onRecording };
}
