import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  BAND_DESCRIPTOR_MAX_LENGTH,
  type BandDescriptor,
  type DescribedRubric,
} from '@portico/contract/band-descriptors';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { bandDescriptorsQuery, useSaveBandDescriptors } from '../api/grading-aids';
import { PageTitle } from '../resource/page-title';

/** What the page holds of one criterion: band → the text being written. */
type Edits = Record<string, string>;

/** The bands whose text differs from what the server last said. */
const changedBands = (bands: BandDescriptor[], edits: Edits) =>
  bands.filter((b) => edits[b.band] !== undefined && edits[b.band]?.trim() !== b.text);

/** The save of one criterion: each band changed, its text and the text the page showed. */
const saveOf = (rubricId: string, criterionKey: string, changed: BandDescriptor[], edits: Edits) => ({
  rubricId,
  criterionKey,
  bands: changed.map((b) => ({ band: b.band, text: edits[b.band]?.trim() ?? '', base: b.text })),
});

/**
 * /console/band-descriptors (issue 40, admin): what each band of each criterion means, as the
 * teachers read it beside the band picker while grading. Portico's short summaries of the published
 * descriptors until the school writes its own; one criterion saved at a time, a band put back to
 * Portico's wording with one click, and a save refused, never applied, over another administrator's.
 */
export function BandDescriptorsPage() {
  const view = useQuery(bandDescriptorsQuery);
  const save = useSaveBandDescriptors();
  const [rubricId, setRubricId] = useState('ielts-writing-task2');
  const [criterionKey, setCriterionKey] = useState<string | null>(null);
  const [edits, setEdits] = useState<Edits>({});
  const [done, setDone] = useState('');

  const rubric = view.data?.rubrics.find((r) => r.id === rubricId) ?? view.data?.rubrics[0];
  const criterion = rubric?.criteria.find((c) => c.key === criterionKey) ?? rubric?.criteria[0];
  const changed = criterion ? changedBands(criterion.bands, edits) : [];
  const guard = useLeaveGuard(changed.length > 0);

  // Another rubric or criterion: what was written here is kept only after a save (the guard asks).
  const choose = (next: { rubric?: string; criterion?: string | null }) => {
    if (changed.length && !window.confirm('Leave this criterion without saving your changes?')) return;
    if (next.rubric !== undefined) setRubricId(next.rubric);
    setCriterionKey(next.criterion ?? null);
    setEdits({});
    setDone('');
  };

  const submit = () => {
    if (!rubric || !criterion) return;
    setDone('');
    save.mutate(saveOf(rubric.id, criterion.key, changed, edits), {
      onSuccess: (saved) => {
        setEdits({});
        setDone(saved.message ?? 'Saved.');
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title="Band descriptors">
        What each band means, shown to your teachers beside the bands while they grade. Portico ships short
        summaries of the published descriptors; write your school’s own wording, or paste the official text.
      </PageTitle>
      {view.isPending && <PageLoader label="Loading the descriptors…" />}
      {view.isError && (
        <StatusAlert tone="error">
          {errorMessage(view.error, 'The descriptors could not be loaded')}
        </StatusAlert>
      )}
      {rubric && criterion && (
        <>
          <RubricChoice
            rubrics={view.data?.rubrics ?? []}
            rubric={rubric}
            criterionKey={criterion.key}
            onChoose={choose}
          />
          {done && <StatusAlert tone="success">{done}</StatusAlert>}
          {save.isError && (
            <StatusAlert tone="error">
              {errorMessage(save.error, 'Not saved')}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => view.refetch()}>
                Load the latest
              </Button>
            </StatusAlert>
          )}
          <CriterionBands
            rubric={rubric}
            criterionLabel={criterion.label}
            bands={criterion.bands}
            edits={edits}
            onEdit={(band, text) => setEdits((e) => ({ ...e, [band]: text }))}
          />
          <SaveBar label={criterion.label} changed={changed.length} busy={save.isPending} onSave={submit} />
        </>
      )}
      <LeaveGuardDialog guard={guard} title="Leave without saving the descriptors?" />
    </Stack>
  );
}

/** One criterion's bands, highest first: each text editable, with who wrote it or whose it is. */
function CriterionBands({
  rubric,
  criterionLabel,
  bands,
  edits,
  onEdit,
}: {
  rubric: DescribedRubric;
  criterionLabel: string;
  bands: BandDescriptor[];
  edits: Edits;
  onEdit: (band: string, text: string) => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={`${rubric.title}, ${criterionLabel}`}
    >
      <Stack gap="md">
        {[...bands].reverse().map((b) => {
          const value = edits[b.band] ?? b.text;
          const isDefault = value.trim() === b.defaultText;
          return (
            <Stack key={b.band} gap={4}>
              <Textarea
                label={`Band ${b.band}`}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={BAND_DESCRIPTOR_MAX_LENGTH}
                value={value}
                onChange={(e) => onEdit(b.band, e.currentTarget.value)}
                description={
                  b.edited
                    ? `Your school’s wording${b.updatedBy ? `, by ${b.updatedBy.name}` : ''}${
                        b.updatedAt ? ` on ${formatDate(b.updatedAt)}` : ''
                      }`
                    : 'Portico’s wording'
                }
              />
              {!isDefault && (
                <Group>
                  <Button variant="subtle" size="compact-xs" onClick={() => onEdit(b.band, b.defaultText)}>
                    Use Portico’s wording<span className="visually-hidden"> for band {b.band}</span>
                  </Button>
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** Which rubric and criterion the page edits. */
function RubricChoice({
  rubrics,
  rubric,
  criterionKey,
  onChoose,
}: {
  rubrics: DescribedRubric[];
  rubric: DescribedRubric;
  criterionKey: string;
  onChoose: (next: { rubric?: string; criterion?: string | null }) => void;
}) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label="Rubric"
        data={rubrics.map((r) => ({ value: r.id, label: r.title }))}
        value={rubric.id}
        onChange={(e) => onChoose({ rubric: e.currentTarget.value })}
      />
      <NativeSelect
        label="Criterion"
        data={rubric.criteria.map((c) => ({ value: c.key, label: c.label }))}
        value={criterionKey}
        onChange={(e) => onChoose({ criterion: e.currentTarget.value })}
      />
    </Group>
  );
}

/** Save, and how many bands wait for it. */
function SaveBar({
  label,
  changed,
  busy,
  onSave,
}: {
  label: string;
  changed: number;
  busy: boolean;
  onSave: () => void;
}) {
  return (
    <Group>
      <Button onClick={onSave} loading={busy} disabled={changed === 0}>
        Save {label}
      </Button>
      {changed > 0 && (
        <Text size="sm" c="gray.7">
          {changed === 1 ? 'One band changed' : `${changed} bands changed`}, not saved yet.
        </Text>
      )}
    </Group>
  );
}
