import { Card, Image, Text, Title } from '@mantine/core';
import type { BatchType } from '@portico/contract/live-classes';
import { Link } from 'react-router';
import { ListGrid } from '../../../components/plain-list';
import { TEXTS } from '../texts';
import { batchListHref } from '../utils/batch-filters';

/** spec 3 §2: a card per batch type, leading to the batch list of that type. */
export function BatchTypeCards({ types }: { types: BatchType[] }) {
  return (
    <ListGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {types.map((t) => (
        <li key={t.id}>
          <Card
            component={Link}
            to={batchListHref({ type: t.id })}
            withBorder
            radius="md"
            padding="md"
            h="100%"
          >
            {t.thumbnail && (
              <Card.Section>
                <Image src={t.thumbnail} alt="" h={150} fit="cover" loading="lazy" decoding="async" />
              </Card.Section>
            )}
            <Title order={2} fz="lg" mt="md">
              {t.name}
            </Title>
            {t.description && (
              <Text size="sm" c="dimmed" mt={4}>
                {t.description}
              </Text>
            )}
            <Text size="sm" c="var(--mantine-primary-color-filled)" fw={600} mt="sm">
              {TEXTS.viewBatches} →
            </Text>
          </Card>
        </li>
      ))}
    </ListGrid>
  );
}
