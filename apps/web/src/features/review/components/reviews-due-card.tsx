import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useReviewDecks } from '../api/review-api';
import { TEXTS } from '../texts';

/** The dashboard's card of reviews due today, linking to the decks (issue 42 part 3). */
export function ReviewsDueCard({ courseId }: { courseId: string }) {
  const query = useReviewDecks(courseId);
  if (!query.data) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="reviews-due-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reviews-due-title">
          {TEXTS.dashboardTitle}
        </Title>
        <Text data-testid="reviews-due">{TEXTS.dashboardText(query.data.due)}</Text>
        <Button component={Link} to="/review" variant={query.data.due > 0 ? 'filled' : 'default'}>
          {TEXTS.dashboardLink}
        </Button>
      </Stack>
    </Paper>
  );
}
