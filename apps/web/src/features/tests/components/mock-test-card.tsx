import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { formatBand, orderedSectionBands } from '../utils/band';
import { mockStatusButton, showsNoAccess } from '../utils/card-actions';
import { TEXTS } from '../utils/texts';
import { BandBadge } from './band-badge';
import classes from './test-card.module.css';

interface MockTestCardProps {
  object: LearningObject;
  courseAccess: boolean;
  onOpen: () => void;
  pending: boolean;
  busy: boolean;
}

/** A mock card (spec 2 §2): overall band, the four section bands, the status button (§4). */
export function MockTestCard({ object, courseAccess, onOpen, pending, busy }: MockTestCardProps) {
  const button = mockStatusButton(object, courseAccess);
  return (
    <Paper component="article" withBorder radius="lg" p="md" className={classes.card}>
      <Group gap="md" wrap="nowrap" align="center">
        <BandBadge band={object.band} label="Overall band" />
        <Title order={3} fz="md" className={classes.title}>
          {object.component.title}
        </Title>
      </Group>
      <SimpleGrid cols={4} spacing="xs" component="dl" m={0}>
        {orderedSectionBands(object.sectionBands).map(({ section, band }) => (
          <Stack key={section} gap={0} align="center">
            <Text component="dt" size="xs" c="dimmed">
              {section}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {formatBand(band)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {courseAccess && showsNoAccess(object) && (
        <Text size="sm" c="red.8">
          {TEXTS.noAccess}
        </Text>
      )}
      <Group className={classes.actions}>
        {button.action === 'disabled' ? (
          <Button disabled>{button.label}</Button>
        ) : (
          <Button onClick={onOpen} loading={pending} disabled={busy && !pending}>
            {button.label}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
