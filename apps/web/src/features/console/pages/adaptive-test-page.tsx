import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdaptiveSectionView, AdaptiveTestView } from '@portico/contract/console-adaptive';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { adaptiveTestQuery } from '../api/adaptive-tests';
import { PoolFields, PoolTable } from '../components/adaptive-pool-fields';
import { RoutedFields } from '../components/adaptive-routed-fields';
import { type Draft, type SectionDrafts, useSectionDrafts } from '../hooks/use-section-drafts';
import { DetailPage } from '../resource/detail-page';
import { PageTitle } from '../resource/page-title';
import type { PoolDraft, RoutedDraft } from '../utils/adaptive-drafts';

/** /console/adaptive-tests/:id (issue 43, admin): one test's routed modules and adaptive pools. */
export function AdaptiveTestPage() {
  const { id = '' } = useParams();
  const query = useQuery(adaptiveTestQuery(id));
  return (
    <DetailPage back={{ to: '/console/adaptive-tests', label: '← All adaptive tests' }} query={query}>
      {(test) => <TestSections test={test} reload={() => query.refetch()} />}
    </DetailPage>
  );
}

/**
 * Each section's form, saved one section at a time (useSectionDrafts keeps what is written until it
 * is saved; leaving asks first).
 */
function TestSections({ test, reload }: { test: AdaptiveTestView; reload: () => Promise<unknown> }) {
  const drafts = useSectionDrafts(test, reload);
  const guard = useLeaveGuard(drafts.dirty);
  return (
    <Stack gap="lg">
      <PageTitle title={test.title}>
        {test.key}. Changes apply to attempts from now on; reports already made keep their scores. A new
        import of the test’s file puts back the file’s settings.
      </PageTitle>
      {test.sections.map((section) => {
        const draft = drafts.draftOf(section);
        const onDraft = (d: Draft) => drafts.setDraft(section, d);
        return (
          <SectionFrame
            key={section.id}
            section={section}
            changed={drafts.changed(section)}
            busy={drafts.saving(section)}
            onSave={() => drafts.submit(section)}
            notice={<SectionNotice section={section} drafts={drafts} />}
            after={section.kind === 'item' && <PoolTable items={section.items} attempts={section.attempts} />}
          >
            {section.kind === 'routed' ? (
              <RoutedFields section={section} draft={draft as RoutedDraft} onDraft={onDraft} />
            ) : (
              <PoolFields section={section} draft={draft as PoolDraft} onDraft={onDraft} />
            )}
          </SectionFrame>
        );
      })}
      <LeaveGuardDialog guard={guard} title="Leave without saving the test’s settings?" />
    </Stack>
  );
}

/** What became of the section's last save, and writing set aside to put back. */
function SectionNotice({ section, drafts }: { section: AdaptiveSectionView; drafts: SectionDrafts }) {
  const mine = drafts.outcome?.sectionId === section.id ? drafts.outcome : undefined;
  return (
    <>
      {mine && (
        <StatusAlert tone={mine.tone}>
          {mine.text}{' '}
          {mine.conflict && (
            <Button variant="subtle" size="compact-sm" onClick={() => drafts.loadLatest(section)}>
              Load the latest
            </Button>
          )}
        </StatusAlert>
      )}
      {drafts.setAside(section) && (
        <StatusAlert tone="info">
          Your changes to this section are set aside while you read the latest settings.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => drafts.putBack(section)}>
            Put my changes back
          </Button>
        </StatusAlert>
      )}
    </>
  );
}

/** One section's card: its title and kind, what became of its last save, its form and save button. */
function SectionFrame({
  section,
  changed,
  busy,
  onSave,
  notice,
  after,
  children,
}: {
  section: AdaptiveSectionView;
  changed: boolean;
  busy: boolean;
  onSave: () => void;
  notice: ReactNode;
  /** What follows the save button (an adaptive pool's questions). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `section-${section.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id={headingId}>
            {section.title}
          </Title>
          <Text size="sm" c="dimmed">
            {section.referenceType} · {section.kind === 'routed' ? 'routed module' : 'adaptive pool'}
          </Text>
        </div>
        {notice}
        {children}
        <Group justify="flex-end">
          <Button onClick={onSave} disabled={!changed} loading={busy}>
            Save {section.title}
          </Button>
        </Group>
        {after}
      </Stack>
    </Paper>
  );
}
