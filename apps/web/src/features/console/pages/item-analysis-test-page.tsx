import { Anchor, Paper, Stack, Switch, Text } from '@mantine/core';
import type { ItemAnalysis, TestAnalysis } from '@portico/contract/console-item-analysis';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { itemAnalysisExportHref, itemAnalysisQuery, useRetireItem } from '../api/item-analysis';
import { useConsoleMember } from '../components/console-shell';
import { FiguresFreshness } from '../components/figures-freshness';
import { problemFlags, ScoreDistribution, TestFigures } from '../components/item-analysis-figures';
import { ItemAnalysisQuestion } from '../components/item-analysis-question';
import { TableDownloads } from '../components/table-downloads';
import { PageTitle } from '../resource/page-title';

const isFlagged = (item: ItemAnalysis) => problemFlags(item.flags).length > 0;

/** 'Retire question 3?' or 'Restore …?', with what it does to attempts made and to come. */
function RetireConfirm({
  id,
  item,
  opened,
  onClose,
}: {
  id: string;
  /** The question last chosen (kept while the dialog closes, so its title stays). */
  item: ItemAnalysis | null;
  opened: boolean;
  onClose: () => void;
}) {
  const retire = useRetireItem(id);
  const restoring = item?.retired ?? false;
  const confirm = () => {
    if (!item) return;
    retire.mutate(
      { itemId: item.id, retired: !restoring },
      {
        onSuccess: (saved) => {
          notify.show({ message: saved.message, color: 'teal' });
          onClose();
        },
        onError: (error) =>
          notify.show({ message: errorMessage(error, 'The question could not be changed'), color: 'red' }),
      },
    );
  };
  return (
    <ConfirmDialog
      opened={opened && item !== null}
      onClose={() => {
        if (!retire.isPending) onClose();
      }}
      title={restoring ? `Restore question ${item?.number}?` : `Retire question ${item?.number}?`}
      confirmLabel={restoring ? 'Restore' : 'Retire'}
      danger={!restoring}
      pending={retire.isPending}
      onConfirm={confirm}
    >
      {restoring
        ? 'New attempts include the question again.'
        : 'New attempts leave the question out. Attempts already made keep it and its marks, and a new import of the test’s file brings it back.'}
    </ConfirmDialog>
  );
}

/** The questions shown (every one, or the flagged ones), or why none is. */
function Questions({
  analysis,
  flaggedOnly,
  onRetire,
}: {
  analysis: TestAnalysis;
  flaggedOnly: boolean;
  onRetire: ((item: ItemAnalysis) => void) | null;
}) {
  const shown = flaggedOnly ? analysis.items.filter(isFlagged) : analysis.items;
  if (!shown.length)
    return <Text c="dimmed">{flaggedOnly ? 'No question is flagged.' : 'The test has no questions.'}</Text>;
  return (
    <Stack gap="sm">
      {shown.map((item) => (
        <ItemAnalysisQuestion
          key={item.id}
          item={item}
          onRetire={onRetire}
          editTo={onRetire ? `/console/item-analysis/${analysis.id}/questions/${item.id}` : null}
        />
      ))}
    </Stack>
  );
}

/**
 * /console/item-analysis/:id (issue 45): one test's figures (students, mean and spread, reliability,
 * the score distribution) and each question's, the broken-looking ones flagged in words; an admin
 * retires a question from here (new attempts leave it out) or brings it back.
 */
export function ItemAnalysisTestPage() {
  const { id = '' } = useParams();
  const member = useConsoleMember();
  const view = useQuery(itemAnalysisQuery(id));
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [retiring, setRetiring] = useState<ItemAnalysis | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askRetire = (item: ItemAnalysis) => {
    setRetiring(item);
    setConfirming(true);
  };
  const analysis = view.data;
  const flagged = analysis ? analysis.items.filter(isFlagged).length : 0;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/console/item-analysis" size="sm">
        All tests
      </Anchor>
      <PageTitle title={analysis?.title ?? 'Item analysis'}>
        {analysis &&
          `From each student’s first finished attempt${member.role === 'admin' ? '' : ' in your courses'}, as of ${formatDateTime(analysis.asOf)}. Facility is the share of the marks students earned; discrimination is how a question’s marks go with the rest of the test (above 0.3 separates students well; below 0, strong students do worse).`}
      </PageTitle>
      {view.isPending && <PageLoader label="Working out the figures…" />}
      {view.isError && (
        <StatusAlert tone="error">
          {errorMessage(view.error, 'The item analysis could not be loaded')}
        </StatusAlert>
      )}
      {analysis && (
        <>
          <FiguresFreshness report={analysis} />
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <TestFigures analysis={analysis} flagged={flagged} />
              {analysis.attempts > 0 && (
                <ScoreDistribution bins={analysis.distribution} attempts={analysis.attempts} />
              )}
            </Stack>
          </Paper>
          {analysis.attempts === 0 && <Text c="dimmed">No student has finished this test yet.</Text>}
          <TableDownloads
            label="Take the questions’ figures away:"
            href={(format) => itemAnalysisExportHref(id, format)}
          />
          <Switch
            label={`Flagged questions only (${flagged})`}
            checked={flaggedOnly}
            onChange={(e) => setFlaggedOnly(e.currentTarget.checked)}
          />
          <Questions
            analysis={analysis}
            flaggedOnly={flaggedOnly}
            onRetire={member.role === 'admin' ? askRetire : null}
          />
          <RetireConfirm id={id} item={retiring} opened={confirming} onClose={() => setConfirming(false)} />
        </>
      )}
    </Stack>
  );
}
