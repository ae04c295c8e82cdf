import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** The part's own button at the heading's right ('Add a class'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A part of a console page under its own heading, with the part's button beside the heading. */
export function HeadedSection({ id, title, action, children }: Props) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  );
}
