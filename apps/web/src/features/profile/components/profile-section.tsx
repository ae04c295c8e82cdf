import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the profile page (Personal Details, Enrolled Courses): its heading over what it holds. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
