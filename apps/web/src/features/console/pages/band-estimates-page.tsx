import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BandModelSummary, BandModels } from '@portico/contract/console-feedback';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { bandModelsQuery } from '../api/instant-feedback';
import { FigureList } from '../components/figure-list';
import { PageTitle } from '../resource/page-title';

type Agreement = NonNullable<BandModelSummary['result']>;
type CriterionRow = BandModelSummary['criteria'][number];

const WRAP = { overflowWrap: 'anywhere' } as const;

const percent = (share: number) => `${Math.round(share * 100)} %`;
const qwk = (value: number) => value.toFixed(2);

/** What a model must show before students see its estimate, in a sentence. */
function barText(bar: BandModels['bar']) {
  return `Students see a task’s estimate once, on at least ${bar.minHeldOut} graded answers held out of its fit, it agrees with your teachers to a QWK of ${qwk(bar.qwk)} or more and comes within half a band of their grade ${percent(bar.withinHalfBand)} of the time or more. A task needs ${bar.minEssays} graded answers before a model is fitted; teachers see its estimate as a suggestion either way.`;
}

/** A model's figures as a list of named values, two a row on a phone; without a model, its graded answers. */
function Figures({
  model,
  result,
  minEssays,
}: {
  model: BandModelSummary;
  result: Agreement | null;
  minEssays: number;
}) {
  const figures = result
    ? [
        { label: 'Graded answers', value: String(model.essays) },
        { label: 'Held out', value: String(model.heldOut) },
        { label: 'QWK', value: qwk(result.qwk) },
        { label: 'Exact', value: percent(result.exact) },
        { label: 'Within half a band', value: percent(result.withinHalfBand) },
        { label: 'Fitted', value: formatDate(model.fittedAt) },
      ]
    : [{ label: 'Graded answers', value: `${model.essays} of ${minEssays}` }];
  return <FigureList figures={figures} />;
}

/**
 * Each criterion's agreement, and under its name the measures its estimate leans on: four narrow
 * columns, which a phone shows whole.
 */
function CriteriaAgreement({ model }: { model: BandModelSummary }) {
  const name = (c: CriterionRow) => (
    <>
      {c.label}
      <Text size="xs" c="gray.7" fw={400} style={WRAP}>
        Leans on: {c.leansOn.join(', ') || '–'}
      </Text>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={300}>
      <DataTable
        aria-label={`${model.title}: agreement per criterion`}
        fz="sm"
        verticalSpacing={4}
        rows={model.criteria}
        rowKey={(c) => c.key}
        columns={[
          { header: 'Criterion', rowHeader: true, cell: name },
          { header: 'QWK', cell: (c) => qwk(c.qwk) },
          { header: 'Exact', cell: (c) => percent(c.exact) },
          { header: 'Within half a band', cell: (c) => percent(c.withinHalfBand) },
        ]}
      />
    </Table.ScrollContainer>
  );
}

const stateOf = (model: BandModelSummary) =>
  !model.result
    ? { label: 'No model yet', color: 'gray' }
    : model.shown
      ? { label: 'Shown to students', color: 'teal' }
      : { label: 'Teachers only', color: 'orange' };

/** One task type's model: its figures, whether students see it and why not, each criterion's agreement. */
function ModelCard({ model, minEssays }: { model: BandModelSummary; minEssays: number }) {
  const state = stateOf(model);
  const id = `band-model-${model.rubricId}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id={id}>
            {model.title}
          </Title>
          <Badge variant="light" color={state.color}>
            {state.label}
          </Badge>
        </Group>
        <Figures model={model} result={model.result} minEssays={minEssays} />
        {model.note && (
          <Text size="sm" c="gray.8" style={WRAP}>
            {model.note}
          </Text>
        )}
        {model.result && model.criteria.length > 0 && <CriteriaAgreement model={model} />}
      </Stack>
    </Paper>
  );
}

/**
 * /console/band-estimates (issue 41, admin): per task type, how the band estimate learnt from the
 * company's own graded answers agrees with its teachers on answers held out of it, what each
 * criterion's estimate leans on, and whether students see it.
 */
export function BandEstimatesPage() {
  const view = useQuery(bandModelsQuery);
  return (
    <Stack gap="lg">
      <PageTitle title="Band estimates">
        For each written task, Portico estimates a band from the answer’s measures, learnt from the answers
        your teachers graded and checked on graded answers it did not learn from.
      </PageTitle>
      {view.isPending && <PageLoader label="Loading the band estimates…" />}
      {view.isError && (
        <StatusAlert tone="error">
          {errorMessage(view.error, 'The band estimates could not be loaded')}
        </StatusAlert>
      )}
      {view.data && (
        <>
          <Text size="sm">{barText(view.data.bar)}</Text>
          {view.data.models.length === 0 && (
            <Text c="dimmed">No written task has answers graded by your teachers yet.</Text>
          )}
          {view.data.models.map((m) => (
            <ModelCard key={m.rubricId} model={m} minEssays={view.data.bar.minEssays} />
          ))}
        </>
      )}
    </Stack>
  );
}
