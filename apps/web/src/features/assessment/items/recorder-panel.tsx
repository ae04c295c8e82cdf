import { Alert, Button, Group, Text } from '@mantine/core';
import { type FocusEvent, type Ref, useEffect, useRef } from 'react';
import classes from './items.module.css';
import { type SpeakingStatus, StatusBox } from './recorder-status';
import { type RecorderPhase, useRecorder } from './use-recorder';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

interface RecorderPanelProps {
  /** 'your answer to question 3', used in button and player names. */
  subject: string;
  video: boolean;
  limitSeconds: number | null;
  /** record-notify (or any record-* under a speaking profile): the preparation time before recording starts by itself. */
  prepSeconds: number | null;
  /** Start the preparation as soon as the item is shown. */
  autoStart: boolean;
  /** Seconds of silence that close the microphone; null: none. */
  silenceStopSeconds: number | null;
  /** false (a mock): the first recording is final. */
  reRecord: boolean;
  /** PTE's status box in place of the countdown and recording lines. */
  statusBox: boolean;
  /** The recording to play back: a local one not yet uploaded, or the stored URL. */
  playbackUrl: string | null;
  readOnly: boolean;
  onRecording?(blob: Blob, mimeType: string): void;
}

function speakingStatus(phase: RecorderPhase, done: boolean, autoStart: boolean): SpeakingStatus {
  if (phase === 'recording') return 'recording';
  // Before the first render's effect asks for the microphone, an automatic start is as good as begun.
  if (phase === 'starting' || phase === 'preparing' || (phase === 'idle' && autoStart && !done))
    return 'beginning';
  return done ? 'completed' : 'waiting';
}

/** Record, Stop and playback; the finished recording goes straight to the runner (onRecording). */
export function RecorderPanel(props: RecorderPanelProps) {
  const { subject, video, limitSeconds, prepSeconds, autoStart, playbackUrl, readOnly, onRecording } = props;
  const { silenceStopSeconds, reRecord, statusBox } = props;
  const rec = useRecorder({
    video,
    limitSeconds,
    silenceSeconds: silenceStopSeconds,
    onFinished: (blob, type) => onRecording?.(blob, type),
  });
  const preview = useRef<HTMLVideoElement>(null);

  const autoStarted = useRef(false);
  const { startWithPreparation } = rec;
  useEffect(() => {
    if (!autoStart || readOnly || autoStarted.current) return;
    autoStarted.current = true;
    void startWithPreparation(prepSeconds ?? 0);
  }, [autoStart, readOnly, prepSeconds, startWithPreparation]);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = rec.stream;
  }, [rec.stream]);

  const focus = useFocusFollows(rec.phase);

  if (readOnly) return <Playback url={playbackUrl} video={video} subject={subject} />;

  const busy = rec.phase === 'starting' || rec.phase === 'preparing' || rec.phase === 'recording';
  const done = Boolean(playbackUrl) || rec.recorded;
  // In a mock the first recording is the answer, as on test day (decision 021).
  const final = !reRecord && done;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus and blur bubble up from the panel's buttons; they only track where focus was, nothing is operated here.
    <div ref={focus.panel} className={classes.recorder} onFocus={focus.onFocus} onBlur={focus.onBlur}>
      {rec.phase === 'error' && rec.error && (
        <Alert color="red" variant="light" role="alert" title="Recording is not possible">
          {rec.error}
        </Alert>
      )}
      <RecorderProgress
        rec={rec}
        statusBox={statusBox}
        status={speakingStatus(rec.phase, done, autoStart)}
        prepSeconds={prepSeconds}
        limitSeconds={limitSeconds}
      />
      {video && busy && (
        <video
          ref={preview}
          autoPlay
          muted
          playsInline
          className={classes.video}
          aria-label="Camera preview"
        />
      )}
      <RecorderButtons
        rec={rec}
        final={final}
        playbackUrl={playbackUrl}
        prepSeconds={prepSeconds}
        actionRef={focus.action}
      />
      {!busy && rec.closedBySilence && (
        <Text size="sm">Recording stopped after {silenceStopSeconds} seconds of silence.</Text>
      )}
      {!busy && final && (
        <Text ref={focus.kept} tabIndex={-1} fw={600}>
          Your response has been recorded.
        </Text>
      )}
      {/* 'No recording yet.' would contradict the words above until the runner hands back the URL. */}
      {!busy && (playbackUrl || !final) && <Playback url={playbackUrl} video={video} subject={subject} />}
    </div>
  );
}

interface RecorderButtonsProps {
  rec: ReturnType<typeof useRecorder>;
  /** A mock's recording, made: no button is left. */
  final: boolean;
  playbackUrl: string | null;
  prepSeconds: number | null;
  /** The button shown, for the focus to follow (useFocusFollows). */
  actionRef: Ref<HTMLButtonElement>;
}

/** Record (Start, Record again), Start recording now and Stop, each while it applies. */
function RecorderButtons({ rec, final, playbackUrl, prepSeconds, actionRef }: RecorderButtonsProps) {
  const busy = rec.phase === 'starting' || rec.phase === 'preparing' || rec.phase === 'recording';
  const prepared = prepSeconds != null;
  const begin = () => (prepared ? rec.startWithPreparation(prepSeconds ?? 0) : rec.start());
  if (!busy && final) return null;
  return (
    <Group gap="sm">
      {!busy && !final && (
        <Button
          ref={actionRef}
          onClick={() => void begin()}
          color="red"
          variant={playbackUrl ? 'light' : 'filled'}
        >
          {playbackUrl ? 'Record again' : prepared ? 'Start' : 'Record'}
        </Button>
      )}
      {rec.phase === 'preparing' && (
        <Button ref={actionRef} variant="light" onClick={rec.startNow}>
          Start recording now
        </Button>
      )}
      {rec.phase === 'recording' && (
        <Button ref={actionRef} onClick={rec.stop} variant="filled" color="dark">
          Stop
        </Button>
      )}
    </Group>
  );
}

interface RecorderProgressProps {
  rec: ReturnType<typeof useRecorder>;
  /** PTE's status box in place of the countdown and recording lines. */
  statusBox: boolean;
  status: SpeakingStatus;
  prepSeconds: number | null;
  limitSeconds: number | null;
}

/** Where the recording is: the preparation's countdown, then the time recorded (or PTE's status box). */
function RecorderProgress({ rec, statusBox, status, prepSeconds, limitSeconds }: RecorderProgressProps) {
  return (
    <>
      {statusBox && (
        <StatusBox
          status={status}
          secondsLeft={rec.phase === 'preparing' ? rec.prepLeft : prepSeconds}
          elapsed={rec.elapsed}
          limitSeconds={limitSeconds}
        />
      )}
      {statusBox && rec.phase === 'preparing' && (
        <Text size="sm" c="dimmed">
          Prepare your answer. A beep will sound, then recording starts by itself.
        </Text>
      )}
      {!statusBox && rec.phase === 'preparing' && (
        <div>
          <Text fw={600} aria-hidden="true">
            Recording starts in {rec.prepLeft} s
          </Text>
          <Text className="visually-hidden" role="status">
            Preparation time: {prepSeconds} seconds. Recording starts after a beep.
          </Text>
          <Text size="sm" c="dimmed">
            Prepare your answer. A beep will sound, then recording starts by itself.
          </Text>
        </div>
      )}
      {!statusBox && rec.phase === 'recording' && (
        <Group gap="xs" role="status">
          <span className={classes.recDot} aria-hidden="true" />
          <Text fw={600}>
            Recording {clock(rec.elapsed)}
            {limitSeconds ? ` of ${clock(limitSeconds)}` : ''}
          </Text>
        </Group>
      )}
    </>
  );
}

/**
 * Record, Start recording now and Stop each vanish once pressed (or when a timer moves on), which
 * would drop keyboard focus to the page. While the focus is with the panel, it follows to the
 * button that is there now (`action`): Stop, Start recording now, or Record / Record again. A final
 * recording leaves no button to go to: the focus goes to the words that say it is kept (`kept`).
 */
function useFocusFollows(phase: RecorderPhase) {
  const panel = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const kept = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (phase !== 'starting' && lost && hadFocus.current) (action.current ?? kept.current)?.focus();
  }, [phase]);
  const onFocus = () => {
    hadFocus.current = true;
  };
  const onBlur = (e: FocusEvent) => {
    // Only a move to somewhere else counts as leaving; a removed button blurs to nothing.
    if (e.relatedTarget && !panel.current?.contains(e.relatedTarget)) hadFocus.current = false;
  };
  return { panel, action, kept, onFocus, onBlur };
}

function Playback({ url, video, subject }: { url: string | null; video: boolean; subject: string }) {
  if (!url)
    return (
      <Text size="sm" c="dimmed">
        No recording yet.
      </Text>
    );
  return video ? (
    <video
      controls
      src={url}
      playsInline
      preload="metadata"
      className={classes.video}
      aria-label={`Recording of ${subject}`}
    />
  ) : (
    <audio
      controls
      src={url}
      preload="metadata"
      className={classes.audio}
      aria-label={`Recording of ${subject}`}
    />
  );
}
