import { useEffect, useRef, useState } from 'react';
import { endTest } from '../api/assessment-api';
import {
  SUBMIT_ERROR,
  SYNC_NETWORK_ERROR,
  type SyncQueue,
  type SyncStatus,
  syncMessage,
} from '../engine/sync-queue';
import { RECORDING_KEPT } from './recording-uploads';

/** After these, trying the flush again cannot help: the queue waits for the student. */
const waitsForStudent = new Set<SyncStatus>(['taken-over', 'ended']);

/** What a submit shows the student: the stage, its problem, the confirm dialog and its question. */
interface SubmitUi {
  setStage: (stage: 'questions' | 'submitting') => void;
  setSubmitError: (error: string | null) => void;
  setConfirmOpen: (open: boolean) => void;
  setUnsavedRecording: (unsaved: boolean) => void;
}

interface SubmitOptions {
  attemptId: string;
  queue: SyncQueue;
  status: SyncStatus;
  /** The question on screen, whose answer is saved once more before the end. */
  currentItemId: string | undefined;
  save: (itemId: string) => Promise<void>;
  saveSettling: () => Promise<void>;
  /** Finishes every recording; true once each one's answer is queued. */
  finishRecordings: () => Promise<boolean>;
  /** The test has ended on the server: the page shows the result. */
  onEnded: () => void;
}

/**
 * Submit (spec 3 §4): every answer is saved first, then end-test. A recording in progress is
 * finished and uploaded before anything else; one that cannot be uploaded yet makes
 * Submit ask the student (`unsavedRecording`) rather than end the test without it. When the time is
 * up the answers and recordings still count within the grace period, so they are tried again until
 * they go through.
 */
export function useSubmit(options: SubmitOptions) {
  const { status, onEnded } = options;
  const [stage, setStage] = useState<'questions' | 'submitting'>('questions');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** The confirm dialog asks: a recording is not uploaded yet, submit anyway? */
  const [unsavedRecording, setUnsavedRecording] = useState(false);
  const ui: SubmitUi = { setStage, setSubmitError, setConfirmOpen, setUnsavedRecording };

  const submitting = useRef(false);
  /** The time ran out while a submit was under way: if that one stops short, the time's end follows. */
  const timeUpAfter = useRef(false);
  /** `anyway`: the student chose to submit without a recording that could not be uploaded. */
  const submit = async (timeUp: boolean, anyway = false): Promise<void> => {
    if (submitting.current) {
      if (timeUp) timeUpAfter.current = true;
      return;
    }
    submitting.current = true;
    let ended = false;
    setSubmitError(null);
    // Time is up: the runner says so at once. Otherwise the confirm dialog stays while a recording
    // is saved, and asks there if it cannot be.
    if (timeUp) {
      setConfirmOpen(false);
      setStage('submitting');
    }
    const endedHere = () => {
      ended = true;
      onEnded();
    };
    try {
      await submitSteps({ ...options, onEnded: endedHere }, timeUp, anyway, ui);
    } finally {
      submitting.current = false;
      if (timeUpAfter.current) {
        timeUpAfter.current = false;
        if (!ended && !timeUp) void submit(true);
      }
    }
  };

  // The test was submitted or ended elsewhere (another tab, the timer): show the result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires when the status becomes ended; onEnded is a new function each render and must not fire it again.
  useEffect(() => {
    if (status === 'ended') onEnded();
  }, [status]);

  const openConfirm = (open: boolean) => {
    setConfirmOpen(open);
    if (!open) setUnsavedRecording(false);
  };

  return { stage, submitError, confirmOpen, setConfirmOpen: openConfirm, unsavedRecording, submit };
}

/**
 * A submit's steps once begun: the recordings, then every answer, then end-test. Each `return` leaves
 * the test running (the student is asked, or told what went wrong); `onEnded` once it has ended.
 */
async function submitSteps(o: SubmitOptions, timeUp: boolean, anyway: boolean, ui: SubmitUi): Promise<void> {
  const { queue } = o;
  let recorded = await o.finishRecordings();
  if (!recorded && !timeUp && !anyway) {
    ui.setUnsavedRecording(true);
    return;
  }
  ui.setConfirmOpen(false);
  ui.setUnsavedRecording(false);
  ui.setStage('submitting');
  while (!recorded && timeUp && !waitsForStudent.has(queue.getSnapshot().status)) {
    ui.setSubmitError(RECORDING_KEPT);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    recorded = await o.finishRecordings();
  }
  ui.setSubmitError(null);
  await o.saveSettling();
  if (o.currentItemId) await o.save(o.currentItemId);
  let saved = await queue.flush({ timeoutMs: 20_000 });
  // When the time is up the answers still count within the grace period: keep trying.
  while (!saved && timeUp && !waitsForStudent.has(queue.getSnapshot().status)) {
    ui.setSubmitError(syncMessage(queue.getSnapshot().status) ?? SYNC_NETWORK_ERROR);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    saved = await queue.flush({ timeoutMs: 20_000 });
  }
  if (!saved) {
    const now = queue.getSnapshot().status;
    // Ended elsewhere: the page shows the result. Open elsewhere: the runner says so and waits.
    if (now === 'ended') o.onEnded();
    else if (now !== 'taken-over') ui.setSubmitError(syncMessage(now) ?? SYNC_NETWORK_ERROR);
    ui.setStage('questions');
    return;
  }
  try {
    await endTest(o.attemptId);
  } catch {
    ui.setSubmitError(SUBMIT_ERROR);
    ui.setStage('questions');
    return;
  }
  o.onEnded();
}
