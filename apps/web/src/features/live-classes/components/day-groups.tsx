import { Stack, Title } from '@mantine/core';
import type { LiveClass } from '@portico/contract/live-classes';
import type { ReactNode } from 'react';
import { ListStack } from '../../../components/plain-list';
import { TEXTS } from '../texts';
import { dayHeading, groupByDay } from '../utils/class-days';
import { EmptyState } from './empty-state';

interface DayGroupsProps {
  classes: LiveClass[];
  /** Earliest day first (upcoming classes), or latest first (past ones). */
  order?: 'asc' | 'desc';
  /** What shows when there is no class (spec 3 §8; by default 'No class available'). */
  empty?: string;
  card: (cls: LiveClass) => ReactNode;
}

/** Classes under a heading per day (spec 3 §2: grouped by class date), one card a row; or `empty`. */
export function DayGroups({ classes, order, empty = TEXTS.noClassAvailable, card }: DayGroupsProps) {
  if (classes.length === 0) return <EmptyState message={empty} />;
  const days = groupByDay(classes, order);
  return (
    <Stack gap="xl">
      {days.map((d) => (
        <section key={d.day} aria-labelledby={`day-${d.day}`}>
          <Title order={2} fz="lg" mb="sm" id={`day-${d.day}`}>
            {dayHeading(d.day)}
          </Title>
          <ListStack gap="sm">
            {d.classes.map((c) => (
              <li key={c.id}>{card(c)}</li>
            ))}
          </ListStack>
        </section>
      ))}
    </Stack>
  );
}
