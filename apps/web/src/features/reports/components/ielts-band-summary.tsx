import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { SectionReport } from '@portico/contract/assessment-report';
import { useId } from 'react';
import { ListGrid } from '../../../components/plain-list';
import { hasBand } from '../utils/band';
import { BandCircle } from './band-circle';
import { KnowYourBands } from './know-your-bands';
import { IELTS_SKILLS, type IeltsSkill, sectionOf } from './report-format';
import { ReportSection } from './report-section';

export { bandColour } from '../utils/band';
// The mock tests page reuses the indicator and its colour rule.
export { BandCircle } from './band-circle';

/** Writing and Speaking bands come from a faculty evaluation (SCORING.md). */
const EVALUATED: readonly IeltsSkill[] = ['Writing', 'Speaking'];

interface IeltsBandSummaryProps {
  /** The test whose 'Know your Bands' tables are shown (Academic or General Training Reading). */
  testId: string;
  sections: readonly SectionReport[];
  /** The overall band (null until all four skills have one). */
  overallBand: number | null;
  headingOrder?: TitleOrder;
  /** Show the 'Know your Bands' table under the tiles. */
  withBandTable?: boolean;
}

/**
 * IELTS: the bands of the skills the test has (spec 3 §9 order), the overall band when it has all
 * four, and 'Know your Bands'. A skill the test does not contain is never 'awaiting evaluation'.
 */
export function IeltsBandSummary({
  testId,
  sections,
  overallBand,
  headingOrder = 2,
  withBandTable = true,
}: IeltsBandSummaryProps) {
  const headingId = useId();
  const skills = IELTS_SKILLS.filter((skill) => sectionOf(sections, skill));
  const allFour = skills.length === IELTS_SKILLS.length;
  return (
    <ReportSection headingId={headingId}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Title order={headingOrder} id={headingId} fz="lg">
            Band summary
          </Title>
          {allFour && (
            <Group gap="sm" wrap="nowrap">
              <Text fw={600}>Overall band</Text>
              <BandCircle band={overallBand} size={64} label="Overall band" />
            </Group>
          )}
        </Group>
        <ListGrid cols={{ base: Math.min(2, skills.length), sm: skills.length }} spacing="sm">
          {skills.map((skill) => {
            const band = sectionOf(sections, skill)?.band ?? null;
            const awaiting = EVALUATED.includes(skill) && !hasBand(band);
            return (
              <Paper component="li" key={skill} withBorder radius="md" p="sm">
                <Stack align="center" gap={6}>
                  <Text fw={600}>{skill}</Text>
                  <BandCircle band={band} label={`${skill} band`} />
                  {awaiting && (
                    <Text size="xs" c="gray.7" ta="center">
                      Awaiting evaluation
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </ListGrid>
        {withBandTable && (
          <KnowYourBands testId={testId} headingOrder={Math.min(headingOrder + 1, 6) as TitleOrder} />
        )}
      </Stack>
    </ReportSection>
  );
}
