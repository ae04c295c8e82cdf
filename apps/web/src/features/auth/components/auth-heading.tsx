import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2} lts="-0.01em">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
