import {
  Button,
  Chip,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { EmptyPage } from '../../../components/learning/empty-page';
import { StatusAlert } from '../../../components/status-alert';
import { useLearningModule } from '../../../lib/api/get-learning-module';
import { useModulesObjects } from '../../../lib/api/get-learning-objects';
import { useProfile } from '../../../lib/api/get-profile';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { flattenModules } from '../../../lib/learning/module-tree';
import { useMenuEntry } from '../../../lib/learning/use-menu-entry';
import { countOf } from '../../../lib/plural';
import { updateProfile, useLanguages } from '../../profile/public';
import { VideoObjectGrid } from '../components/video-object-grid';
import { inLetterGroup, LETTER_GROUPS, type LetterGroup, VIDEO_SKILLS } from '../utils/letter-groups';
import { pageOf, titleMatches } from '../utils/paging';

/** The menu's Videos entry names this module when it names none (the /video/{skill} routes). */
const VIDEOS_MODULE = 'videos';
const ALL = 'all';

/**
 * spec 2 §2 Video list (/video and /video/listening|reading|writing|speaking): letter chips, a
 * language filter with 'Set as default language', and cards that play in a modal (Vimeo or HLS),
 * resuming where the student stopped.
 */
export function VideoLibraryPage() {
  const entry = useMenuEntry();
  const { pathname } = useLocation();
  const skill = VIDEO_SKILLS.find((s) => pathname.toLowerCase().endsWith(`/video/${s}`)) ?? null;
  const moduleQuery = useLearningModule(
    entry.courseId,
    entry.navigationParam ?? (entry.isPending ? null : VIDEOS_MODULE),
  );
  const root = moduleQuery.data?.module ?? null;
  const modules = useMemo(() => {
    if (!root) return [];
    const scope = skill
      ? root.subModule.filter(
          (m) =>
            m.component.title.toLowerCase() === skill || m.component.referenceType.toLowerCase() === skill,
        )
      : [root];
    return scope.flatMap(flattenModules);
  }, [root, skill]);
  const objects = useModulesObjects(
    entry.courseId,
    modules.map((m) => m.id),
  );
  const videos = objects.data.map((o) => o.object).filter((o) => o.kind === 'Video');

  const [group, setGroup] = useState<LetterGroup>('All');
  const profile = useProfile();
  const languages = useLanguages();
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? (profile.data?.preferedLanguage || ALL);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  // The search and the page live in the address: a reload or Back keeps the student's place.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const setFilter = (next: { q?: string; page?: number }) => {
    const updated = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) updated.set('q', next.q);
      else updated.delete('q');
    }
    if (next.page && next.page > 1) updated.set('page', String(next.page));
    else updated.delete('page');
    setParams(updated, { replace: next.q !== undefined });
  };

  const matching = videos.filter(
    (v) =>
      inLetterGroup(v.component.title, group) &&
      (language === ALL || v.languageId === language) &&
      titleMatches(v.component.title, search),
  );
  const shown = pageOf(matching, Number(params.get('page') ?? '1'));
  const title = skill
    ? `${skill.charAt(0).toUpperCase()}${skill.slice(1)} videos`
    : (entry.title ?? 'Videos');
  const error = entry.error ?? moduleQuery.error ?? objects.error;

  const setDefault = async () => {
    const p = profile.data;
    if (!p) return;
    setSaving(true);
    try {
      const res = await updateProfile({
        studentName: p.studentName,
        mobileNumber: p.mobileNumber,
        dialCode: p.dialCode,
        countryCode: p.countryCode,
        preferedLanguage: language === ALL ? '' : language,
      });
      notifications.show({ color: 'green', message: res.message || 'Updated Successfully!' });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    } catch (e) {
      if (!isSessionExpired(e)) notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {title}
      </Title>
      {error && isNotFound(error) ? (
        <EmptyPage
          message={errorMessage(error)}
          hint="Videos appear here as soon as your institute adds them."
        />
      ) : error ? (
        !isSessionExpired(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>
      ) : (
        <Stack gap="lg">
          <Group gap="xs" role="navigation" aria-label="Videos by skill">
            {[null, ...VIDEO_SKILLS].map((s) => (
              <Button
                key={s ?? 'all'}
                component={NavLink}
                to={s ? `/video/${s}` : '/video'}
                end
                size="compact-sm"
                radius="xl"
                variant={s === skill ? 'filled' : 'default'}
                aria-current={s === skill ? 'page' : undefined}
              >
                {s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}` : 'All skills'}
              </Button>
            ))}
          </Group>
          <Group justify="space-between" align="flex-end" gap="md">
            <TextInput
              type="search"
              label="Search videos"
              placeholder="Title"
              value={search}
              onChange={(e) => setFilter({ q: e.currentTarget.value })}
              w={{ base: '100%', xs: 240 }}
            />
            <Chip.Group
              value={group}
              onChange={(v) => {
                setGroup(v as LetterGroup);
                setFilter({ page: 1 });
              }}
            >
              <Group gap="xs" role="group" aria-label="Filter by first letter">
                {LETTER_GROUPS.map((g) => (
                  <Chip key={g.label} value={g.label} variant="outline">
                    {g.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="sm" align="flex-end">
              <Select
                label="Language"
                data={[
                  { value: ALL, label: 'All' },
                  ...(languages.data ?? []).map((l) => ({ value: l.id, label: l.name })),
                ]}
                value={language}
                onChange={(v) => {
                  setChosen(v ?? ALL);
                  setFilter({ page: 1 });
                }}
                allowDeselect={false}
                w={180}
              />
              <Button variant="default" onClick={setDefault} loading={saving} disabled={!profile.data}>
                Set as default language
              </Button>
            </Group>
          </Group>
          {!root || objects.isPending ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy="true" aria-label="Loading videos">
              {[1, 2, 3, 4].map((n) => (
                <Skeleton key={n} style={{ aspectRatio: '16 / 9' }} />
              ))}
            </SimpleGrid>
          ) : matching.length === 0 ? (
            <Text c="dimmed">
              {videos.length ? 'No video matches these filters.' : 'No videos here yet.'}
            </Text>
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.pages > 1
                  ? `${shown.from}–${shown.to} of ${matching.length} videos`
                  : countOf(matching.length, 'video')}
              </Text>
              <VideoObjectGrid videos={shown.items} courseId={entry.courseId} />
              {shown.pages > 1 && (
                <Pagination
                  total={shown.pages}
                  value={shown.page}
                  onChange={(page) => {
                    setFilter({ page });
                    window.scrollTo({ top: 0 });
                  }}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : undefined,
                  })}
                  getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  aria-label="Pages of videos"
                  style={{ alignSelf: 'center' }}
                />
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Container>
  );
}
