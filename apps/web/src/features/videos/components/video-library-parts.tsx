import { Button, Chip, Group, Pagination, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { NavLink } from 'react-router';
import { countOf } from '../../../lib/plural';
import { LETTER_GROUPS, type LetterGroup, VIDEO_SKILLS } from '../utils/letter-groups';
import type { VideoPage } from '../utils/paging';
import { VideoObjectGrid } from './video-object-grid';

/** All skills, then one link a skill (/video/listening…); the one shown is the current page. */
export function SkillLinks({ skill }: { skill: (typeof VIDEO_SKILLS)[number] | null }) {
  return (
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
  );
}

/** spec 2 §2: the chips of the titles' first letters. */
export function LetterChips({
  group,
  onGroup,
}: {
  group: LetterGroup;
  onGroup: (group: LetterGroup) => void;
}) {
  return (
    <Chip.Group value={group} onChange={(v) => onGroup(v as LetterGroup)}>
      <Group gap="xs" role="group" aria-label="Filter by first letter">
        {LETTER_GROUPS.map((g) => (
          <Chip key={g.label} value={g.label} variant="outline">
            {g.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

interface LanguagePickerProps {
  /** 'All' first, then the portal's languages. */
  options: { value: string; label: string }[];
  language: string;
  onLanguage: (language: string | null) => void;
  saving: boolean;
  canSave: boolean;
  onSetDefault: () => void;
}

/** The language filter, and 'Set as default language' (the student's profile). */
export function LanguagePicker({
  options,
  language,
  onLanguage,
  saving,
  canSave,
  onSetDefault,
}: LanguagePickerProps) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Language"
        data={options}
        value={language}
        onChange={onLanguage}
        allowDeselect={false}
        w={180}
      />
      <Button variant="default" onClick={onSetDefault} loading={saving} disabled={!canSave}>
        Set as default language
      </Button>
    </Group>
  );
}

interface VideoResultsProps {
  loading: boolean;
  /** The videos the filters let through, and the page of them shown. */
  matching: LearningObject[];
  shown: VideoPage<LearningObject>;
  /** Whether the module has any video at all. */
  any: boolean;
  courseId: string | null;
  onPage: (page: number) => void;
}

/** The page of matching videos with their count and the pages, or why there is none. */
export function VideoResults({ loading, matching, shown, any, courseId, onPage }: VideoResultsProps) {
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy="true" aria-label="Loading videos">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} style={{ aspectRatio: '16 / 9' }} />
        ))}
      </SimpleGrid>
    );
  }
  if (matching.length === 0) {
    return <Text c="dimmed">{any ? 'No video matches these filters.' : 'No videos here yet.'}</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.pages > 1
          ? `${shown.from}–${shown.to} of ${matching.length} videos`
          : countOf(matching.length, 'video')}
      </Text>
      <VideoObjectGrid videos={shown.items} courseId={courseId} />
      {shown.pages > 1 && (
        <Pagination
          total={shown.pages}
          value={shown.page}
          onChange={onPage}
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
  );
}
