import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReviewDeckSummary } from '@portico/contract/review-decks';
import { Link, Navigate } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useReviewDecks } from '../api/review-api';
import { TEXTS } from '../texts';

/** /review (issue 42 part 3): the course's review decks, each with its cards and what is due now. */
export function ReviewDecksPage() {
  const courseId = getCourseId();
  const query = useReviewDecks(courseId);
  if (!courseId) return <Navigate to="/select-course" replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {TEXTS.title}
          </Title>
          <Text c="dimmed">{TEXTS.intro}</Text>
        </Stack>
        {query.isPending && <Skeleton h={160} radius="lg" />}
        {query.isError && !isSessionExpired(query.error) && (
          <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
        )}
        {query.data && query.data.decks.length === 0 && <Text>{TEXTS.noDecks}</Text>}
        {query.data && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {query.data.decks.map((deck) => (
              <DeckCard key={deck.id} deck={deck} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

function DeckCard({ deck }: { deck: ReviewDeckSummary }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={`deck-${deck.id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4" id={`deck-${deck.id}`}>
            {deck.title}
          </Title>
          <Text size="sm" c="dimmed">
            {deck.description || TEXTS.kinds[deck.kind]}
          </Text>
        </Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Badge variant="light" color={deck.due > 0 ? 'blue' : 'gray'}>
              {`${TEXTS.due(deck.due)}${deck.fresh > 0 ? ` (${deck.fresh} new)` : ''}`}
            </Badge>
            <Text size="sm">{TEXTS.cards(deck.cards)}</Text>
          </Group>
          <Button
            component={Link}
            to={`/review/${deck.id}`}
            size="sm"
            variant={deck.due > 0 ? 'filled' : 'default'}
            aria-label={`${TEXTS.start} ${deck.title}`}
          >
            {deck.due > 0 ? TEXTS.start : TEXTS.open}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
