import { type RefObject, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { beep, listenForSilence } from './recorder-audio';
import { RecordingRegistryContext } from './recording-registry';

export type RecorderPhase = 'idle' | 'starting' | 'preparing' | 'recording' | 'error';

const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

function pickMimeType(video: boolean): string | undefined {
  const canCheck = typeof MediaRecorder.isTypeSupported === 'function';
  return (video ? VIDEO_TYPES : AUDIO_TYPES).find((t) => canCheck && MediaRecorder.isTypeSupported(t));
}

export function deviceErrorMessage(error: unknown, video: boolean): string {
  const device = video ? 'camera and microphone' : 'microphone';
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return `Access to the ${device} was not allowed. Allow it for this site in your browser's settings, then try again.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `No ${device} was found. Connect one, then try again.`;
    case 'NotReadableError':
    case 'AbortError':
      return `The ${device} could not be started: another application may be using it. Close it, then try again.`;
    default:
      return `The ${device} is not available. Check your device, then try again.`;
  }
}

export const UNSUPPORTED_MESSAGE =
  'Recording is not available in this browser. Please use a recent version of Chrome, Edge, Firefox or Safari.';

const BEEP_MS = 350;
/**
 * How long a recorder that was told to stop may take to hand over its recording before the part
 * recorded so far (its chunks of a second each) is handed over instead: a recorder that never says
 * it stopped must not hold the runner's Submit for ever.
 */
export const STOP_WAIT_MS = 3000;

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder | null;
  timers: ReturnType<typeof setTimeout>[];
  intervals: ReturnType<typeof setInterval>[];
  unlisten: (() => void) | null;
}

function clearTimers(s: Session) {
  for (const t of s.timers) clearTimeout(t);
  for (const t of s.intervals) clearInterval(t);
  s.timers = [];
  s.intervals = [];
}

interface RecorderOptions {
  video: boolean;
  /** Recording stops by itself after this many seconds (null: no limit). */
  limitSeconds: number | null;
  /** Seconds of silence that close the microphone (speaking profiles); null: no such rule. */
  silenceSeconds?: number | null;
  /** A finished recording; called even when the item is left mid-recording. */
  onFinished(blob: Blob, mimeType: string): void;
}

/** The device and recorder in use; null: none. */
type SessionRef = RefObject<Session | null>;
type SetPhase = (phase: RecorderPhase) => void;

/**
 * MediaRecorder with a time limit, an optional preparation countdown followed by a beep, and,
 * for speaking profiles, a microphone that closes on silence.
 */
export function useRecorder({ video, limitSeconds, silenceSeconds = null, onFinished }: RecorderOptions) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  /** A recording was made here (the runner may not have handed back its URL yet). */
  const [recorded, setRecorded] = useState(false);
  const session = useRef<Session | null>(null);
  const mounted = useRef(true);
  const { error, stream, setStream, acquire } = useDevice(video, session, mounted, setPhase);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    clearTimers(s);
    s.unlisten?.();
    if (s.recorder && s.recorder.state !== 'inactive') s.recorder.stop();
    else for (const t of s.stream.getTracks()) t.stop();
    if (mounted.current) {
      setPhase('idle');
      setStream(null);
      if (s.recorder) setRecorded(true);
    }
  }, [setStream]);

  const { record, elapsed, closedBySilence } = useRecording(
    { video, limitSeconds, silenceSeconds, onFinished },
    { session, mounted, stop, setPhase },
  );

  const start = useCallback(async () => {
    if (session.current) return;
    const s = await acquire();
    if (s) record(s);
  }, [acquire, record]);

  const { prepLeft, startNow, startWithPreparation } = usePreparation(session, acquire, record, setPhase);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, [stop]);

  return {
    phase,
    error,
    elapsed,
    prepLeft,
    stream,
    recorded,
    closedBySilence,
    start,
    startWithPreparation,
    startNow,
    stop,
  };
}

/** The device (microphone, or camera and microphone): asked for, with what went wrong if it cannot be had. */
function useDevice(video: boolean, session: SessionRef, mounted: RefObject<boolean>, setPhase: SetPhase) {
  const [error, setError] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  /** Asks for the device; null (and an error message) when it cannot be had. */
  const acquire = useCallback(async (): Promise<Session | null> => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(UNSUPPORTED_MESSAGE);
      setPhase('error');
      return null;
    }
    setPhase('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia(
        video ? { audio: true, video: true } : { audio: true },
      );
      if (!mounted.current) {
        for (const t of media.getTracks()) t.stop();
        return null;
      }
      const s: Session = { stream: media, recorder: null, timers: [], intervals: [], unlisten: null };
      session.current = s;
      setStream(media);
      return s;
    } catch (e) {
      if (mounted.current) {
        setError(deviceErrorMessage(e, video));
        setPhase('error');
      }
      return null;
    }
  }, [video, session, mounted, setPhase]);

  return { error, stream, setStream, acquire };
}

/** The recorder's parts a recording uses: its session, whether it is still shown, Stop and its phase. */
interface RecordingParts {
  session: SessionRef;
  mounted: RefObject<boolean>;
  stop: () => void;
  setPhase: SetPhase;
}

/**
 * A recording on the device: its chunks handed over once it stops (or, if the recorder never says
 * it stopped, what was recorded so far), its time limit, and the silence that closes it.
 */
function useRecording(
  { video, limitSeconds, silenceSeconds, onFinished }: Required<RecorderOptions>,
  { session, mounted, stop, setPhase }: RecordingParts,
) {
  const [elapsed, setElapsed] = useState(0);
  const [closedBySilence, setClosedBySilence] = useState(false);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const registry = useContext(RecordingRegistryContext);

  const record = useCallback(
    (s: Session) => {
      const mimeType = pickMimeType(video);
      const recorder = new MediaRecorder(s.stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      // Bound now: a recording belongs to the item it was made on, even if the student moves on.
      const deliver = finishedRef.current;
      recorder.ondataavailable = (e) => {
        if (e.data && e.data.size > 0) chunks.push(e.data);
      };
      let handedOver = false;
      let handed = () => {};
      const handedOverNow = new Promise<void>((resolve) => {
        handed = resolve;
      });
      let release = () => {};
      const handOver = () => {
        if (handedOver) return;
        handedOver = true;
        const type = recorder.mimeType || mimeType || (video ? 'video/webm' : 'audio/webm');
        if (chunks.length > 0) deliver(new Blob(chunks, { type }), type);
        release();
        handed();
      };
      recorder.onstop = () => {
        for (const t of s.stream.getTracks()) t.stop();
        handOver();
      };
      s.recorder = recorder;
      recorder.start(1000);
      // The runner finishes this recording before the student leaves the question or the test ends.
      release =
        registry?.began(async () => {
          if (session.current === s) stop();
          if (handedOver) return;
          const late = setTimeout(handOver, STOP_WAIT_MS);
          await handedOverNow;
          clearTimeout(late);
        }) ?? release;
      const started = Date.now();
      setElapsed(0);
      setClosedBySilence(false);
      setPhase('recording');
      s.intervals.push(setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250));
      if (limitSeconds && limitSeconds > 0) s.timers.push(setTimeout(stop, limitSeconds * 1000));
      if (silenceSeconds && silenceSeconds > 0) {
        s.unlisten = listenForSilence(s.stream, silenceSeconds, () => {
          if (mounted.current) setClosedBySilence(true);
          stop();
        });
      }
    },
    [video, limitSeconds, silenceSeconds, stop, registry, session, mounted, setPhase],
  );

  return { record, elapsed, closedBySilence };
}

/** record-notify's preparation: its countdown, then a beep and recording (or at once, when asked). */
function usePreparation(
  session: SessionRef,
  acquire: () => Promise<Session | null>,
  record: (s: Session) => void,
  setPhase: SetPhase,
) {
  const [prepLeft, setPrepLeft] = useState(0);
  /** Skips what is left of the preparation: beep, then record. */
  const startNow = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder) return;
    clearTimers(s);
    beep();
    s.timers.push(setTimeout(() => record(s), BEEP_MS));
  }, [record, session]);

  /** record-notify: the device first, then `prepSeconds` of preparation, a beep, and recording. */
  const startWithPreparation = useCallback(
    async (prepSeconds: number) => {
      if (session.current) return;
      const s = await acquire();
      if (!s) return;
      const ends = Date.now() + prepSeconds * 1000;
      setPrepLeft(prepSeconds);
      setPhase('preparing');
      s.intervals.push(
        setInterval(() => setPrepLeft(Math.max(0, Math.ceil((ends - Date.now()) / 1000))), 250),
      );
      s.timers.push(setTimeout(startNow, prepSeconds * 1000));
    },
    [acquire, startNow, session, setPhase],
  );

  return { prepLeft, startNow, startWithPreparation };
}
