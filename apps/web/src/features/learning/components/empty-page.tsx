import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';

export const TESTS_HINT = 'Tests appear here as soon as your institute adds them.';
export const LESSONS_HINT = 'Lessons appear here as soon as your institute adds them.';

/**
 * A learning page with nothing on it (the course has no lessons, books or videos for this menu entry,
 * or the address names none): a calm empty state with the server's words and a way on, never a red
 * error and never a skeleton that waits forever.
 */
export function EmptyPage({ message, hint }: { message: string; hint: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" mb="lg" ta="center" role="status">
      <Text fw={600}>{message}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {hint}
      </Text>
      <Anchor component={Link} to="/dashboard" size="sm" mt="sm" display="inline-block">
        Back to the dashboard
      </Anchor>
    </Paper>
  );
}

/**
 * A learning page that could not load: a module that is not there is an empty page (`message`, or
 * the server's words, and `hint`); any other error says what went wrong, unless the session expired
 * (the sign-in screen follows).
 */
export function LoadFailure({ error, hint, message }: { error: unknown; hint: string; message?: string }) {
  if (isNotFound(error)) return <EmptyPage message={message ?? errorMessage(error)} hint={hint} />;
  return isSessionExpired(error) ? null : <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>;
}

interface LearningPageProps {
  title: string;
  /** The page's call failed: LoadFailure (with `hint`, and `message` for a missing module) instead. */
  error: unknown;
  hint: string;
  message?: string;
  children: ReactNode;
}

/** A page of the course's books, lessons or videos: its title, then what it holds or why it cannot. */
export function LearningPage({ title, error, hint, message, children }: LearningPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {title}
      </Title>
      {error ? <LoadFailure error={error} hint={hint} message={message} /> : children}
    </Container>
  );
}
