import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { listenForLevel } from '../items/recorder-audio';
import { SILENCE_RMS } from '../items/silence';

/** How long the check listens for a voice before it says it hears none. */
export const HEARING_SECONDS = 10;
/** The level bar is full from this RMS (speech into a headset sits around 0.05–0.3). */
const FULL_RMS = 0.2;

type State = 'idle' | 'asking' | 'listening' | 'heard' | 'unheard' | 'denied' | 'unsupported';

const MESSAGES: Partial<Record<State, string>> = {
  listening: 'Speak now: say a sentence as you will in the test.',
  heard: 'Portico hears you. Your microphone is ready.',
  unheard:
    'Portico cannot hear you. Check that your microphone is connected and not muted, then check it again.',
  denied:
    'Portico cannot use your microphone. Allow it in your browser’s site settings, then check it again.',
  unsupported:
    'This browser cannot record. Use a recent Chrome, Edge, Firefox or Safari for the speaking tasks.',
};

/**
 * PTE's equipment check (EXAM-PROFILES.md 'other'): before the test the student speaks and sees the
 * microphone's level, so a muted or missing microphone shows before the first spoken answer, not in
 * it. It decides nothing: Start Test stays open.
 */
export function EquipmentCheck() {
  const { state, level, check, stopCheck } = useMicrophoneCheck();

  const message = MESSAGES[state];
  const live = state === 'listening' || state === 'heard';
  return (
    <Stack gap="xs" component="section" aria-labelledby="equipment-check-title">
      <Title order={2} size="h4" id="equipment-check-title">
        Microphone check
      </Title>
      <Text size="sm">
        The speaking tasks record by themselves. Check your microphone before you start: press Check
        microphone and speak.
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => void check()} loading={state === 'asking'}>
          {state === 'idle' ? 'Check microphone' : 'Check again'}
        </Button>
        {live && (
          <Button variant="subtle" onClick={stopCheck}>
            Stop check
          </Button>
        )}
      </Group>
      {live && <Progress value={level} aria-label="Microphone level" />}
      {message && (
        <Alert
          color={state === 'heard' ? 'green' : state === 'listening' ? 'blue' : 'red'}
          variant="light"
          role="status"
        >
          {message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Listens to the microphone for up to HEARING_SECONDS: its level, and whether a voice was heard.
 * Checking again, Stop check, Start Test or leaving closes the microphone.
 */
function useMicrophoneCheck() {
  const [state, setState] = useState<State>('idle');
  const [level, setLevel] = useState(0);
  const stopRef = useRef<(() => void) | null>(null);
  const stop = () => {
    stopRef.current?.();
    stopRef.current = null;
  };
  // Start Test (or leaving) closes the microphone.
  useEffect(() => () => stopRef.current?.(), []);

  const check = async () => {
    stop();
    if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported');
    setState('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setState('denied');
    }
    const release = () => {
      for (const track of stream.getTracks()) track.stop();
    };
    let heard = false;
    const stopListening = listenForLevel(stream, (rms) => {
      setLevel(Math.min(100, Math.round((rms / FULL_RMS) * 100)));
      if (rms >= SILENCE_RMS && !heard) {
        heard = true;
        setState('heard');
      }
    });
    if (!stopListening) {
      release();
      return setState('unsupported');
    }
    const timer = setTimeout(() => {
      if (!heard) {
        stop();
        setState('unheard');
      }
    }, HEARING_SECONDS * 1000);
    stopRef.current = () => {
      clearTimeout(timer);
      stopListening();
      release();
      setLevel(0);
    };
    setState(heard ? 'heard' : 'listening');
  };

  const stopCheck = () => {
    stop();
    setState('idle');
  };
  return { state, level, check, stopCheck };
}
