import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { SectionAudio } from '@portico/contract/exam-profile';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { playSectionAudio } from '../api/assessment-api';
import classes from './section-audio.module.css';

export interface SectionAudioPlayerProps {
  attemptId: string;
  sectionId: string;
  src: string;
  /** 'Part 1 recording': the player's name. */
  label: string;
  /** Plays the test allows (null: as often as the student likes, with the browser's own controls). */
  allowed: number | null;
  /** What the server counted before this page loaded. */
  played: SectionAudio | undefined;
  /** The recording has played to its end (or had, before a reload). */
  onFinished?: () => void;
  /** A question's own recording (PTE, CELPIP, Duolingo): the server counts it by the question. */
  itemId?: string;
  /**
   * PTE plays a question's recording by itself after a short countdown, in its status box
   * ('Status: Beginning in 3 seconds', 'Playing', 'Completed'); CELPIP's (0) as the part opens,
   * with no countdown; null: the student presses Play.
   */
  autoStartAfter?: number | null;
  /** Asks the server for a play (tests pass their own). */
  requestPlay?: (attemptId: string, sectionId: string, itemId?: string) => Promise<unknown>;
}

type Phase = 'ready' | 'asking' | 'playing' | 'interrupted' | 'finished';

const clock = (s: number) =>
  Number.isFinite(s) ? `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}` : '–:––';

/**
 * A section's recording as the exam plays it (EXAM-PROFILES.md audio): it plays once — no seeking,
 * no pause — with a volume slider. The server counts each play, so a reload or a second tab cannot
 * play it again; a reload mid-recording goes on from where the recording is now, like a broadcast.
 */
export function SectionAudioPlayer(props: SectionAudioPlayerProps) {
  const { src, label, allowed } = props;
  const autoStart = props.autoStartAfter ?? null;
  const player = usePlayback(props);
  const { phase, playsLeft, countdown, counting, position, duration } = player;

  if (allowed === null) {
    return <audio controls preload="auto" src={src} aria-label={label} className={classes.native} />;
  }

  const ended = player.over;
  return (
    <section className={classes.player} aria-label={label} ref={player.playerRef}>
      {/* No controls: the student cannot seek or pause, as on test day. */}
      <audio
        ref={player.audio}
        preload="auto"
        src={src}
        onLoadedMetadata={(e) => player.setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => player.setPosition(e.currentTarget.currentTime)}
        onEnded={() => player.setPhase(playsLeft && playsLeft > 0 ? 'ready' : 'finished')}
      />
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {counting || (autoStart !== null && phase === 'asking') ? (
            <Text fw={600} className={classes.state}>
              {counting && countdown !== null && countdown > 0
                ? `Status: Beginning in ${countdown} second${countdown === 1 ? '' : 's'}`
                : 'Starting the recording…'}
            </Text>
          ) : phase === 'ready' || phase === 'asking' ? (
            <Button onClick={() => void player.play()} loading={phase === 'asking'}>
              {playsLeft === allowed ? 'Play' : 'Play again'}
            </Button>
          ) : phase === 'interrupted' && !ended ? (
            <Button onClick={() => void player.start(player.livePosition())}>Continue the recording</Button>
          ) : (
            // Focus moves here from the Play button, which is gone once the recording plays.
            <Text fw={600} ref={player.statusText} tabIndex={-1} className={classes.state}>
              {!autoStart
                ? ended
                  ? 'The recording has finished.'
                  : 'Playing…'
                : `Status: ${ended ? 'Completed' : 'Playing'}`}
            </Text>
          )}
          <Volume value={player.volume} onChange={player.setVolume} />
        </Group>
        <Progress
          value={Number.isFinite(duration) && duration > 0 ? (position / duration) * 100 : 0}
          aria-label="Recording played"
        />
        <Text size="sm" c="dimmed">
          {clock(position)} / {clock(duration)} ·{' '}
          {allowed === 1
            ? 'The recording plays once.'
            : `The recording plays ${allowed} times${playsLeft !== null ? ` (${playsLeft} left)` : ''}.`}
        </Text>
        {player.error && (
          <Alert color="red" variant="light" role="alert">
            {player.error}
          </Alert>
        )}
      </Stack>
    </section>
  );
}

/**
 * The player's state: a play asked of the server (which counts it), then played from the start, or,
 * after a reload mid-recording, from where the recording is now; the volume; PTE's countdown.
 */
function usePlayback(props: SectionAudioPlayerProps) {
  const { attemptId, sectionId, itemId, allowed, played } = props;
  const autoStart = props.autoStartAfter ?? null;
  const requestPlay = props.requestPlay ?? playSectionAudio;
  const audio = useRef<HTMLAudioElement>(null);
  const statusText = useRef<HTMLParagraphElement>(null);
  const playerRef = useRef<HTMLElement>(null);
  const loadedAt = useRef(performance.now());
  const plays = played?.plays ?? 0;
  const usedUp = allowed !== null && plays >= allowed;
  const [phase, setPhase] = useState<Phase>(usedUp ? 'interrupted' : 'ready');
  const [playsLeft, setPlaysLeft] = useState(allowed === null ? null : Math.max(0, allowed - plays));
  const [error, setError] = useState<string | null>(null);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolume] = useVolume(audio);

  // Where a recording that was playing before a reload is now, from the server's count of its start.
  const livePosition = () => (played?.startedSecondsAgo ?? 0) + (performance.now() - loadedAt.current) / 1000;
  const interruptedOver = usedUp && Number.isFinite(duration) && livePosition() >= duration;

  const start = async (from: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = from;
    try {
      await el.play();
      setPhase('playing');
      // Focus follows the Play button, which is gone; a recording that starts by itself (PTE) leaves
      // it where the student is typing.
      const focused = document.activeElement;
      if (!focused || focused === document.body || playerRef.current?.contains(focused))
        requestAnimationFrame(() => statusText.current?.focus());
    } catch {
      setError('The recording could not be played. Check your sound, then press Play again.');
      setPhase(usedUp || playsLeft === 0 ? 'interrupted' : 'ready');
    }
  };

  const play = async () => {
    setError(null);
    setPhase('asking');
    try {
      await requestPlay(attemptId, sectionId, itemId);
      setPlaysLeft((left) => (left === null ? null : left - 1));
      await start(0);
    } catch (err) {
      setError(errorMessage(err, 'The recording could not be started. Check your connection and try again.'));
      setPhase('ready');
    }
  };

  const { countdown, counting } = useAutoStart(autoStart, phase, play);

  const over = allowed !== null && (phase === 'finished' || (phase === 'interrupted' && interruptedOver));
  useWhenOver(over, props.onFinished);
  return {
    audio,
    statusText,
    playerRef,
    phase,
    setPhase,
    playsLeft,
    error,
    position,
    setPosition,
    duration,
    setDuration,
    volume,
    setVolume,
    countdown,
    counting,
    start,
    play,
    livePosition,
    over,
  };
}

/** The recording's volume (the slider's 0–100), set on the element. */
function useVolume(audio: RefObject<HTMLAudioElement | null>) {
  const [volume, setVolume] = useState(80);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume / 100;
  }, [volume, audio]);
  return [volume, setVolume] as const;
}

/** PTE: the countdown runs out, the recording starts by itself (CELPIP's at once: 0). */
function useAutoStart(autoStart: number | null, phase: Phase, play: () => Promise<void>) {
  const [countdown, setCountdown] = useState(autoStart);
  const playRef = useRef(play);
  playRef.current = play;
  const counting = countdown !== null && phase === 'ready';
  useEffect(() => {
    if (!counting) return;
    if (countdown <= 0) {
      setCountdown(null);
      void playRef.current();
      return;
    }
    const timer = setTimeout(() => setCountdown((c) => (c === null ? null : c - 1)), 1000);
    return () => clearTimeout(timer);
  }, [counting, countdown]);
  return { countdown, counting };
}

/** Says once that the recording is over: played to its end, or (after a reload) past it. */
function useWhenOver(over: boolean, onFinished: (() => void) | undefined) {
  const latest = useRef(onFinished);
  latest.current = onFinished;
  useEffect(() => {
    if (over) latest.current?.();
  }, [over]);
}

function Volume({ value, onChange }: { value: number; onChange: (volume: number) => void }) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.volume}>
      <Text size="sm" aria-hidden="true">
        Volume
      </Text>
      {/* The browser's own range: keyboard, touch and a screen reader's slider, with no library. */}
      <input
        type="range"
        className={classes.slider}
        aria-label="Volume"
        aria-valuetext={`${value}%`}
        min={0}
        max={100}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <Text size="sm" className={classes.percent} aria-hidden="true">
        {value}%
      </Text>
    </Group>
  );
}
