import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './not-found-page.module.css';

/** spec 1 §2 / spec 3 §2: the 404 page. */
export function NotFoundPage() {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 40, sm: 72 }} px="md" className={classes.root}>
      <Text className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Look like you're lost
      </Title>
      <Text c="dimmed" size="lg" maw={420}>
        The page you are looking for is not available!
      </Text>
      <Button component={Link} to="/" size="md" mt="sm">
        Go to Home
      </Button>
    </Stack>
  );
}
