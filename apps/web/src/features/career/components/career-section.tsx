import { Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { FileTextIcon } from '../../../components/icons';

interface CareerSectionProps {
  title: string;
  /** A dimmed line under the heading. */
  description?: ReactNode;
  /** Space under the heading when no description follows it. */
  titleGap?: 'xs' | 'md';
  children: ReactNode;
}

/** A card of the project page (spec 3 §2), named by its heading for screen readers. */
export function CareerSection({ title, description, titleGap = 'xs', children }: CareerSectionProps) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} fz="lg" mb={titleGap} id={headingId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** A document's name beside a file icon, with a dimmed line under it (when it was sent or updated). */
export function FileLabel({ name, detail, wide }: { name: string; detail: string; wide?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <FileTextIcon size={wide ? 20 : 18} />
      <div style={{ minWidth: 0 }}>
        {wide ? (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
        ) : (
          <Text size="sm" fw={500} truncate="end">
            {name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </div>
    </Group>
  );
}
