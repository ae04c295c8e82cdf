import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A console page's heading and, under it, what the page is for. */
export function PageTitle({
  title,
  size,
  children,
}: {
  title: ReactNode;
  /** The description's size: 'sm' on the busier pages (queues, live classes). */
  size?: 'sm';
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size={size}>
          {children}
        </Text>
      )}
    </div>
  );
}
