import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdaptiveSectionView, AdaptiveTestView } from '@portico/contract/console-adaptive';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { adaptiveTestQuery, useSaveAdaptiveSection } from '../api/adaptive-tests';
import { PoolFields } from '../components/adaptive-pool-fields';
import { RoutedFields } from '../components/adaptive-routed-fields';
import { DetailPage } from '../resource/detail-page';
import { PageTitle } from '../resource/page-title';
import {
  type PoolDraft,
  poolDraft,
  poolSettings,
  type RoutedDraft,
  routedDraft,
  routedSettings,
} from '../utils/adaptive-drafts';

type Draft = RoutedDraft | PoolDraft;
const draftOf = (s: AdaptiveSectionView): Draft =>
  s.kind === 'routed' ? routedDraft(s.settings) : poolDraft(s);
const parse = (s: AdaptiveSectionView, d: Draft) =>
  s.kind === 'routed' ? routedSettings(d as RoutedDraft, s) : poolSettings(d as PoolDraft, s);
const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

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

type Outcome = { sectionId: string; tone: 'success' | 'error'; text: string; conflict?: boolean };

/**
 * Each section's form, saved one section at a time. What is written stays on the page until it is
 * saved (leaving asks first); a save refused because someone else changed the section sets the
 * writing aside while the latest settings load, and one click puts it back.
 */
function TestSections({ test, reload }: { test: AdaptiveTestView; reload: () => Promise<unknown> }) {
  const save = useSaveAdaptiveSection(test.id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [asides, setAsides] = useState<Record<string, Draft>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const guard = useLeaveGuard(Object.keys(drafts).length > 0);

  const setDraft = (section: AdaptiveSectionView, next: Draft | undefined) =>
    setDrafts(({ [section.id]: _old, ...rest }) =>
      next === undefined || same(next, draftOf(section)) ? rest : { ...rest, [section.id]: next },
    );

  const submit = (section: AdaptiveSectionView) => {
    const draft = drafts[section.id];
    if (!draft) return;
    const parsed = parse(section, draft);
    if (parsed.error !== undefined) {
      setOutcome({ sectionId: section.id, tone: 'error', text: parsed.error });
      return;
    }
    const body =
      section.kind === 'routed'
        ? { kind: 'routed' as const, expected: section.settings, settings: parsed.settings as never }
        : { kind: 'item' as const, expected: section.settings, settings: parsed.settings as never };
    setOutcome(undefined);
    save.mutate(
      { sectionId: section.id, body },
      {
        onSuccess: (saved) => {
          setDraft(section, undefined);
          setOutcome({ sectionId: section.id, tone: 'success', text: saved.message ?? 'Saved.' });
        },
        onError: (error) =>
          setOutcome({
            sectionId: section.id,
            tone: 'error',
            text: errorMessage(error, 'Not saved'),
            conflict: error instanceof ApiError && error.status === 409,
          }),
      },
    );
  };

  const loadLatest = async (section: AdaptiveSectionView) => {
    const draft = drafts[section.id];
    if (draft) setAsides((a) => ({ ...a, [section.id]: draft }));
    setDraft(section, undefined);
    setOutcome(undefined);
    await reload();
  };

  const putBack = (section: AdaptiveSectionView) => {
    const { [section.id]: aside, ...rest } = asides;
    setAsides(rest);
    if (aside) setDraft(section, aside);
  };

  return (
    <Stack gap="lg">
      <PageTitle title={test.title}>
        {test.key}. Changes apply to attempts from now on; reports already made keep their scores. A new
        import of the test’s file puts back the file’s settings.
      </PageTitle>
      {test.sections.map((section) => {
        const draft = drafts[section.id] ?? draftOf(section);
        const mine = outcome?.sectionId === section.id ? outcome : undefined;
        return (
          <SectionFrame
            key={section.id}
            section={section}
            changed={Boolean(drafts[section.id])}
            busy={save.isPending && save.variables?.sectionId === section.id}
            onSave={() => submit(section)}
            notice={
              <>
                {mine && (
                  <StatusAlert tone={mine.tone}>
                    {mine.text}{' '}
                    {mine.conflict && (
                      <Button variant="subtle" size="compact-sm" onClick={() => loadLatest(section)}>
                        Load the latest
                      </Button>
                    )}
                  </StatusAlert>
                )}
                {asides[section.id] && (
                  <StatusAlert tone="info">
                    Your changes to this section are set aside while you read the latest settings.{' '}
                    <Button variant="subtle" size="compact-sm" onClick={() => putBack(section)}>
                      Put my changes back
                    </Button>
                  </StatusAlert>
                )}
              </>
            }
          >
            {section.kind === 'routed' ? (
              <RoutedFields
                section={section}
                draft={draft as RoutedDraft}
                onDraft={(d) => setDraft(section, d)}
              />
            ) : (
              <PoolFields
                section={section}
                draft={draft as PoolDraft}
                onDraft={(d) => setDraft(section, d)}
              />
            )}
          </SectionFrame>
        );
      })}
      <LeaveGuardDialog guard={guard} title="Leave without saving the test’s settings?" />
    </Stack>
  );
}

/** One section's card: its title and kind, what happened to its last save, its form and its save button. */
function SectionFrame({
  section,
  changed,
  busy,
  onSave,
  notice,
  children,
}: {
  section: AdaptiveSectionView;
  changed: boolean;
  busy: boolean;
  onSave: () => void;
  notice: ReactNode;
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
      </Stack>
    </Paper>
  );
}
