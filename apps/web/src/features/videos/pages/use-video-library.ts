import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useProfile } from '../../../lib/api/get-profile';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAddressParams, useAddressText } from '../../../lib/use-address-params';
import { flattenModules, useLearningModule, useMenuEntry, useModulesObjects } from '../../learning/public';
import { updateProfile, useLanguages } from '../../profile/public';
import { VIDEO_SKILLS } from '../utils/letter-groups';

/** The menu's Videos entry names this module when it names none (the /video/{skill} routes). */
const VIDEOS_MODULE = 'videos';
/** The language filter's 'All'. */
export const ALL = 'all';

/**
 * The videos of the menu's module, or of one skill's part of it (/video/listening…): the module's
 * tree flattened, and every video learning object in it.
 */
export function useSkillVideos() {
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
  const error = entry.error ?? moduleQuery.error ?? objects.error;
  return { entry, skill, root, objects, videos, error };
}

/** The language filter: the student's choice, else their profile's language; 'Set as default language'. */
export function useVideoLanguage() {
  const profile = useProfile();
  const languages = useLanguages();
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? (profile.data?.preferedLanguage || ALL);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

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
      notify.show({ color: 'green', message: res.message || 'Updated Successfully!' });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    } catch (e) {
      if (!isSessionExpired(e)) notify.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };
  return {
    language,
    setChosen,
    languages: languages.data ?? [],
    saving,
    canSave: !!profile.data,
    setDefault,
  };
}

/**
 * The search and the page live in the address: a reload or Back keeps the student's place. The box
 * shows what was typed at once and each change builds on the last (lib/use-address-params.ts).
 */
export function useAddressFilter() {
  const [params, change] = useAddressParams();
  const [search, writeSearch] = useAddressText('q', change);
  const setPage = (page: number) =>
    change((next) => {
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
    });
  const setSearch = (q: string) => writeSearch(q, (next) => next.delete('page'));
  return { search, page: Number(params.get('page') ?? '1'), setSearch, setPage };
}
