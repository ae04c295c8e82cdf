import { ActionIcon, Group, Paper, Slider, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { mss } from '../utils/audio-parts';

/** spec 3 §8, word for word. */
export const NO_AUDIO = 'No audio file';

/** Only the portal's own files or https addresses are played. */
const playable = (src: string) => /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src);

type Props = {
  src: string;
  index: number;
  /** The audio playing on the page (one at a time). */
  playing: string | null;
  onPlaying: (id: string | null) => void;
};

/**
 * spec 3 §2 book audio: 'Audio n', a seek bar, current and total time as m:ss, mute and play/pause.
 * One audio plays at a time: starting one stops the other; clicking the playing one stops it; the
 * end resets it.
 */
export function AudioPlayer({ src, index, playing, onPlaying }: Props) {
  const id = `${index}:${src}`;
  const ref = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(!playable(src));
  const isPlaying = playing === id;
  const label = `Audio ${index}`;

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (isPlaying) {
      audio.play().catch(() => onPlaying(null));
    } else if (!audio.paused) {
      audio.pause();
      audio.currentTime = 0;
      setTime(0);
    }
  }, [isPlaying, onPlaying]);

  if (failed) return <NoAudio label={label} />;
  return (
    <Paper withBorder radius="md" p="sm" my="sm" role="group" aria-label={label}>
      <audio
        ref={ref}
        src={src}
        preload="metadata"
        muted={muted}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onEnded={() => {
          setTime(0);
          if (ref.current) ref.current.currentTime = 0;
          onPlaying(null);
        }}
        onError={() => setFailed(true)}
      />
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="filled"
          radius="xl"
          size="lg"
          aria-label={isPlaying ? `Stop ${label}` : `Play ${label}`}
          aria-pressed={isPlaying}
          onClick={() => onPlaying(isPlaying ? null : id)}
        >
          <PlayIcon playing={isPlaying} />
        </ActionIcon>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
        <SeekBar
          label={label}
          time={time}
          duration={duration}
          onSeek={(v) => {
            setTime(v);
            if (ref.current) ref.current.currentTime = v;
          }}
        />
        <ActionIcon
          variant="subtle"
          aria-label={muted ? `Unmute ${label}` : `Mute ${label}`}
          aria-pressed={muted}
          onClick={() => setMuted((m) => !m)}
        >
          <SpeakerIcon muted={muted} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

interface SeekBarProps {
  label: string;
  /** Seconds played, and the audio's length (0 until known). */
  time: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** The seek bar, then the time played and the length as m:ss. */
function SeekBar({ label, time, duration, onSeek }: SeekBarProps) {
  return (
    <>
      <Slider
        flex={1}
        min={0}
        max={Math.max(duration, 0.1)}
        step={0.1}
        value={Math.min(time, duration || 0)}
        label={null}
        thumbLabel={`Seek ${label}`}
        onChange={onSeek}
      />
      <Text
        size="xs"
        c="dimmed"
        style={{ whiteSpace: 'nowrap' }}
        aria-label={`${mss(time)} of ${mss(duration)}`}
      >
        {mss(time)} / {mss(duration)}
      </Text>
    </>
  );
}

/** The audio's card when it cannot be played (spec 3 §8). */
function NoAudio({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md" p="sm" my="sm">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {NO_AUDIO}
      </Text>
    </Paper>
  );
}

/** Play, or Stop while it plays. */
function PlayIcon({ playing }: { playing: boolean }) {
  return playing ? (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="6" y="6" width="12" height="12" />
    </svg>
  ) : (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/** A speaker, crossed out while muted. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M11 5 6 9H3v6h3l5 4z" />
      {muted ? <path d="m17 9 4 6M21 9l-4 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7" />}
    </svg>
  );
}
