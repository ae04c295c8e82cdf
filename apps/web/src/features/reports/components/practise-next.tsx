import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { TopicRow } from '@portico/contract/reports';
import { useId } from 'react';
import { Link } from 'react-router';
import { ReportSection } from './report-section';

/** A question type counts once the student has met at least this many of its questions. */
export const PRACTISE_MIN_QUESTIONS = 2;
export const PRACTISE_COUNT = 3;

/**
 * The student's weakest question types over every test of the course: lowest share correct first
 * (more questions first on a tie), types with fewer than PRACTISE_MIN_QUESTIONS questions left out.
 */
export function weakestTypes(rows: readonly TopicRow[]): TopicRow[] {
  return rows
    .filter((r) => r.total >= PRACTISE_MIN_QUESTIONS && r.corrent < r.total)
    .sort((a, b) => a.corrent / a.total - b.corrent / b.total || b.total - a.total)
    .slice(0, PRACTISE_COUNT);
}

/**
 * The skill a type belongs to; none when the test has one section for everything (Duolingo's
 * 'Overall'): 'Overall: 0 of 6 correct' and 'Practise Overall' named no skill a student can choose.
 */
const skillOf = (row: TopicRow) => (row.referenceType === 'Overall' ? '' : row.referenceType);

/** Portico: 'What to practise next', each type linking to the practice tests of its skill. */
export function PractiseNext({ rows }: { rows: readonly TopicRow[] }) {
  const headingId = useId();
  const weakest = weakestTypes(rows);
  if (weakest.length === 0) return null;
  return (
    <ReportSection headingId={headingId}>
      <Title order={2} id={headingId} fz="lg" mb={4}>
        What to practise next
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Your weakest question types across the tests of this course.
      </Text>
      <Stack gap="xs" component="ol" m={0} pl="lg">
        {weakest.map((row) => {
          const skill = skillOf(row);
          return (
            <li key={`${row.referenceType} ${row.topicName}`}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{row.topicName}</Text>
                <Text c="gray.7" size="sm">
                  {skill ? `${skill}: ` : ''}
                  {row.corrent} of {row.total} correct
                </Text>
                {skill && (
                  <Anchor component={Link} to={`/practicetest?skill=${encodeURIComponent(skill)}`} size="sm">
                    Practise {skill}
                  </Anchor>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
    </ReportSection>
  );
}
