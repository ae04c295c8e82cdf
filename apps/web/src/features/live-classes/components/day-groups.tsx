import { Stack, Title } from '@mantine/core';
import type { LiveClass } from '@portico/contract/live-classes';
import type { ReactNode } from 'react';
import { type ClassDay, dayHeading } from '../utils/class-days';

/** Classes under a heading per day (spec 3 §2: grouped by class date), one card a row. */
export function DayGroups({ days, card }: { days: ClassDay[]; card: (cls: LiveClass) => ReactNode }) {
  return (
    <Stack gap="xl">
      {days.map((d) => (
        <section key={d.day} aria-labelledby={`day-${d.day}`}>
          <Title order={2} fz="lg" mb="sm" id={`day-${d.day}`}>
            {dayHeading(d.day)}
          </Title>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {d.classes.map((c) => (
              <li key={c.id}>{card(c)}</li>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
