import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { LearningModule } from '@portico/contract/learning';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SkeletonGrid } from '../../../components/skeleton-grid';
import { LESSONS_HINT, LearningPage, useLearningModule, useMenuEntry } from '../../learning/public';
import { ModuleCard } from '../components/module-card';

/** spec 2 §2 Lesson hub, word for word. */
export const HUB_TITLE = "Beginner's Lesson";

const byOrder = (a: LearningModule, b: LearningModule) => a.orderNo - b.orderNo;

/**
 * spec 2 §2 Lesson hub / spec 3 'Other' (/projectdetail): cards of the child modules; in group mode
 * one tab per group listing its submodules by orderNo. A card opens /lessondetail with the state
 * learningModuleId, id '9' and activeModuleName.
 */
export function LessonHubPage() {
  const entry = useMenuEntry();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { learningModuleId?: unknown };
  const param =
    params.get('module') ??
    (typeof state.learningModuleId === 'string' ? state.learningModuleId : null) ??
    entry.navigationParam;
  const moduleQuery = useLearningModule(entry.courseId, param);
  const root = moduleQuery.data?.module ?? null;
  const groups = root?.isGroupLessons ? [...root.subModule].sort(byOrder) : [];
  const [groupId, setGroupId] = useState<string | null>(null);
  const group = groups.find((g) => g.id === groupId) ?? groups[0] ?? null;
  const cards = root ? [...(group ? group.subModule : root.subModule)].sort(byOrder) : [];
  const error = entry.error ?? moduleQuery.error;

  const open = (m: LearningModule) =>
    navigate(`/lessondetail?module=${encodeURIComponent(m.id)}`, {
      state: { learningModuleId: m.id, id: '9', activeModuleName: m.component.title },
    });

  return (
    <LearningPage title={HUB_TITLE} error={error} hint={LESSONS_HINT}>
      {!root ? (
        <SkeletonGrid label="Loading lessons" cols={{ base: 1, sm: 2, lg: 3 }} count={3} height={200} />
      ) : (
        <Stack gap="lg">
          {groups.length > 0 && (
            <Tabs value={group?.id ?? null} onChange={setGroupId}>
              <Tabs.List>
                {groups.map((g) => (
                  <Tabs.Tab key={g.id} value={g.id}>
                    {g.component.title}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          )}
          {cards.length === 0 ? (
            <Text c="dimmed">No lessons available</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {cards.map((m) => (
                <ModuleCard key={m.id} module={m} onOpen={() => open(m)} imageHeight={140} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </LearningPage>
  );
}
