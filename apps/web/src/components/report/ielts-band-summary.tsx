import { Group, Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { SectionReport } from '@portico/contract/assessment';
import { useId } from 'react';
import { hasBand } from '../../lib/band';
import { BandCircle } from './band-circle';
import { KnowYourBands } from './know-your-bands';
import { IELTS_SKILLS, type IeltsSkill, sectionOf } from './report-format';

export { bandColour } from '../../lib/band';
// The mock tests page reuses the indicator and its colour rule.
export { BandCircle } from './band-circle';

/** Writing and Speaking bands come from a faculty evaluation (SCORING.md). */
const EVALUATED: readonly IeltsSkill[] = ['Writing', 'Speaking'];

interface IeltsBandSummaryProps {
  sections: readonly SectionReport[];
  /** The overall band (null until every section has one). */
  overallBand: number | null;
  headingOrder?: TitleOrder;
  /** Show the 'Know your Bands' table under the tiles. */
  withBandTable?: boolean;
}

/** IELTS: the four section bands (spec 3 §9 order), the overall band and 'Know your Bands'. */
export function IeltsBandSummary({
  sections,
  overallBand,
  headingOrder = 2,
  withBandTable = true,
}: IeltsBandSummaryProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Title order={headingOrder} id={headingId} fz="lg">
            Band summary
          </Title>
          <Group gap="sm" wrap="nowrap">
            <Text fw={600}>Overall band</Text>
            <BandCircle band={overallBand} size={64} label="Overall band" />
          </Group>
        </Group>
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {IELTS_SKILLS.map((skill) => {
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
        </SimpleGrid>
        {withBandTable && <KnowYourBands headingOrder={Math.min(headingOrder + 1, 6) as TitleOrder} />}
      </Stack>
    </Paper>
  );
}
