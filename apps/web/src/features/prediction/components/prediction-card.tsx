import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MeasurePrediction, Prediction } from '@portico/contract/prediction';
import { useId } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { usePrediction } from '../api/get-prediction';
import { TEXTS } from '../texts';
import classes from './prediction-card.module.css';

/** Where a value sits on the measure's scale, in per cent (CELPIP's M at the scale's start). */
const at = (m: MeasurePrediction, v: number) =>
  Math.min(100, Math.max(0, ((Math.max(v, m.min) - m.min) / (m.max - m.min || 1)) * 100));

/** The scale with the 80 % range shaded and the predicted score marked. */
function RangeBar({ m }: { m: MeasurePrediction }) {
  if (m.score === null || m.low === null || m.high === null) return null;
  const label = TEXTS.rangeLabel(m.measure, m.label ?? '', m.lowLabel ?? '', m.highLabel ?? '', m.min, m.max);
  return (
    <div className={classes.track} role="img" aria-label={label}>
      <div className={classes.range} style={{ left: `${at(m, m.low)}%`, right: `${100 - at(m, m.high)}%` }} />
      <div className={classes.marker} style={{ left: `${at(m, m.score)}%` }} />
    </div>
  );
}

function MeasureRow({ m }: { m: MeasurePrediction }) {
  return (
    <Stack gap={6} component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{m.measure}</Text>
        {m.score !== null ? (
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {m.label}
              <Text span c="gray.7" fz="sm" fw={400}>
                {' '}
                ({TEXTS.range(m.lowLabel ?? '', m.highLabel ?? '')})
              </Text>
            </Text>
            {m.meaning && (
              <Badge variant="light" color="blue">
                {m.meaning}
              </Badge>
            )}
          </Group>
        ) : (
          <Text c="gray.7" fz="sm">
            {TEXTS.notEnough}
          </Text>
        )}
      </Group>
      <RangeBar m={m} />
      {m.gap && (
        <Text fz="sm" c={m.targetMet ? 'green.9' : 'red.9'}>
          {m.gap}
        </Text>
      )}
      <Text fz="sm" c="gray.7">
        {m.score !== null ? m.explanation : m.missing}
      </Text>
    </Stack>
  );
}

/** The card's content for a loaded prediction. */
export function PredictionView({ prediction }: { prediction: Prediction }) {
  if (!prediction.exam) return <Text c="gray.7">{prediction.note}</Text>;
  return (
    <>
      <Text fz="sm" c="gray.7">
        {TEXTS.intro(prediction.examLabel ?? '', prediction.coverage)}
      </Text>
      {prediction.examDay && (
        <Text fz="sm" fw={600}>
          {prediction.examDay.text}
        </Text>
      )}
      <Stack gap="md" component="ul" p={0} m={0}>
        {prediction.measures.map((m) => (
          <MeasureRow key={m.measure} m={m} />
        ))}
      </Stack>
    </>
  );
}

/**
 * Decision 059: the student's predicted score on the exam's own scale, per skill and overall, with
 * its 80 % range, what it means, the gap to their target and where it comes from; or what is missing.
 * One card for the dashboard and every exam's report.
 */
export function PredictionCard({ courseId, mb }: { courseId: string; mb?: string }) {
  const query = usePrediction(courseId);
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" mb={mb} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {TEXTS.title}
        </Title>
        {query.isPending && <Skeleton height={120} aria-label={TEXTS.loading} />}
        {query.isError && <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>}
        {query.data && <PredictionView prediction={query.data} />}
      </Stack>
    </Paper>
  );
}
