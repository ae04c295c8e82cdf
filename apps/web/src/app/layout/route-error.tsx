import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GENERIC_ERROR } from '../../lib/api-error';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Last-resort boundary: a failed page chunk (usually a new deployment) or a render error. */
export function RouteError() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Container component="main" id="main" size="xs" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={28}>
          {stale ? 'A new version is available' : status ? `Error ${status}` : 'Something went wrong'}
        </Title>
        <Text c="dimmed">{stale ? 'Reload the page to continue.' : GENERIC_ERROR}</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
