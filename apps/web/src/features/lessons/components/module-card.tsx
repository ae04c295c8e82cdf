import { Card, Image, Text, UnstyledButton } from '@mantine/core';
import type { LearningModule } from '@portico/contract/learning';

interface ModuleCardProps {
  module: LearningModule;
  onOpen: () => void;
  imageHeight: number;
  /** The title keeps its top space on a card without a thumbnail (the books grid). */
  spacedWithoutImage?: boolean;
}

/** A module as a card: its thumbnail, title and description; the whole card opens it. */
export function ModuleCard({ module, onOpen, imageHeight, spacedWithoutImage = false }: ModuleCardProps) {
  const { title, thumbnail, description } = module.component;
  return (
    // Named by what it shows (title and description), as it reads (WCAG 2.5.3 Label in Name).
    <UnstyledButton onClick={onOpen}>
      <Card withBorder radius="lg" padding="md" h="100%">
        {thumbnail && (
          <Card.Section>
            <Image src={thumbnail} alt="" h={imageHeight} fit="cover" loading="lazy" decoding="async" />
          </Card.Section>
        )}
        <Text fw={700} mt={thumbnail || spacedWithoutImage ? 'sm' : 0}>
          {title}
        </Text>
        {description && (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </Card>
    </UnstyledButton>
  );
}
