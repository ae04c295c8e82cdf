import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReviewCard, ReviewRating } from '@portico/contract/review-decks';
import { intervalLabel, nextDues } from '@portico/contract/review-schedule';
import { type PointerEvent, useEffect, useRef } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { TEXTS } from '../texts';

/** A swipe is a horizontal move of at least this many pixels, more across than down. */
const SWIPE_PX = 60;
const RATINGS: ReviewRating[] = [1, 2, 3, 4];
const COLOURS: Record<ReviewRating, string> = { 1: 'red', 2: 'orange', 3: 'green', 4: 'blue' };

function useKeys(revealed: boolean, reveal: () => void, answer: (r: ReviewRating) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!revealed && (e.key === ' ' || e.key === 'Enter')) {
        e.preventDefault();
        reveal();
      } else if (revealed && ['1', '2', '3', '4'].includes(e.key)) {
        e.preventDefault();
        answer(Number(e.key) as ReviewRating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, reveal, answer]);
}

/**
 * One card of a review session: its front, then (Space, Enter, a tap or the button) its back with
 * the example and explanation, and the four answers, each with when the card would come back. Keys
 * 1–4 answer; a swipe left is Again, right is Good; the buttons are always there.
 */
export function ReviewCardView({
  card,
  revealed,
  onReveal,
  onAnswer,
  now,
}: {
  card: ReviewCard;
  revealed: boolean;
  onReveal: () => void;
  onAnswer: (rating: ReviewRating) => void;
  now: Date;
}) {
  useKeys(revealed, onReveal, onAnswer);
  const start = useRef<{ x: number; y: number } | null>(null);
  const dues = nextDues(card.memory, now);
  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || !revealed) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
    onAnswer(dx < 0 ? 1 : 3);
  };
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="lg"
        p="xl"
        mih={220}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        style={{ touchAction: 'pan-y', userSelect: 'none' }}
        data-testid="review-card"
        aria-live="polite"
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <HtmlContent html={card.front} />
            {card.audioUrl && <CardAudio src={card.audioUrl} />}
          </Group>
          {revealed && <CardBack card={card} />}
        </Stack>
      </Paper>
      {revealed ? (
        <Group grow gap="xs" role="group" aria-label={TEXTS.answerHint}>
          {RATINGS.map((r) => (
            <Button
              key={r}
              color={COLOURS[r]}
              variant="light"
              h="auto"
              py="xs"
              onClick={() => onAnswer(r)}
              aria-keyshortcuts={String(r)}
            >
              <Stack gap={0} align="center">
                <span>{TEXTS.ratings[r]}</span>
                <Text span size="xs">
                  {intervalLabel(now, dues[r])}
                </Text>
              </Stack>
            </Button>
          ))}
        </Group>
      ) : (
        <Button size="md" onClick={onReveal} aria-keyshortcuts="Space Enter">
          {TEXTS.showAnswer}
        </Button>
      )}
      <Text size="sm" c="dimmed">
        {revealed ? TEXTS.answerHint : TEXTS.showAnswerHint}
      </Text>
    </Stack>
  );
}

function CardBack({ card }: { card: ReviewCard }) {
  return (
    <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {card.back && (
        <Text fw={700} size="lg" data-testid="review-back">
          {card.back}
        </Text>
      )}
      {card.example && (
        <Text size="sm">
          <Text span fw={600}>
            {TEXTS.example}:{' '}
          </Text>
          {card.example}
        </Text>
      )}
      {card.explanation && (
        <div>
          <Text span size="sm" fw={600}>
            {TEXTS.explanation}
          </Text>
          <HtmlContent html={card.explanation} />
        </div>
      )}
    </Stack>
  );
}

function CardAudio({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  return (
    <>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={TEXTS.play}
        onClick={() => {
          if (audio.current) {
            audio.current.currentTime = 0;
            void audio.current.play().catch(() => undefined);
          }
        }}
      >
        <span aria-hidden>▶</span>
      </ActionIcon>
      <audio ref={audio} src={src} preload="none" />
    </>
  );
}
