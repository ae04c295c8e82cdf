import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * The place of an adaptive section's next question while the server chooses it (decision 064): a
 * moment, or longer without a connection (the runner's alert then says why and it is tried again).
 */
export function PendingQuestion() {
  return (
    <Center mih="40vh" p="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Loading the next question…</Text>
      </Stack>
    </Center>
  );
}
