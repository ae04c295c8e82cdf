import { Paper, Progress, Text } from '@mantine/core';

export type SpeakingStatus = 'waiting' | 'beginning' | 'recording' | 'completed';

/** What the live region says: one text per phase, so it is announced at the phase changes only. */
const ANNOUNCED: Record<SpeakingStatus, string> = {
  waiting: 'Status: Not started',
  beginning: 'Status: Beginning soon',
  recording: 'Status: Recording',
  completed: 'Status: Completed',
};

const inSeconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

interface StatusBoxProps {
  status: SpeakingStatus;
  /** Seconds until recording begins; null while not known (no preparation). */
  secondsLeft: number | null;
  elapsed: number;
  limitSeconds: number | null;
}

/**
 * PTE's status box, as students meet it on test day. The countdown is shown but hidden from screen
 * readers: a live region that changed every second would talk over the student's preparation.
 * The progress bar sits outside the live region for the same reason; it says its time when asked.
 */
export function StatusBox({ status, secondsLeft, elapsed, limitSeconds }: StatusBoxProps) {
  const shown = Math.min(elapsed, limitSeconds ?? elapsed);
  return (
    <Paper withBorder p="sm" radius="sm" maw={480}>
      <Text fw={600} role="status">
        {status === 'beginning' && secondsLeft != null ? (
          <>
            <span aria-hidden="true">Status: Beginning in {inSeconds(secondsLeft)}</span>
            <span className="visually-hidden">{ANNOUNCED.beginning}</span>
          </>
        ) : (
          ANNOUNCED[status]
        )}
      </Text>
      {status === 'recording' && limitSeconds ? (
        // The whole track is the progress bar (Mantine names only the filled part, at first 0 px wide).
        <Progress.Root
          size="lg"
          mt="xs"
          transitionDuration={250}
          role="progressbar"
          aria-label="Recording time"
          aria-valuemin={0}
          aria-valuemax={limitSeconds}
          aria-valuenow={shown}
          aria-valuetext={`${shown} of ${inSeconds(limitSeconds)}`}
        >
          <Progress.Section value={(shown / limitSeconds) * 100} withAria={false} />
        </Progress.Root>
      ) : null}
    </Paper>
  );
}
