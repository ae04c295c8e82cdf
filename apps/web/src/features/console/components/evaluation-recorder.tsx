import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';

const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
export const NO_MICROPHONE =
  'This browser cannot record here: no microphone is available. Use a recent browser on a device with a microphone to record feedback.';

const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

function deviceMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Access to the microphone was not allowed. Allow it for this site in your browser, then try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_MICROPHONE;
  return 'The microphone could not be started. Check your device, then try again.';
}

type Phase = 'idle' | 'recording' | 'recorded' | 'uploading';

interface Props {
  /** What the clip is about, for the buttons' names ('question 2'). */
  label: string;
  disabled?: boolean;
  upload: (clip: Blob) => Promise<void>;
}

/** A clip recorded from the microphone, listened to, then uploaded or discarded. */
function useClipRecorder(upload: (clip: Blob) => Promise<void>) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [clip, setClip] = useState<{ blob: Blob; url: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(
    () => () => {
      for (const t of stream.current?.getTracks() ?? []) t.stop();
    },
    [],
  );
  useEffect(() => () => (clip ? URL.revokeObjectURL(clip.url) : undefined), [clip]);

  const start = async () => {
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const mimeType = TYPES.find((t) => MediaRecorder.isTypeSupported?.(t));
      const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
      rec.onstop = () => {
        for (const t of media.getTracks()) t.stop();
        const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
        setClip({ blob, url: URL.createObjectURL(blob) });
        setPhase('recorded');
      };
      recorder.current = rec;
      rec.start();
      setPhase('recording');
    } catch (err) {
      setError(deviceMessage(err));
      setPhase('idle');
    }
  };

  const send = async () => {
    if (!clip) return;
    setPhase('uploading');
    setError(null);
    try {
      await upload(clip.blob);
      setClip(null);
      setPhase('idle');
    } catch (err) {
      setError(errorMessage(err));
      setPhase('recorded');
    }
  };
  const stop = () => recorder.current?.stop();
  const discard = () => {
    setClip(null);
    setPhase('idle');
  };
  return { phase, error, clip, start, stop, send, discard };
}

/**
 * Audio feedback recorded in the browser (CONSOLE.md Evaluations): Record, Stop, listen, then
 * Discard or Upload. A browser without a microphone is told so plainly.
 */
export function EvaluationRecorder({ label, disabled, upload }: Props) {
  const { phase, error, clip, start, stop, send, discard } = useClipRecorder(upload);

  if (!canRecord())
    return (
      <Text size="sm" c="gray.7">
        {NO_MICROPHONE}
      </Text>
    );

  return (
    <Stack gap="xs">
      {phase === 'idle' && (
        <Group>
          <Button variant="default" size="sm" onClick={start} disabled={disabled}>
            Record audio feedback<span className="visually-hidden"> for {label}</span>
          </Button>
        </Group>
      )}
      {phase === 'recording' && (
        <Group>
          <Text size="sm" fw={600} role="status">
            Recording…
          </Text>
          <Button color="red" size="sm" onClick={stop}>
            Stop<span className="visually-hidden"> recording for {label}</span>
          </Button>
        </Group>
      )}
      {(phase === 'recorded' || phase === 'uploading') && clip && (
        <Stack gap="xs">
          <audio
            controls
            src={clip.url}
            aria-label={`Your recording for ${label}`}
            style={{ maxWidth: '100%' }}
          />
          <Group>
            <Button size="sm" onClick={send} loading={phase === 'uploading'}>
              Upload<span className="visually-hidden"> recording for {label}</span>
            </Button>
            <Button variant="default" size="sm" onClick={discard} disabled={phase === 'uploading'}>
              Discard<span className="visually-hidden"> recording for {label}</span>
            </Button>
          </Group>
        </Stack>
      )}
      {error && <StatusAlert tone="error">{error}</StatusAlert>}
    </Stack>
  );
}
