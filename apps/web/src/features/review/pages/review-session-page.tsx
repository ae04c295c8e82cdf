import { Anchor, Container, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReviewRating } from '@portico/contract/review-decks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { useReviewSession } from '../api/review-api';
import { ReviewCardView } from '../components/review-card-view';
import { updateDeckCopy } from '../engine/deck-copy';
import { answerFirst, localDay, type QueueState } from '../engine/review-queue';
import { type ReviewSync, useReviewSync } from '../engine/use-review-sync';
import { TEXTS } from '../texts';

/**
 * /review/:deckId (issue 42 part 3): the deck's due cards one at a time. Each answer is scheduled on
 * the device (the same FSRS as the server's) and kept in its outbox before it is sent, so a session
 * goes on offline and its reviews are saved when the device is back online.
 */
export function ReviewSessionPage() {
  const { deckId = '' } = useParams();
  const query = useReviewSession(deckId);
  const sync = useReviewSync();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueueState | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (query.data && !queue) setQueue({ cards: query.data.cards, done: 0 });
  }, [query.data, queue]);

  const reveal = useCallback(() => {
    setNow(new Date());
    setRevealed(true);
  }, []);
  const answer = useCallback(
    (rating: ReviewRating) => {
      if (!queue?.cards[0]) return;
      const at = new Date();
      const card = queue.cards[0];
      const next = answerFirst(queue, rating, at);
      setQueue(next.state);
      setRevealed(false);
      void updateDeckCopy(deckId, card.id, next.memory);
      void sync.record({
        clientId: crypto.randomUUID(),
        cardId: card.id,
        rating,
        reviewedAt: at.toISOString(),
        reviewDay: localDay(at),
      });
      void queryClient.invalidateQueries({ queryKey: ['review-decks'] });
    },
    [queue, sync, queryClient, deckId],
  );

  const card = queue?.cards[0];
  const total = queue ? queue.done + queue.cards.length : 0;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/review" size="sm">
          ← {TEXTS.back}
        </Anchor>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {query.data?.deck.title ?? TEXTS.title}
        </Title>
        <SyncStatus sync={sync} />
        {query.isPending && <Skeleton h={260} radius="lg" />}
        {query.isError && !isSessionExpired(query.error) && (
          <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
        )}
        {queue && (
          <Group gap="sm" wrap="nowrap">
            <Progress value={total ? (queue.done / total) * 100 : 100} flex={1} aria-hidden />
            <Text size="sm" data-testid="review-progress">
              {TEXTS.progress(queue.done, queue.cards.length)}
            </Text>
          </Group>
        )}
        {card && (
          <ReviewCardView card={card} revealed={revealed} onReveal={reveal} onAnswer={answer} now={now} />
        )}
        {queue && !card && (
          <StatusAlert tone="success" title={TEXTS.allDone}>
            {TEXTS.allDoneText}
          </StatusAlert>
        )}
      </Stack>
    </Container>
  );
}

function SyncStatus({ sync }: { sync: ReviewSync }) {
  return (
    <Stack gap={4} aria-live="polite">
      {!sync.durable && <StatusAlert tone="info">{TEXTS.notDurable}</StatusAlert>}
      <Text size="sm" c="dimmed" data-testid="review-sync">
        {sync.pending > 0 ? TEXTS.pending(sync.pending) : TEXTS.saved}
      </Text>
    </Stack>
  );
}
