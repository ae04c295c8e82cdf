import { List, Text, Title } from '@mantine/core';
import type { CriterionReading } from '@portico/contract/answer-feedback';

const TONES = { good: 'Went well', work: 'To work on', info: 'Note' } as const;
/** Dark enough for small text on white (4.5:1). */
const TONE_COLOURS = { good: 'teal.9', work: 'red.9', info: 'gray.7' } as const;

/**
 * What the instant feedback's measures say of each criterion of the exam (issue 41): what went
 * well, what to work on — as the student's report and the teacher's workspace both show it.
 */
export function CriterionReadings({ criteria }: { criteria: readonly CriterionReading[] }) {
  return criteria.map((c) => (
    <div key={c.key}>
      <Title order={4} fz="sm">
        {c.label}
      </Title>
      <List size="sm" spacing={2}>
        {c.points.map((p) => (
          <List.Item key={p.text}>
            <Text span size="sm" fw={600} c={TONE_COLOURS[p.tone]}>
              {TONES[p.tone]}:
            </Text>{' '}
            {p.text}
          </List.Item>
        ))}
      </List>
    </div>
  ));
}
