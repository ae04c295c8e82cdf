import type { AdaptiveSectionView, AdaptiveTestView } from '@portico/contract/console-adaptive';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSaveAdaptiveSection } from '../api/adaptive-tests';
import {
  type PoolDraft,
  poolDraft,
  poolSettings,
  type RoutedDraft,
  routedDraft,
  routedSettings,
} from '../utils/adaptive-drafts';

export type Draft = RoutedDraft | PoolDraft;
type Outcome = { sectionId: string; tone: 'success' | 'error'; text: string; conflict?: boolean };

const initial = (s: AdaptiveSectionView): Draft =>
  s.kind === 'routed' ? routedDraft(s.settings) : poolDraft(s);
const parse = (s: AdaptiveSectionView, d: Draft) =>
  s.kind === 'routed' ? routedSettings(d as RoutedDraft, s) : poolSettings(d as PoolDraft, s);
const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an administrator writes in an adaptive test's sections (issue 43), kept per section until it
 * is saved: a save is checked before it is sent and carries the settings it was based on; one the
 * server refuses because someone else changed the section first sets the writing aside while the
 * latest settings load, and `putBack` returns it to the form. Nothing written is dropped silently.
 *
 * A draft that equals its section's current settings is not a change. A save therefore replaces the
 * draft with the settings it saved instead of dropping it: the form keeps showing them while the
 * saved test reaches the query's cache, never the old settings for a frame in between (decision 070:
 * a number field whose value goes back and forth in one frame made Preact loop).
 */
export function useSectionDrafts(test: AdaptiveTestView, reload: () => Promise<unknown>) {
  const save = useSaveAdaptiveSection(test.id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [asides, setAsides] = useState<Record<string, Draft>>({});
  const [outcome, setOutcome] = useState<Outcome>();

  const setDraft = (section: AdaptiveSectionView, next: Draft | undefined) =>
    setDrafts(({ [section.id]: _old, ...rest }) =>
      next === undefined || same(next, initial(section)) ? rest : { ...rest, [section.id]: next },
    );
  /** The section's draft when it differs from the section's current settings. */
  const changedDraft = (section: AdaptiveSectionView) => {
    const draft = drafts[section.id];
    return draft && !same(draft, initial(section)) ? draft : undefined;
  };

  const submit = (section: AdaptiveSectionView) => {
    const draft = changedDraft(section);
    if (!draft) return;
    const parsed = parse(section, draft);
    if (parsed.error !== undefined) {
      setOutcome({ sectionId: section.id, tone: 'error', text: parsed.error });
      return;
    }
    const body = { kind: section.kind, expected: section.settings, settings: parsed.settings } as never;
    setOutcome(undefined);
    save.mutate(
      { sectionId: section.id, body },
      {
        onSuccess: (saved) => {
          const now = saved.data.sections.find((s) => s.id === section.id);
          setDrafts(({ [section.id]: _old, ...rest }) =>
            now ? { ...rest, [section.id]: initial(now) } : rest,
          );
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

  return {
    outcome,
    dirty: test.sections.some((section) => changedDraft(section) !== undefined),
    draftOf: (section: AdaptiveSectionView) => drafts[section.id] ?? initial(section),
    changed: (section: AdaptiveSectionView) => changedDraft(section) !== undefined,
    saving: (section: AdaptiveSectionView) => save.isPending && save.variables?.sectionId === section.id,
    setAside: (section: AdaptiveSectionView) => Boolean(asides[section.id]),
    setDraft,
    submit,
    loadLatest: async (section: AdaptiveSectionView) => {
      const draft = changedDraft(section);
      if (draft) setAsides((a) => ({ ...a, [section.id]: draft }));
      setDraft(section, undefined);
      setOutcome(undefined);
      await reload();
    },
    putBack: (section: AdaptiveSectionView) => {
      const { [section.id]: aside, ...rest } = asides;
      setAsides(rest);
      if (aside) setDraft(section, aside);
    },
  };
}

export type SectionDrafts = ReturnType<typeof useSectionDrafts>;
