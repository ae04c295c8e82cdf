import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { uploadRecording } from '../api/assessment-api';
import type { TrackStore } from '../engine/track-store-types';
import { emptyResponse } from '../items/response';
import type { ResponseValue } from '../items/types';
import { RECORDING_KEPT, RecordingUploads } from './recording-uploads';
import type { RunnerQuestion } from './restore';

export const recordTypes = new Set(['record-audio', 'record-notify', 'record-video']);

/** A recording item, or a composite with a spoken part (the part takes the URL from enteredText). */
const records = (q: RunnerQuestion) =>
  recordTypes.has(q.item.ItemType) || q.item.Parts.some((p) => recordTypes.has(p.itemType));

interface RecordingAnswers {
  responsesRef: RefObject<Record<string, ResponseValue>>;
  /** Sets an answer; resolves once its track is in the durable queue. */
  change: (itemId: string, next: ResponseValue, settle: boolean) => Promise<void>;
  /** A recording is on its way: its answer is not saved until the upload has become a track. */
  hold: (itemId: string) => void;
  release: (itemId: string) => void;
}

/**
 * Recordings stay on this device until their upload is confirmed (ITEM-TYPES.md record-audio); the
 * uploaded address becomes the answer. Recordings left by an earlier visit are uploaded again.
 * `finish()` finishes every recording before an act that leaves the question or ends the test;
 * `saving` is true meanwhile, for the runner to say so.
 */
export function useRecordings(
  attemptId: string,
  questions: readonly RunnerQuestion[],
  store: TrackStore,
  answers: RecordingAnswers,
) {
  const [recordingUrls, setRecordingUrls] = useState<Record<string, string>>({});
  const [uploadNote, setUploadNote] = useState<string | null>(null);
  const [finishers, setFinishers] = useState(0);
  // The answers' functions change with each render; the uploads live as long as the runner.
  const latest = useRef(answers);
  latest.current = answers;

  const [uploads] = useState(
    () =>
      new RecordingUploads({
        keep: (itemId, blob, mimeType) => store.putRecording(attemptId, itemId, blob, mimeType),
        forget: (itemId) => store.deleteRecording(attemptId, itemId),
        upload: uploadRecording,
        uploaded: async (itemId, url) => {
          const { responsesRef, change, release } = latest.current;
          const q = questions.find((x) => x.item.ItemID === itemId);
          if (q && records(q)) {
            await change(
              itemId,
              { ...(responsesRef.current[itemId] ?? emptyResponse()), enteredText: url },
              false,
            );
          }
          release(itemId);
        },
        onUnsent: (count) => setUploadNote(count > 0 ? RECORDING_KEPT : null),
      }),
  );
  useEffect(() => () => uploads.dispose(), [uploads]);

  const onRecording = (itemId: string, blob: Blob, mimeType: string) => {
    latest.current.hold(itemId);
    setRecordingUrls((urls) => ({ ...urls, [itemId]: URL.createObjectURL(blob) }));
    return uploads.add(itemId, blob, mimeType);
  };

  /** Finishes every recording (stopped, kept, uploaded, its answer queued): true when none is owed. */
  const finish = useCallback(async () => {
    if (!uploads.busy) return true;
    setFinishers((n) => n + 1);
    try {
      return await uploads.finish();
    } finally {
      setFinishers((n) => n - 1);
    }
  }, [uploads]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: recordings left by an earlier visit are uploaded once per attempt, not again whenever the questions change.
  useEffect(() => {
    for (const q of questions) {
      if (!records(q)) continue;
      void store.getRecording(attemptId, q.item.ItemID).then((saved) => {
        if (!saved) return;
        latest.current.hold(q.item.ItemID);
        setRecordingUrls((urls) => ({ ...urls, [q.item.ItemID]: URL.createObjectURL(saved.blob) }));
        void uploads.add(q.item.ItemID, saved.blob, saved.mimeType, true);
      });
    }
  }, [attemptId]);

  return { recordingUrls, uploadNote, onRecording, finish, saving: finishers > 0, registry: uploads };
}
