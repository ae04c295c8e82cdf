import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LearningPage } from '../../learning/public';
import { LanguagePicker, LetterChips, SkillLinks, VideoResults } from '../components/video-library-parts';
import { inLetterGroup, type LetterGroup } from '../utils/letter-groups';
import { pageOf, titleMatches } from '../utils/paging';
import { ALL, useAddressFilter, useSkillVideos, useVideoLanguage } from './use-video-library';

/**
 * spec 2 §2 Video list (/video and /video/listening|reading|writing|speaking): letter chips, a
 * language filter with 'Set as default language', and cards that play in a modal (Vimeo or HLS),
 * resuming where the student stopped.
 */
export function VideoLibraryPage() {
  const { entry, skill, root, objects, videos, error } = useSkillVideos();
  const [group, setGroup] = useState<LetterGroup>('All');
  const { language, setChosen, languages, saving, canSave, setDefault } = useVideoLanguage();
  const { search, page, setSearch, setPage } = useAddressFilter();

  const matching = videos.filter(
    (v) =>
      inLetterGroup(v.component.title, group) &&
      (language === ALL || v.languageId === language) &&
      titleMatches(v.component.title, search),
  );
  const shown = pageOf(matching, page);
  const title = skill
    ? `${skill.charAt(0).toUpperCase()}${skill.slice(1)} videos`
    : (entry.title ?? 'Videos');

  return (
    <LearningPage title={title} error={error} hint="Videos appear here as soon as your institute adds them.">
      <Stack gap="lg">
        <SkillLinks skill={skill} />
        <Group justify="space-between" align="flex-end" gap="md">
          <TextInput
            type="search"
            label="Search videos"
            placeholder="Title"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <LetterChips
            group={group}
            onGroup={(g) => {
              setGroup(g);
              setPage(1);
            }}
          />
          <LanguagePicker
            options={[
              { value: ALL, label: 'All' },
              ...languages.map((l) => ({ value: l.id, label: l.name })),
            ]}
            language={language}
            onLanguage={(v) => {
              setChosen(v ?? ALL);
              setPage(1);
            }}
            saving={saving}
            canSave={canSave}
            onSetDefault={setDefault}
          />
        </Group>
        <VideoResults
          loading={!root || objects.isPending}
          matching={matching}
          shown={shown}
          any={videos.length > 0}
          courseId={entry.courseId}
          onPage={(page) => {
            setPage(page);
            window.scrollTo({ top: 0 });
          }}
        />
      </Stack>
    </LearningPage>
  );
}
